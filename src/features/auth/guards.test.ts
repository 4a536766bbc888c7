import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from 'xstate';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { authMachine } from '@machines/auth/auth.machine';
import type { Role } from '@/api/contract/roles';
import { createTestAuthActor } from '@tests/auth-actor';
import { ACCESS } from '@/api/contract/roles';
import { requireAccess, requireAuth, requireGuest, safeReturnPath } from './guards';

let actor: Actor<typeof authMachine> | undefined;
afterEach(() => actor?.stop());

/** An auth actor that has finished initialising, signed in with `role` or signed out. */
function auth(role: Role | null | 'guest') {
  actor = createTestAuthActor(role === 'guest' ? 'guest' : { role });
  return actor;
}

const location = (href: string, search: Record<string, unknown> = {}) => ({ href, search }) as unknown as ParsedLocation;

async function redirectOf(run: Promise<unknown>) {
  const outcome = await run.then(
    () => null,
    (error: unknown) => error,
  );
  if (outcome === null) return null;
  if (!isRedirect(outcome)) throw outcome;
  return outcome.options;
}

describe('route guards', () => {
  it('sends a guest to /login keeping the requested path', async () => {
    const options = await redirectOf(requireAuth({ context: { auth: auth('guest') }, location: location('/dashboard?x=1') }));
    expect(options).toMatchObject({ to: '/login', search: { from: '/dashboard?x=1' } });
  });

  it('lets a signed-in user through to protected pages', async () => {
    expect(await redirectOf(requireAuth({ context: { auth: auth('DEV') }, location: location('/dashboard') }))).toBeNull();
  });

  it('sends a signed-in user away from guest pages, to a safe `from` or the dashboard', async () => {
    const a = auth('CEO');
    expect(
      await redirectOf(requireGuest({ context: { auth: a }, location: location('/login', { from: '/dashboard?x=1' }) })),
    ).toMatchObject({ href: '/dashboard?x=1' });
    expect(
      await redirectOf(requireGuest({ context: { auth: a }, location: location('/login', { from: '//evil.example' }) })),
    ).toMatchObject({ href: '/dashboard' });
    expect(await redirectOf(requireGuest({ context: { auth: auth('guest') }, location: location('/login') }))).toBeNull();
  });

  it.each(['\t/dashboard', '/\t/evil.example', '/\r\n/evil.example', '/login'])(
    'sends a signed-in user on from the sign-in page whatever odd `from` it carries (%j)',
    async (from) => {
      const options = await redirectOf(requireGuest({ context: { auth: auth('CEO') }, location: location('/login', { from }) }));
      expect(options).toMatchObject({ href: '/dashboard', replace: true });
    },
  );

  it('sends a signed-in client from a guest page to their own start page', async () => {
    expect(await redirectOf(requireGuest({ context: { auth: auth('CLIENT') }, location: location('/login') }))).toMatchObject({
      href: '/dashboard/calls',
    });
  });

  const usersPage = [
    { staticData: {} },
    { staticData: { access: ACCESS.staff } },
    { staticData: { access: ACCESS.users } },
    { staticData: {} },
  ];

  it.each([
    ['CEO', null],
    ['PM_DEV', null],
    ['DEV', '/permission'],
    ['CLIENT', '/permission'],
  ] as const)('role guard on a page every route on the way restricts: %s goes to %s', async (role, target) => {
    const options = await redirectOf(
      requireAccess({ context: { auth: auth(role) }, matches: usersPage, location: { pathname: '/dashboard/user-list' } }),
    );
    expect(options?.to ?? null).toBe(target);
  });

  it('sends a client who opens the dashboard itself to their start page, not to a refusal', async () => {
    const dashboard = [{ staticData: {} }, { staticData: { access: ACCESS.staff } }];
    const options = await redirectOf(
      requireAccess({ context: { auth: auth('CLIENT') }, matches: dashboard, location: { pathname: '/dashboard/' } }),
    );
    expect(options).toMatchObject({ to: '/' });
  });

  it('tells a user with no role they may not open a restricted page, and admits them where nothing restricts', async () => {
    expect(
      await redirectOf(requireAccess({ context: { auth: auth(null) }, matches: [{ staticData: { access: ACCESS.latoAi } }] })),
    ).toMatchObject({ to: '/permission' });
    expect(await redirectOf(requireAccess({ context: { auth: auth(null) }, matches: [{ staticData: {} }] }))).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/projects?page=2', '/dashboard/projects?page=2'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['\t/dashboard/projects', '/dashboard'],
    ['/dashboard\n/projects', '/dashboard'],
    ['/dashboard/projects?search=a b', '/dashboard/projects?search=a%20b'],
    ['/\\/evil.example', '/dashboard'],
    ['/login', '/dashboard'],
    ['/login/?from=/dashboard', '/dashboard'],
    ['/dashboard/calls#today', '/dashboard/calls#today'],
    ['/dashboard/../permission', '/permission'],
    [undefined, '/dashboard'],
    [42, '/dashboard'],
  ])('%s → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
