import { ActionIcon, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMoon, IconSun, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useSettings } from '@/features/settings';

export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { settings, updateSettings } = useSettings();
  const dark = settings.theme === 'dark';
  const label = dark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => updateSettings({ theme: dark ? 'light' : 'dark' })}
      >
        {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}

export function DirectionToggle() {
  const { t } = useLingui();
  const { settings, updateSettings } = useSettings();
  const rtl = settings.direction === 'rtl';
  const label = rtl ? t`Switch to left-to-right` : t`Switch to right-to-left`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => updateSettings({ direction: rtl ? 'ltr' : 'rtl' })}
      >
        {rtl ? <IconTextDirectionLtr size={20} /> : <IconTextDirectionRtl size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
