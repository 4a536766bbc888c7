import { useDeferredValue, useEffect } from 'react';
import { AppShell, Box, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useAuth } from '@/features/auth';
import { LiveNotice, LiveProvider } from '@/features/live';
import { SettingsDrawer, useSettings } from '@/features/settings';
import { activateLocale } from '@/i18n/i18n';
import { visibleMenu } from './menu-visibility';
import { MenuSpotlight } from './MenuSpotlight';
import { NavMenu } from './NavMenu';
import { SessionNotice } from './SessionNotice';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useHeadingFocus } from './useHeadingFocus';
import { usePageTitle } from './usePageTitle';
import { useMenu } from './useMenu';
import classes from './Shell.module.css';

/** Sidebar and header sizes in px, and the width under which the sidebar becomes a drawer. */
const SHELL_SIZES = { full: 280, compact: 86, rail: 80, panel: 250, header: 70, mobileBelow: 1200 } as const;

/** The page's own region, where the skip link goes and whose heading takes focus on arrival. */
const MAIN_ID = 'main-content';

/**
 * The page, drawn in a render of its own after the shell's first one. Drawn together, the shell
 * and the page were one task of 60 to 80 ms on this machine (four times that on a slow phone),
 * during which the browser could neither paint nor answer a tap; React draws a deferred value's
 * render in slices and yields between them. Later pages are drawn at once: the shell stays.
 */
function PageOutlet() {
  const shellDrawn = useDeferredValue(true, false);
  return shellDrawn ? <Outlet /> : null;
}

/** The frame of every dashboard page: the layout the settings choose, the top bar, the menu. */
export function DashboardShell() {
  const { t, i18n } = useLingui();
  const { settings } = useSettings();
  const role = useAuth((s) => s.context.user?.role);
  const preferredLanguage = useAuth((s) => s.context.user?.preferred_language);
  // Signed in, the interface speaks the language the person chose in their account.
  useEffect(() => {
    if (preferredLanguage && preferredLanguage !== i18n.locale) void activateLocale(preferredLanguage);
  }, [preferredLanguage, i18n]);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isMobile = useMediaQuery(`(max-width: ${SHELL_SIZES.mobileBelow - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, collapse] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const sections = visibleMenu(useMenu(), role);
  const layout = settings.activeLayout;

  const navbarWidth =
    layout === 'layout2' ? SHELL_SIZES.rail + (collapsed ? 0 : SHELL_SIZES.panel) : collapsed ? SHELL_SIZES.compact : SHELL_SIZES.full;
  useHeadingFocus(pathname, MAIN_ID);
  usePageTitle(MAIN_ID);

  return (
    <AppShell
      header={{ height: SHELL_SIZES.header }}
      navbar={{ width: navbarWidth, breakpoint: SHELL_SIZES.mobileBelow, collapsed: { mobile: true, desktop: false } }}
      padding="lg"
      data-layout={layout}
    >
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t`Skip to content`}
      </a>
      <AppShell.Header>
        <TopBar
          layout={layout}
          isMobile={isMobile}
          menuOpened={isMobile ? drawerOpened : collapsed}
          onMenuToggle={isMobile ? drawer.toggle : collapse.toggle}
          onOpenSettings={settingsDrawer.open}
        />
      </AppShell.Header>

      {/* Under 1200 px the menu is the drawer's. The sidebar is not drawn then: moved off the
          screen, its links were still reached by Tab, and drawing them cost every page's first render. */}
      {!isMobile && <Sidebar layout={layout} sections={sections} pathname={pathname} collapsed={collapsed} onExpand={collapse.open} />}

      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Box maw={1600} mx="auto">
          <SessionNotice />
          <PageOutlet />
        </Box>
      </AppShell.Main>

      <Drawer
        opened={isMobile && drawerOpened}
        onClose={drawer.close}
        size={SHELL_SIZES.full}
        // Mantine's sides follow the text: 'left' is the start, where the sidebar and the burger are.
        position="left"
        title={t`Menu`}
        data-testid="menu-drawer"
        closeButtonProps={{ 'aria-label': t`Close menu` }}
      >
        <NavMenu sections={sections} onNavigate={drawer.close} />
      </Drawer>
      <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />
      <MenuSpotlight sections={sections} />
      {/* The tab's one live stream, open while the person is signed in (this shell is mounted), and its notice. */}
      <LiveProvider>
        <LiveNotice />
      </LiveProvider>
    </AppShell>
  );
}
