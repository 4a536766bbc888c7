export { AuthProvider, useAuth, useAuthActor } from './auth-context';
export { createAuthActor } from './auth-actor';
export { DASHBOARD_PATH, requireAuth, requireGuest, requireRole, safeReturnPath, type RouterAuthContext } from './guards';
export { useSignOut } from './useSignOut';
export { LoginPage } from './LoginPage';
