import type { MessageDescriptor } from '@lingui/core';
import { isAllowed, type Role } from '@/api/contract/roles';
import type { MenuItem, MenuLink, MenuSection } from './menu';

/**
 * The menu as one user sees it: entries their role may reach, groups with at least one visible
 * child, sections with at least one visible item. A user without a role sees no restricted entry.
 */
export function visibleMenu(menu: readonly MenuSection[], role: Role | null | undefined): MenuSection[] {
  return menu
    .map((section) => ({
      ...section,
      items: section.items.flatMap((item): MenuItem[] => {
        if (!isAllowed(role, item.roles)) return [];
        if (item.kind === 'link') return [item];
        const children = item.children.filter((child) => isAllowed(role, child.roles));
        return children.length ? [{ ...item, children }] : [];
      }),
    }))
    .filter((section) => section.items.length > 0);
}

/** Every link of a menu with the label it sits under (its group, else its section), in menu order. */
export function menuEntries(menu: readonly MenuSection[]): { link: MenuLink; parent: MessageDescriptor }[] {
  return menu.flatMap((section) =>
    section.items.flatMap((item) =>
      item.kind === 'link' ? [{ link: item, parent: section.label }] : item.children.map((link) => ({ link, parent: item.label })),
    ),
  );
}

/** Every link of a menu, groups opened up, in menu order. */
export function menuLinks(menu: readonly MenuSection[]): MenuLink[] {
  return menuEntries(menu).map((entry) => entry.link);
}

/** Whether a link is the page at `pathname` (a trailing slash does not matter). */
export function isActiveLink(link: Pick<MenuLink, 'to' | 'activeUnder'>, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  if (link.activeUnder?.some((path) => pathname.startsWith(path))) return true;
  return trim(link.to) === trim(pathname);
}

/** Whether a group holds the page at `pathname`: such a group opens by itself. */
export function groupHoldsPath(item: MenuItem, pathname: string): boolean {
  return item.kind === 'group' && item.children.some((child) => isActiveLink(child, pathname));
}
