export { AuthProvider, useAuth, useAuthActor } from './auth-context';
export { createAuthActor } from './auth-actor';
export { connectTabs } from './tabs';
export { requireAccess, requireAuth, requireGuest, type RouterAuthContext } from './guards';
export { SIGNING_OUT, useSignOut } from './useSignOut';
export { LoginPage } from './LoginPage';
export { useStartSession } from './start-session';
export { AuthenticatorSetup } from './two-step/AuthenticatorSetup';
export { RecoveryCodesList } from './two-step/RecoveryCodesList';
