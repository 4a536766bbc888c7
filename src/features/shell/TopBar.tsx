import { ActionIcon, Burger, Group, ThemeIcon, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { spotlight } from '@mantine/spotlight';
import { Link } from '@tanstack/react-router';
import {
  IconAdjustmentsHorizontal,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconPhoneCall,
  IconSearch,
} from '@tabler/icons-react';
import { NotificationsBell } from '@/features/notifications';
import type { LayoutName } from '@/features/settings';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { ColorSchemeToggle, DirectionToggle } from './ThemeToggles';
import classes from './Shell.module.css';

interface Props {
  layout: LayoutName;
  isMobile: boolean;
  menuOpened: boolean;
  onMenuToggle(): void;
  onOpenSettings(): void;
}

/** The 70 px header: menu button, brand, search, notifications, language, settings and the account menu (plus layout 2's extras). */
export function TopBar({ layout, isMobile, menuOpened, onMenuToggle, onOpenSettings }: Props) {
  const { t } = useLingui();
  const menuLabel = isMobile ? (menuOpened ? t`Close menu` : t`Open menu`) : menuOpened ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <div className={classes.header} style={{ height: '100%' }}>
      {isMobile ? (
        <Burger opened={menuOpened} onClick={onMenuToggle} aria-label={menuLabel} size="sm" />
      ) : (
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onMenuToggle} aria-label={menuLabel} aria-expanded={!menuOpened}>
          {menuOpened ? (
            <IconLayoutSidebarLeftExpand size={20} className={classes.flipInRtl} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={20} className={classes.flipInRtl} />
          )}
        </ActionIcon>
      )}
      <Link to="/dashboard" className={classes.brand} aria-label={t`Lato home`}>
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconPhoneCall size={20} />
        </ThemeIcon>
        {!isMobile && 'Lato'}
      </Link>
      <Group gap={4} ms="auto" wrap="nowrap">
        <Tooltip label={t`Search (Ctrl + K)`}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Search`} onClick={() => spotlight.open()}>
            <IconSearch size={20} />
          </ActionIcon>
        </Tooltip>
        {layout === 'layout2' && (
          <>
            {/* On a phone the bar has room for what everyone needs; direction and colour stay in the settings drawer. */}
            {!isMobile && <DirectionToggle />}
            {!isMobile && <ColorSchemeToggle />}
          </>
        )}
        <NotificationsBell />
        <LanguageMenu />
        <Tooltip label={t`Settings`}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Open settings`} onClick={onOpenSettings}>
            <IconAdjustmentsHorizontal size={20} />
          </ActionIcon>
        </Tooltip>
        <AccountMenu />
      </Group>
    </div>
  );
}
