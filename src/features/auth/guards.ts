import { redirect, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isAllowed, type Role } from '@/api/contract/roles';
import type { AuthActor, AuthSnapshot } from '@machines/auth/auth.machine';

const DASHBOARD_PATH = '/dashboard';
const CLIENT_HOME_PATH = '/dashboard/calls';

export interface RouterAuthContext {
  auth: AuthActor;
}

/** Routes decide only once the auth machine knows whether there is a session. */
function initialised(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (s) => s.context.isInitialized);
}

/** Any origin of ours: a `from` read against it must stay on it. */
const OWN_ORIGIN = 'https://lato.invalid';
// Browsers drop tabs and line breaks from an address and read `\` as `/`: `/\t/evil.example` is
// `//evil.example`, another site. No path of this app holds either.
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const ODD_CHARACTERS = /[\u0000-\u001F\u007F\\]/;
/** The sign-in page, where a signed-in user is never sent back. */
const SIGN_IN_PATH = /^\/login\/?$/;

/**
 * A `from` value we may send the user to after sign-in: a path of this app only, never another
 * origin (`//evil.example`, `/\evil.example`, `/\t/evil.example`, `https://…`), nor the sign-in
 * page itself; anything odd leads to `fallback`. It is read as the browser would read it.
 */
export function safeReturnPath(from: unknown, fallback = DASHBOARD_PATH): string {
  if (typeof from !== 'string' || !from.startsWith('/') || ODD_CHARACTERS.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN || SIGN_IN_PATH.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Protected pages: a guest goes to /login, keeping the requested path as `from`. */
export async function requireAuth({ context, location }: { context: RouterAuthContext; location: ParsedLocation }) {
  const snapshot = await initialised(context.auth);
  if (!snapshot.context.isAuthenticated) {
    throw redirect({ to: '/login', search: { from: location.href } });
  }
}

/** Guest-only pages: a signed-in user goes to `from` when it is safe, else to their start page. */
export async function requireGuest({ context, location }: { context: RouterAuthContext; location: ParsedLocation }) {
  const snapshot = await initialised(context.auth);
  if (snapshot.context.isAuthenticated) {
    const from = (location.search as Record<string, unknown>).from;
    throw redirect({ href: safeReturnPath(from, homeOf(snapshot.context.user?.role)), replace: true });
  }
}

/** Where a signed-in user starts: a client's product is Lato AI; staff start on the analytics. */
function homeOf(role: Role | null | undefined): string {
  return role === 'CLIENT' ? CLIENT_HOME_PATH : DASHBOARD_PATH;
}

/**
 * The role guard, for every page: each route on the way to the page may declare who may open it
 * (`staticData.access`, from the one role table). A user whose role is not admitted by all of
 * them, or who has no role, is told so on the permission page rather than moved without a word;
 * only the dashboard's own address, which means "my start page", leads to their start page.
 */
export async function requireAccess({
  context,
  matches,
  location,
}: {
  context: RouterAuthContext;
  matches: readonly { staticData?: StaticDataRouteOption }[];
  location?: { pathname: string };
}) {
  const snapshot = await initialised(context.auth);
  const role = snapshot.context.user?.role;
  for (const match of matches) {
    const access = match.staticData?.access;
    if (access && !isAllowed(role, access)) {
      const asksForHome = location?.pathname.replace(/\/$/, '') === DASHBOARD_PATH;
      throw redirect(asksForHome ? { to: '/' } : { to: '/permission', replace: true });
    }
  }
}
