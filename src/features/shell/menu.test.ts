import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { IconUsers } from '@tabler/icons-react';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { menuFromRoutes, routeAccess, type DeclaredRoute } from './menu';
import { groupHoldsPath, isActiveLink, menuLinks, visibleMenu } from './menu-visibility';

const route = (id: string, fullPath: string, staticData: StaticDataRouteOption = {}, parentRoute?: DeclaredRoute): DeclaredRoute => ({
  id,
  fullPath,
  options: { staticData },
  parentRoute,
});

const dashboard = route('/_auth/dashboard', '/dashboard');
const managers = route('/_auth/dashboard/_users', '/dashboard', { access: ACCESS.users }, dashboard);
const ROUTES = [
  dashboard,
  managers,
  route(
    '/_auth/dashboard/',
    '/dashboard/',
    { access: ACCESS.staff, menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Home`, order: 10 }] },
    dashboard,
  ),
  route(
    '/_auth/dashboard/crm',
    '/dashboard/crm',
    { access: ACCESS.staff, menu: [{ section: 'dashboard', group: 'dashboards', label: msg`CRM`, order: 5 }] },
    dashboard,
  ),
  route(
    '/_auth/dashboard/_users/user-grid',
    '/dashboard/user-grid',
    {
      menu: [
        { section: 'management', label: msg`People`, icon: IconUsers, order: 10 },
        { section: 'user-contact', group: 'users-template', label: msg`Grid`, order: 20 },
      ],
    },
    managers,
  ),
  route(
    '/_auth/dashboard/todo-list',
    '/dashboard/todo-list',
    { access: ACCESS.todo, menu: [{ section: 'management', label: msg`Todo`, order: 30 }] },
    dashboard,
  ),
  route(
    '/_auth/dashboard/calls',
    '/dashboard/calls',
    { access: ACCESS.latoAi, menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Calls`, order: 10 }] },
    dashboard,
  ),
  route('/career/$slug', '/career/$slug', {
    menu: [{ section: 'profiles', group: 'pages', label: msg`Job`, order: 30, params: { slug: 'designer' }, visibleTo: ACCESS.staff }],
  }),
];
const MENU = menuFromRoutes(ROUTES);
const labels = (role: Parameters<typeof visibleMenu>[1]) => menuLinks(visibleMenu(MENU, role)).map((l) => l.label.message);

describe('the menu read from the route declarations', () => {
  it('lays entries out in the sections and groups of the menu structure, in their order', () => {
    expect(MENU.map((s) => s.id)).toEqual(['dashboard', 'management', 'lato-ai', 'user-contact', 'profiles']);
    expect(MENU[0]!.items.map((i) => i.id)).toEqual(['dashboards']);
    expect(menuLinks([MENU[0]!]).map((l) => [l.label.message, l.to])).toEqual([
      ['CRM', '/dashboard/crm'],
      ['Home', '/dashboard'],
    ]);
    expect(MENU[1]!.items.map((i) => i.kind === 'link' && [i.label.message, i.to])).toEqual([
      ['People', '/dashboard/user-grid'],
      ['Todo', '/dashboard/todo-list'],
    ]);
  });

  it('shows an entry to the roles its page admits, through every layout on the way', () => {
    expect(routeAccess(ROUTES[4]!)).toEqual(ACCESS.users);
    expect(labels('CEO')).toEqual(['CRM', 'Home', 'People', 'Todo', 'Grid', 'Job']);
    expect(labels('DEV')).toEqual(['CRM', 'Home', 'Todo', 'Job']);
    expect(labels('CLIENT')).toEqual(['Calls']);
    expect(labels(null)).toEqual([]);
  });

  it('fills the path parameters a placement names', () => {
    expect(menuLinks(MENU).find((l) => l.label.message === 'Job')!.to).toBe('/career/designer');
  });

  it('drops a group none of whose entries a user sees, and a section left empty', () => {
    expect(visibleMenu(MENU, 'DEV').map((s) => s.id)).toEqual(['dashboard', 'management', 'profiles']);
  });
});

describe('menu matching', () => {
  it('matches a link to its page, with or without a trailing slash', () => {
    expect(isActiveLink({ to: '/dashboard' }, '/dashboard/')).toBe(true);
    expect(isActiveLink({ to: '/dashboard' }, '/dashboard/crm')).toBe(false);
    const projects = { to: '/dashboard/projects/version-1', activeUnder: ['/dashboard/projects/version-', '/dashboard/projects/details/'] };
    expect(isActiveLink(projects, '/dashboard/projects/version-2')).toBe(true);
    expect(isActiveLink(projects, '/dashboard/projects/details/4/phase')).toBe(true);
    expect(isActiveLink(projects, '/dashboard/projects/team-member')).toBe(false);
  });

  it('finds the group holding the current page', () => {
    const dashboards = MENU[0]!.items[0]!;
    expect(groupHoldsPath(dashboards, '/dashboard/crm')).toBe(true);
    expect(groupHoldsPath(dashboards, '/dashboard/user-list')).toBe(false);
  });
});
