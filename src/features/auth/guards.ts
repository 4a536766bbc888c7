import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { DEFAULT_GUARD_ROLES, isAllowed, type Role } from '@/api/contract/roles';
import type { AuthActor, AuthSnapshot } from '@machines/auth/auth.machine';

export const DASHBOARD_PATH = '/dashboard';

export interface RouterAuthContext {
  auth: AuthActor;
}

/** Routes decide only once the auth machine knows whether there is a session. */
function initialised(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (s) => s.context.isInitialized);
}

/**
 * A `from` value we may send the user to after sign-in: a path of this app only, never another
 * origin (`//evil.example`, `/\evil.example`, `https://…`).
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return DASHBOARD_PATH;
  return from;
}

/** Protected pages: a guest goes to /login, keeping the requested path as `from`. */
export async function requireAuth({ context, location }: { context: RouterAuthContext; location: ParsedLocation }) {
  const snapshot = await initialised(context.auth);
  if (!snapshot.context.isAuthenticated) {
    throw redirect({ to: '/login', search: { from: location.href } });
  }
}

/** Guest-only pages: a signed-in user goes to `from` when it is safe, else to the dashboard. */
export async function requireGuest({ context, location }: { context: RouterAuthContext; location: ParsedLocation }) {
  const snapshot = await initialised(context.auth);
  if (snapshot.context.isAuthenticated) {
    const from = (location.search as Record<string, unknown>).from;
    throw redirect({ href: safeReturnPath(from), replace: true });
  }
}

/**
 * The role guard (spec section 4): a user without a role, or with one not allowed here, goes to
 * '/'. The allowed lists come from the one role table in src/api/contract/roles.ts.
 */
export function requireRole(allowed: readonly Role[] = DEFAULT_GUARD_ROLES) {
  return async ({ context }: { context: RouterAuthContext }) => {
    const snapshot = await initialised(context.auth);
    if (!isAllowed(snapshot.context.user?.role, allowed)) throw redirect({ to: '/' });
  };
}
