import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { Actor } from 'xstate';
import { ROLES, isAllowed, type Role } from '@/api/contract/roles';
import { isSitePage } from '@/api/contract/site-pages';
import { menuFromRoutes, menuLinks, visibleMenu, type DeclaredRoute } from '@/features/shell';
import type { authMachine } from '@machines/auth/auth.machine';
import { createTestAuthActor } from '@tests/auth-actor';
import { routeTree } from './routeTree.gen';

// The app's real menu: what every page of the route tree declares.
const probe = createRouter({ routeTree, context: { auth: undefined as never } });
const MENU = menuFromRoutes(Object.values(probe.routesById) as DeclaredRoute[]);
const ALL_LINKS = menuLinks(MENU);
const labels = (role: Role) => menuLinks(visibleMenu(MENU, role)).map((l) => l.label.message);
/** The public site's pages, offered to staff under Pages (the server draws them: the app loads them as documents). */
const PUBLIC_PAGES = ['About us', 'Contact us', 'FAQs', 'Careers', 'Shop', 'Pricing'];

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
  it('shows a client only Lato AI: Calls, their Contacts, Settings, their Business, its Plan & billing, the Academy and the Cart', () => {
    expect(visibleMenu(MENU, 'CLIENT').map((s) => s.id)).toEqual(['lato-ai']);
    expect(labels('CLIENT')).toEqual(['Calls', 'Contacts', 'Settings', 'Business', 'Plan & billing', 'Academy', 'Cart']);
  });

  it.each(['CEO', 'CTO'] as const)('shows %s the audit log beside the todo list, the dashboard, the projects and the users', (role) => {
    expect(labels(role)).toEqual([
      'Analytics',
      'Audience',
      'Call analytics',
      'CRM',
      'Client accounts',
      'Marketing',
      'Learning management',
      'Finance',
      'Recurring revenue',
      'Sales',
      'Customers',
      'Shop sales',
      'Logistics',
      'Job management',
      'Client businesses',
      'Projects',
      'Team members',
      'Todo List',
      'Audit log',
      'Inquiries',
      'Positions',
      'Applications',
      'Site content',
      'User list',
      'User grid',
      'Add user',
      'Profile',
      'Account',
      'Contacts',
      'Product list',
      'New product',
      'Invoice list',
      'Create invoice',
      ...PUBLIC_PAGES,
    ]);
    expect(visibleMenu(MENU, role).map((s) => s.id)).toEqual([
      'dashboard',
      'management',
      'user-contact',
      'ecommerce',
      'accounts',
      'profiles',
    ]);
  });

  it.each([
    [
      'CFO',
      [
        'Call analytics',
        'CRM',
        'Client accounts',
        'Marketing',
        'Learning management',
        'Finance',
        'Recurring revenue',
        'Sales',
        'Customers',
        'Shop sales',
        'Logistics',
      ],
      ['Inquiries', 'Site content'],
      ['Product list', 'New product', 'Invoice list', 'Create invoice'],
    ],
    [
      'PM_CLIENT',
      [
        'Call analytics',
        'CRM',
        'Client accounts',
        'Marketing',
        'Learning management',
        'Finance',
        'Recurring revenue',
        'Sales',
        'Customers',
        'Shop sales',
        'Logistics',
      ],
      ['Inquiries', 'Site content'],
      ['Product list', 'New product', 'Invoice list', 'Create invoice'],
    ],
    ['PM_DEV', ['Call analytics', 'Logistics', 'Job management'], ['Positions', 'Applications'], []],
  ] as const)(
    'shows %s the dashboard, the projects, the todo list, the users, their part of the public site, the shop and invoices, not Lato AI nor the audit log',
    (role, dashboards, publicSite, shop) => {
      expect(labels(role)).toEqual([
        'Analytics',
        'Audience',
        ...dashboards,
        'Client businesses',
        'Projects',
        'Team members',
        'Todo List',
        ...publicSite,
        'User list',
        'User grid',
        'Add user',
        'Profile',
        'Account',
        // The leads are for the staff who handle clients and inquiries, not PM_DEV.
        ...(role === 'PM_DEV' ? [] : ['Contacts']),
        ...shop,
        ...PUBLIC_PAGES,
      ]);
      const sections = ['dashboard', 'management', 'user-contact', ...(shop.length > 0 ? ['ecommerce', 'accounts'] : []), 'profiles'];
      expect(visibleMenu(MENU, role).map((s) => s.id)).toEqual(sections);
    },
  );

  it('shows a developer Projects and Todo List but no user management', () => {
    expect(labels('DEV')).toEqual(['Analytics', 'Audience', 'Projects', 'Team members', 'Todo List', ...PUBLIC_PAGES]);
    expect(visibleMenu(MENU, 'DEV').map((s) => s.id)).toEqual(['dashboard', 'management', 'profiles']);
  });

  it('lists each page once to each role, and no page that is not built', () => {
    const targets = ALL_LINKS.map((link) => link.to);
    for (const role of ROLES) {
      const seen = menuLinks(visibleMenu(MENU, role)).map((link) => link.to);
      expect(new Set(seen).size, role).toBe(seen.length);
    }
    // A page not built yet is a route file whose component is the not-found page.
    const sources = import.meta.glob<string>('./routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const unbuilt = Object.values(sources)
      .filter((source) => /component: (Dashboard)?NotFoundPage\b/.test(source))
      .map((source) => source.match(/createFileRoute\('([^']+)'\)/)![1]!)
      .map((id) => probe.routesById[id as keyof typeof probe.routesById].fullPath.replace(/(.)\/$/, '$1'));
    expect(unbuilt.length).toBeGreaterThan(5);
    expect(targets.filter((to) => unbuilt.includes(to))).toEqual([]);
  });

  it('shows a user with no role none of the restricted entries', () => {
    expect(visibleMenu(MENU, null)).toEqual([]);
  });
});

describe('every menu entry and its route guard', () => {
  it('admits exactly the roles its page declares, and every role that sees the entry', async () => {
    expect(ALL_LINKS.length).toBeGreaterThan(8);
    const [sitePages, appPages] = [ALL_LINKS.filter((link) => isSitePage(link.to)), ALL_LINKS.filter((link) => !isSitePage(link.to))];
    // The site's pages are open to everyone; the app leaves them for the server to draw.
    expect(sitePages.map((link) => [link.to, link.admits])).toEqual(
      ['/about-us', '/contact-us', '/faqs', '/career', '/products', '/pricing'].map((to) => [to, []]),
    );
    for (const link of appPages) {
      for (const role of ROLES) {
        const sees = visibleMenu(MENU, role).some((s) => menuLinks([s]).some((l) => l.id === link.id));
        const admitted = (await landing(role, link.to)) === link.to;
        expect(admitted, `${role} opening ${link.to}`).toBe(isAllowed(role, link.admits));
        expect(!sees || admitted, `${role} sees ${link.to} in the menu but may not open it`).toBe(true);
      }
    }
  });

  it('offers an entry to fewer roles than its page admits only deliberately: the personal pages of the account menu, the public pages (to staff), the contacts (under Lato AI for clients, under User & Contact for staff) and the academy (under Lato AI for clients, among the dashboards for its editors)', () => {
    const narrowed = ALL_LINKS.filter((l) => ROLES.some((role) => isAllowed(role, l.admits) && !isAllowed(role, l.roles))).map((l) => l.to);
    expect(narrowed.sort()).toEqual([
      '/about-us',
      '/career',
      '/contact-us',
      '/dashboard/account',
      '/dashboard/data-table-1',
      '/dashboard/data-table-1',
      '/dashboard/learning-management',
      '/dashboard/learning-management',
      '/dashboard/profile',
      '/faqs',
      '/pricing',
      '/products',
    ]);
  });
});
