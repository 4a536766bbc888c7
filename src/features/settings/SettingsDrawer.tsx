import { useId } from 'react';
import { Drawer, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from './settings-context';
import type { Settings } from './settings';

interface Props {
  opened: boolean;
  onClose(): void;
}

type ChoiceKey = 'activeLayout' | 'theme' | 'direction';

/** One labelled choice among a setting's values. */
function SettingChoice<K extends ChoiceKey>({
  label,
  setting,
  options,
}: {
  label: string;
  setting: K;
  options: { value: Settings[K]; label: string }[];
}) {
  const { settings, updateSettings } = useSettings();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      {/* One option a row: side by side, two Spanish labels did not fit the drawer on a phone. */}
      <SegmentedControl
        aria-labelledby={labelId}
        orientation="vertical"
        fullWidth
        value={settings[setting]}
        onChange={(value) => updateSettings({ [setting]: value } as Partial<Settings>)}
        data={options}
      />
    </Stack>
  );
}

/** The settings control: layout, theme, direction and font sizing, applied at once and saved. */
export function SettingsDrawer({ opened, onClose }: Props) {
  const { t } = useLingui();
  const { settings, updateSettings } = useSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Settings`}
      // Mantine's sides follow the text: 'right' is the end, where the settings button is.
      position="right"
      size={320}
      closeButtonProps={{ 'aria-label': t`Close settings` }}
    >
      <Stack gap="lg">
        <SettingChoice
          label={t`Layout`}
          setting="activeLayout"
          options={[
            { value: 'layout1', label: t`Single sidebar` },
            { value: 'layout2', label: t`Two-level sidebar` },
          ]}
        />
        <SettingChoice
          label={t`Theme`}
          setting="theme"
          options={[
            { value: 'light', label: t`Light` },
            { value: 'dark', label: t`Dark` },
          ]}
        />
        <SettingChoice
          label={t`Direction`}
          setting="direction"
          options={[
            { value: 'ltr', label: t`Left to right` },
            { value: 'rtl', label: t`Right to left` },
          ]}
        />
        <Switch
          label={t`Responsive font sizes`}
          description={t`Headings shrink on small screens.`}
          checked={settings.responsiveFontSizes}
          onChange={(event) => updateSettings({ responsiveFontSizes: event.currentTarget.checked })}
        />
      </Stack>
    </Drawer>
  );
}
