import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';

/** Whether the server told this browser it has a session; a guest has none to renew. */
export const hasSessionHint = () =>
  typeof document === 'undefined' || document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE_NAME}=`));
