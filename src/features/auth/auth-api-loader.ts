import type { AuthApi } from './auth-api';

/**
 * The auth calls, loaded with the first one: their contract's schemas (and zod with them) are not
 * needed to draw the sign-in page. A visitor with a session asks for them as the entry starts, so
 * that the session's renewal does not wait for the routed app to load first.
 */
export const loadAuthApi = (): Promise<AuthApi> => import('./auth-api').then((module) => module.authApi);
