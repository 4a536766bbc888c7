import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconAddressBook,
  IconApps,
  IconBriefcase,
  IconChartPie,
  IconFileInvoice,
  IconFiles,
  IconLayoutDashboard,
  IconMail,
  IconRobot,
  IconShoppingBag,
  IconShoppingCart,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

/**
 * The menu's sections and groups, in order. Its entries are not listed here: each page declares
 * its own (label, icon, place, who may open it) in its route's static data, and the sidebar, layout
 * 2's rail, the top bar's search and the route guard all read that one declaration.
 */
export const MENU_SECTIONS = [
  { id: 'dashboard', label: msg`Dashboard`, icon: IconLayoutDashboard },
  { id: 'management', label: msg`Management`, icon: IconBriefcase },
  { id: 'lato-ai', label: msg`Lato AI`, icon: IconRobot },
  { id: 'user-contact', label: msg`User & Contact`, icon: IconAddressBook },
  { id: 'ecommerce', label: msg`Ecommerce`, icon: IconShoppingCart },
  { id: 'accounts', label: msg`Accounts`, icon: IconFileInvoice },
  { id: 'apps', label: msg`Apps`, icon: IconApps },
  { id: 'profiles', label: msg`Profiles`, icon: IconFiles },
] as const satisfies readonly { id: string; label: MessageDescriptor; icon: Icon }[];

export type MenuSectionId = (typeof MENU_SECTIONS)[number]['id'];

/** Groups fold several pages under one entry; `order` places the group among its section's entries. */
export const MENU_GROUPS = [
  { id: 'dashboards', section: 'dashboard', order: 10, label: msg`Dashboards`, icon: IconLayoutDashboard },
  { id: 'lato-ai', section: 'lato-ai', order: 10, label: msg`Lato AI`, icon: IconRobot },
  { id: 'users-template', section: 'user-contact', order: 10, label: msg`Users`, icon: IconAddressBook },
  { id: 'email', section: 'user-contact', order: 30, label: msg`Email`, icon: IconMail },
  { id: 'products', section: 'ecommerce', order: 10, label: msg`Products`, icon: IconShoppingBag },
  { id: 'ecommerce-flow', section: 'ecommerce', order: 20, label: msg`Ecommerce`, icon: IconShoppingCart },
  { id: 'invoice', section: 'accounts', order: 10, label: msg`Invoice`, icon: IconFileInvoice },
  { id: 'projects-template', section: 'apps', order: 10, label: msg`Projects`, icon: IconChartPie },
  { id: 'public-site', section: 'management', order: 40, label: msg`Public site`, icon: IconWorldWww },
  { id: 'pages', section: 'profiles', order: 10, label: msg`Pages`, icon: IconFiles },
] as const satisfies readonly { id: string; section: MenuSectionId; order: number; label: MessageDescriptor; icon: Icon }[];

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];
