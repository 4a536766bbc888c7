import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/api/contract/roles';
import { MENU } from './menu';
import { groupHoldsPath, isActiveLink, menuLinks, visibleMenu } from './menu-visibility';

const linkIds = (role: Role | null) => menuLinks(visibleMenu(MENU, role)).map((l) => l.id);
const sectionIds = (role: Role | null) => visibleMenu(MENU, role).map((s) => s.id);

describe('menu visibility by role', () => {
  it('shows a client only the Lato AI group: Calls and Settings', () => {
    expect(sectionIds('CLIENT')).toEqual(['lato-ai']);
    expect(linkIds('CLIENT')).toEqual(['calls', 'assistant-settings']);
  });

  it.each(['CEO', 'CFO', 'CTO', 'PM_CLIENT', 'PM_DEV'] as const)(
    'shows %s Users, Projects, Todo List and the template groups, not Lato AI',
    (role) => {
      const ids = linkIds(role);
      expect(ids).toEqual(
        expect.arrayContaining(['users', 'projects', 'todo', 'user-list', 'analytics-1', 'product-list', 'invoice-list', 'file-manager']),
      );
      expect(ids).not.toContain('calls');
      expect(sectionIds(role)).toEqual(['dashboard', 'management', 'user-contact', 'ecommerce', 'accounts', 'apps', 'profiles']);
    },
  );

  it('shows a developer Projects and Todo List but no user management', () => {
    const ids = linkIds('DEV');
    expect(ids).toEqual(expect.arrayContaining(['projects', 'todo', 'analytics-1']));
    expect(ids).not.toContain('users');
    expect(ids).not.toContain('user-list');
    expect(ids).not.toContain('calls');
    // The Users template group disappears whole, not as an empty heading.
    const userContact = visibleMenu(MENU, 'DEV').find((s) => s.id === 'user-contact')!;
    expect(userContact.items.map((i) => i.id)).toEqual(['chats', 'email']);
  });

  it('shows a user with no role none of the restricted entries', () => {
    expect(visibleMenu(MENU, null)).toEqual([]);
    expect(visibleMenu(MENU, undefined)).toEqual([]);
  });

  it('shows every entry to everyone when its list is empty', () => {
    const open = [
      {
        id: 's',
        label: MENU[0]!.label,
        icon: MENU[0]!.icon,
        items: [{ kind: 'link' as const, id: 'x', label: MENU[0]!.label, to: '/x', roles: [] }],
      },
    ];
    for (const role of [...ROLES, null]) expect(menuLinks(visibleMenu(open, role)).map((l) => l.id)).toEqual(['x']);
  });
});

describe('menu matching', () => {
  it('matches a link to its page, with or without a trailing slash', () => {
    expect(isActiveLink('/dashboard', '/dashboard/')).toBe(true);
    expect(isActiveLink('/dashboard', '/dashboard/crm')).toBe(false);
  });

  it('finds the group holding the current page', () => {
    const dashboards = MENU[0]!.items[0]!;
    expect(groupHoldsPath(dashboards, '/dashboard/crm')).toBe(true);
    expect(groupHoldsPath(dashboards, '/dashboard/user-list')).toBe(false);
  });
});
