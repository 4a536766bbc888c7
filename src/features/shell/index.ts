export { DashboardShell, SHELL_SIZES } from './DashboardShell';
export { menuFromRoutes, routeAccess, type DeclaredRoute, type MenuItem, type MenuLink, type MenuSection } from './menu';
export { menuLinks, visibleMenu } from './menu-visibility';
