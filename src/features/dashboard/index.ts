export { DashboardHome } from './DashboardHome';
