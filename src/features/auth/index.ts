export { AuthProvider, useAuth, useAuthActor } from './auth-context';
export { createAuthActor } from './auth-actor';
export {
  CLIENT_HOME_PATH,
  DASHBOARD_PATH,
  homeOf,
  requireAccess,
  requireAuth,
  requireGuest,
  safeReturnPath,
  type RouterAuthContext,
} from './guards';
export { SIGNING_OUT, useSignOut } from './useSignOut';
export { LoginPage } from './LoginPage';
