import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { Role } from '@/api/contract/roles';
import type { MenuGroupId, MenuSectionId } from './menu-structure';

/** One place a page takes in the menu; a page may take several (Todo List is listed twice). */
export interface MenuPlacement {
  section: MenuSectionId;
  /** The group it sits in; none for an entry of its own in the section. */
  group?: MenuGroupId;
  label: MessageDescriptor;
  icon?: Icon;
  /** Position among the entries beside it. */
  order: number;
  /** For a page with path parameters: the ones this entry opens. */
  params?: Record<string, string>;
  /**
   * Who sees the entry, when not everyone the page admits: a public page is offered in the menu
   * to staff only, since a client's menu holds Lato AI alone.
   */
  visibleTo?: readonly Role[];
  /** Paths whose pages this entry stands for too (a project's pages are under Projects). */
  activeUnder?: readonly string[];
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Who may open the page and every page under it, from the role table (ACCESS); the route
     * guard checks it, and the menu shows the page's entries to exactly these roles.
     */
    access?: readonly Role[];
    /** Where the page appears in the menu. */
    menu?: readonly MenuPlacement[];
  }
}
