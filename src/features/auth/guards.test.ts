import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from 'xstate';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { authMachine } from '@machines/auth/auth.machine';
import type { Role } from '@/api/contract/roles';
import { createTestAuthActor } from '@tests/auth-actor';
import { requireAuth, requireGuest, requireRole, safeReturnPath } from './guards';

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

  it.each([
    ['CEO', null],
    ['PM_DEV', null],
    ['DEV', '/'],
    ['CLIENT', '/'],
  ] as const)('role guard (default set) with %s redirects to %s', async (role, target) => {
    const options = await redirectOf(requireRole()({ context: { auth: auth(role) } }));
    expect(options?.to ?? null).toBe(target);
  });

  it('sends a user with no role to /', async () => {
    expect(await redirectOf(requireRole(['CLIENT'])({ context: { auth: auth(null) } }))).toMatchObject({ to: '/' });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/projects?page=2', '/dashboard/projects?page=2'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    [undefined, '/dashboard'],
    [42, '/dashboard'],
  ])('%s → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
