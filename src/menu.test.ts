import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { Actor } from 'xstate';
import { ROLES, isAllowed, type Role } from '@/api/contract/roles';
import { menuFromRoutes, menuLinks, visibleMenu, type DeclaredRoute } from '@/features/shell';
import type { authMachine } from '@machines/auth/auth.machine';
import { createTestAuthActor } from '@tests/auth-actor';
import { routeTree } from './routeTree.gen';

// The app's real menu: what every page of the route tree declares.
const probe = createRouter({ routeTree, context: { auth: undefined as never } });
const MENU = menuFromRoutes(Object.values(probe.routesById) as DeclaredRoute[]);
const ALL_LINKS = menuLinks(MENU);
const labels = (role: Role) => menuLinks(visibleMenu(MENU, role)).map((l) => l.label.message);

let actors: Actor<typeof authMachine>[] = [];
afterEach(() => {
  actors.forEach((a) => a.stop());
  actors = [];
});

/** Where the router lands a signed-in user of `role` who opens `href`. */
async function landing(role: Role, href: string): Promise<string> {
  const auth = createTestAuthActor({ role });
  actors.push(auth);
  const router = createRouter({ routeTree, context: { auth }, history: createMemoryHistory({ initialEntries: ['/maintenance'] }) });
  await router.load();
  await router.navigate({ href });
  return router.state.location.pathname.replace(/(.)\/$/, '$1');
}

describe('the menu, as each role sees it', () => {
  it('shows a client only Lato AI: Calls and Settings', () => {
    expect(visibleMenu(MENU, 'CLIENT').map((s) => s.id)).toEqual(['lato-ai']);
    expect(labels('CLIENT')).toEqual(['Calls', 'Settings']);
  });

  it.each(['CEO', 'CFO', 'CTO', 'PM_CLIENT', 'PM_DEV'] as const)(
    'shows %s Users, Projects, Todo List and the template groups, not Lato AI',
    (role) => {
      expect(labels(role)).toEqual(
        expect.arrayContaining([
          'Users',
          'Projects',
          'Todo List',
          'User list',
          'Analytics 1',
          'Product list',
          'Invoice list',
          'File manager',
        ]),
      );
      expect(labels(role)).not.toContain('Calls');
      expect(visibleMenu(MENU, role).map((s) => s.id)).toEqual([
        'dashboard',
        'management',
        'user-contact',
        'ecommerce',
        'accounts',
        'apps',
        'profiles',
      ]);
    },
  );

  it('shows a developer Projects and Todo List but no user management', () => {
    expect(labels('DEV')).toEqual(expect.arrayContaining(['Projects', 'Todo List', 'Analytics 1']));
    expect(labels('DEV')).not.toContain('Users');
    expect(labels('DEV')).not.toContain('User list');
    const userContact = visibleMenu(MENU, 'DEV').find((s) => s.id === 'user-contact')!;
    expect(userContact.items.map((i) => i.label.message)).toEqual(['Chats', 'Email']);
  });

  it('shows a user with no role none of the restricted entries', () => {
    expect(visibleMenu(MENU, null)).toEqual([]);
  });
});

describe('every menu entry and its route guard', () => {
  it('admits exactly the roles its page declares, and every role that sees the entry', async () => {
    expect(ALL_LINKS.length).toBeGreaterThan(40);
    for (const link of ALL_LINKS) {
      for (const role of ROLES) {
        const sees = visibleMenu(MENU, role).some((s) => menuLinks([s]).some((l) => l.id === link.id));
        const admitted = (await landing(role, link.to)) === link.to;
        expect(admitted, `${role} opening ${link.to}`).toBe(isAllowed(role, link.admits));
        expect(!sees || admitted, `${role} sees ${link.to} in the menu but may not open it`).toBe(true);
      }
    }
  });

  it('offers an entry to fewer roles than its page admits only deliberately: public pages, and the personal pages of the account menu', () => {
    const narrowed = ALL_LINKS.filter((l) => ROLES.some((role) => isAllowed(role, l.admits) && !isAllowed(role, l.roles))).map((l) => l.to);
    expect(narrowed.filter((to) => to.startsWith('/dashboard')).sort()).toEqual(['/dashboard/account', '/dashboard/profile']);
    expect(narrowed.filter((to) => !to.startsWith('/dashboard')).length).toBeGreaterThan(5);
  });
});
