import type { MessageDescriptor } from '@lingui/core';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { Icon } from '@tabler/icons-react';
import type { Role } from '@/api/contract/roles';
import { MENU_GROUPS, MENU_SECTIONS } from '@/layout/menu-structure';
import type { MenuPlacement } from '@/layout/page-declaration';

export interface MenuLink {
  kind: 'link';
  id: string;
  label: MessageDescriptor;
  /** The page's path, its parameters filled in. */
  to: string;
  /** A path whose pages this entry stands for too. */
  activeUnder?: readonly string[];
  icon?: Icon;
  /** Who sees it; empty means every signed-in user. */
  roles: readonly Role[];
  /** Who may open its page (its route and every layout on the way); empty means everyone. */
  admits: readonly Role[];
  order: number;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  /** A group shows when any of its entries does. */
  roles: readonly Role[];
  order: number;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export interface MenuSection {
  id: string;
  label: MessageDescriptor;
  /** The section's button on the rail of layout 2. */
  icon: Icon;
  items: MenuItem[];
}

/** What the menu needs of a route of the route tree. */
export interface DeclaredRoute {
  id: string;
  fullPath: string;
  options: { staticData?: StaticDataRouteOption };
  parentRoute?: unknown;
}

/**
 * The roles a route admits: those that every route on the way to it admits (its own `access` and
 * its layouts'). Undefined when nothing on the way restricts it.
 */
export function routeAccess(route: DeclaredRoute): readonly Role[] | undefined {
  let admitted: readonly Role[] | undefined;
  for (let current: DeclaredRoute | undefined = route; current; current = current.parentRoute as DeclaredRoute | undefined) {
    const access = current.options.staticData?.access;
    if (!access || access.length === 0) continue;
    admitted = admitted ? admitted.filter((role) => access.includes(role)) : access;
  }
  return admitted;
}

function pathOf(route: DeclaredRoute, params: Record<string, string> = {}): string {
  const filled = route.fullPath.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The whole menu, read from the pages' own declarations (route static data) and laid out by the
 * sections and groups of menu-structure.ts. Who sees an entry is who may open its page, unless the
 * entry says otherwise (`visibleTo`).
 */
export function menuFromRoutes(routes: readonly DeclaredRoute[]): MenuSection[] {
  const links = new Map<string, { group?: string; link: MenuLink }[]>();
  for (const route of routes) {
    (route.options.staticData?.menu ?? []).forEach((placement: MenuPlacement, index) => {
      const link: MenuLink = {
        kind: 'link',
        id: `${route.id}#${index}`,
        label: placement.label,
        to: pathOf(route, placement.params),
        activeUnder: placement.activeUnder,
        icon: placement.icon,
        roles: placement.visibleTo ?? routeAccess(route) ?? [],
        admits: routeAccess(route) ?? [],
        order: placement.order,
      };
      const inSection = links.get(placement.section) ?? [];
      inSection.push({ group: placement.group, link });
      links.set(placement.section, inSection);
    });
  }
  return MENU_SECTIONS.map((section) => {
    const entries = links.get(section.id) ?? [];
    const groups: MenuGroup[] = MENU_GROUPS.filter((g) => g.section === section.id).map((g) => ({
      kind: 'group',
      id: g.id,
      label: g.label,
      icon: g.icon,
      roles: [],
      order: g.order,
      children: entries
        .filter((e) => e.group === g.id)
        .map((e) => e.link)
        .sort(byOrder),
    }));
    const items: MenuItem[] = [...entries.filter((e) => !e.group).map((e) => e.link), ...groups.filter((g) => g.children.length > 0)];
    return { id: section.id, label: section.label, icon: section.icon, items: items.sort(byOrder) };
  }).filter((section) => section.items.length > 0);
}
