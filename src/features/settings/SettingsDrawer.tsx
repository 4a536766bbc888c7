import { Drawer, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSettings } from './settings-context';
import type { LayoutName, Settings } from './settings';

interface Props {
  opened: boolean;
  onClose(): void;
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
      position={settings.direction === 'rtl' ? 'left' : 'right'}
      size={320}
      closeButtonProps={{ 'aria-label': t`Close settings` }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600} id="settings-layout">
            <Trans>Layout</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="settings-layout"
            fullWidth
            value={settings.activeLayout}
            onChange={(value) => updateSettings({ activeLayout: value as LayoutName })}
            data={[
              { value: 'layout1', label: t`Single sidebar` },
              { value: 'layout2', label: t`Two-level sidebar` },
            ]}
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="settings-theme">
            <Trans>Theme</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="settings-theme"
            fullWidth
            value={settings.theme}
            onChange={(value) => updateSettings({ theme: value as Settings['theme'] })}
            data={[
              { value: 'light', label: t`Light` },
              { value: 'dark', label: t`Dark` },
            ]}
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="settings-direction">
            <Trans>Direction</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="settings-direction"
            fullWidth
            value={settings.direction}
            onChange={(value) => updateSettings({ direction: value as Settings['direction'] })}
            data={[
              { value: 'ltr', label: t`Left to right` },
              { value: 'rtl', label: t`Right to left` },
            ]}
          />
        </Stack>
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
