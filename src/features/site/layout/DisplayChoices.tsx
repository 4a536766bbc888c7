import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMoon, IconSun, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useSettings } from '@/features/settings';
import { useTakenOver } from '@/features/site/site-frame';

/** The display choices: light or dark, and the reading direction, saved like the app's (in the footer, out of a phone's crowded header). */
export function DisplayChoices() {
  const { t } = useLingui();
  const { settings, updateSettings } = useSettings();
  // As the server drew them until the browser takes over: the saved choice is the browser's to read.
  const takenOver = useTakenOver();
  const dark = takenOver && settings.theme === 'dark';
  const rtl = takenOver && settings.direction === 'rtl';
  const themeLabel = dark ? t`Use the light theme` : t`Use the dark theme`;
  const directionLabel = rtl ? t`Read left to right` : t`Read right to left`;
  return (
    <Group gap={4} wrap="nowrap">
      {/* Named by a native title rather than Mantine's tooltip, whose positioning library would double the page's code. */}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={themeLabel}
        title={themeLabel}
        onClick={() => updateSettings({ theme: dark ? 'light' : 'dark' })}
      >
        {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={directionLabel}
        title={directionLabel}
        onClick={() => updateSettings({ direction: rtl ? 'ltr' : 'rtl' })}
      >
        {rtl ? <IconTextDirectionLtr size={20} aria-hidden /> : <IconTextDirectionRtl size={20} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}
