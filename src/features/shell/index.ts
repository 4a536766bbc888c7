export { DashboardShell } from './DashboardShell';
export { menuFromRoutes, type DeclaredRoute } from './menu';
export { menuLinks, visibleMenu } from './menu-visibility';
