import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconAddressBook,
  IconApps,
  IconBrandHipchat,
  IconBriefcase,
  IconChartPie,
  IconChecklist,
  IconFileInvoice,
  IconFiles,
  IconLayoutDashboard,
  IconMail,
  IconPhoneCall,
  IconRobot,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { ACCESS, type Role } from '@/api/contract/roles';

export interface MenuLink {
  kind: 'link';
  id: string;
  label: MessageDescriptor;
  to: string;
  icon?: Icon;
  /** Who sees it; empty means every signed-in user (spec section 5). */
  roles: readonly Role[];
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  roles: readonly Role[];
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

const link = (id: string, label: MessageDescriptor, to: string, roles: readonly Role[], icon?: Icon): MenuLink => ({
  kind: 'link',
  id,
  label,
  to,
  roles,
  icon,
});

const group = (id: string, label: MessageDescriptor, icon: Icon, roles: readonly Role[], children: MenuLink[]): MenuGroup => ({
  kind: 'group',
  id,
  label,
  icon,
  roles,
  children,
});

// The template areas are staff tools: a client sees only Lato AI (spec section 6).
const staff = ACCESS.projects;

/**
 * The sidebar menu (spec section 2). Visibility comes only from the role table; an entry whose
 * page is not built yet leads to the not-found page, never to a blank screen.
 */
export const MENU: MenuSection[] = [
  {
    id: 'dashboard',
    icon: IconLayoutDashboard,
    label: msg`Dashboard`,
    items: [
      group('dashboards', msg`Dashboards`, IconLayoutDashboard, staff, [
        link('analytics-1', msg`Analytics 1`, '/dashboard', staff),
        link('analytics-2', msg`Analytics 2`, '/dashboard/analytics-2', staff),
        link('crm', msg`CRM`, '/dashboard/crm', staff),
        link('crm-2', msg`CRM 2`, '/dashboard/crm-2', staff),
        link('sales', msg`Sales`, '/dashboard/sales', staff),
        link('sales-2', msg`Sales 2`, '/dashboard/sales-2', staff),
        link('finance-1', msg`Finance 1`, '/dashboard/finance', staff),
        link('finance-2', msg`Finance 2`, '/dashboard/finance-2', staff),
        link('ecommerce-dashboard', msg`Ecommerce`, '/dashboard/ecommerce', staff),
        link('logistics', msg`Logistics`, '/dashboard/logistics', staff),
        link('marketing', msg`Marketing`, '/dashboard/marketing', staff),
        link('learning', msg`Learning management`, '/dashboard/learning-management', staff),
        link('management', msg`Management`, '/dashboard/job-management', staff),
      ]),
    ],
  },
  {
    id: 'management',
    icon: IconBriefcase,
    label: msg`Management`,
    items: [
      link('users', msg`Users`, '/dashboard/user-grid', ACCESS.users, IconUsers),
      link('projects', msg`Projects`, '/dashboard/projects/version-1', ACCESS.projects, IconBriefcase),
      link('todo', msg`Todo List`, '/dashboard/todo-list', ACCESS.todo, IconChecklist),
    ],
  },
  {
    id: 'lato-ai',
    icon: IconRobot,
    label: msg`Lato AI`,
    items: [
      group('lato-ai', msg`Lato AI`, IconRobot, ACCESS.latoAi, [
        link('calls', msg`Calls`, '/dashboard/calls', ACCESS.latoAi, IconPhoneCall),
        link('assistant-settings', msg`Settings`, '/dashboard/settings', ACCESS.latoAi),
      ]),
    ],
  },
  {
    id: 'user-contact',
    icon: IconAddressBook,
    label: msg`User & Contact`,
    items: [
      group('users-template', msg`Users`, IconAddressBook, ACCESS.users, [
        link('user-list', msg`User list`, '/dashboard/user-list', ACCESS.users),
        link('user-grid', msg`User grid`, '/dashboard/user-grid', ACCESS.users),
        link('add-user', msg`Add user`, '/dashboard/add-user', ACCESS.users),
        link('profile', msg`Profile`, '/dashboard/profile', ACCESS.users),
        link('account', msg`Account`, '/dashboard/account', ACCESS.users),
      ]),
      link('chats', msg`Chats`, '/dashboard/chat', staff, IconBrandHipchat),
      group('email', msg`Email`, IconMail, staff, [
        link('inbox', msg`Inbox`, '/dashboard/email', staff),
        link('email-details', msg`Details`, '/dashboard/email/details', staff),
        link('compose', msg`Compose`, '/dashboard/email/compose', staff),
      ]),
    ],
  },
  {
    id: 'ecommerce',
    icon: IconShoppingCart,
    label: msg`Ecommerce`,
    items: [
      group('products', msg`Products`, IconShoppingBag, staff, [
        link('product-list', msg`Product list`, '/dashboard/product-list', staff),
        link('product-grid', msg`Product grid`, '/dashboard/product-grid', staff),
        link('create-product', msg`Create product`, '/dashboard/create-product', staff),
        link('product-details', msg`Product details`, '/dashboard/product-details', staff),
      ]),
      group('ecommerce-flow', msg`Ecommerce`, IconShoppingCart, staff, [
        link('cart', msg`Cart`, '/dashboard/cart', staff),
        link('payment', msg`Payment`, '/dashboard/payment', staff),
        link('billing-address', msg`Billing address`, '/dashboard/billing-address', staff),
        link('payment-complete', msg`Payment complete`, '/dashboard/payment-complete', staff),
      ]),
    ],
  },
  {
    id: 'accounts',
    icon: IconFileInvoice,
    label: msg`Accounts`,
    items: [
      group('invoice', msg`Invoice`, IconFileInvoice, staff, [
        link('invoice-list', msg`Invoice list`, '/dashboard/invoice-list', staff),
        link('create-invoice', msg`Create invoice`, '/dashboard/create-invoice', staff),
        link('invoice-details', msg`Invoice details`, '/dashboard/invoice-details', staff),
      ]),
    ],
  },
  {
    id: 'apps',
    icon: IconApps,
    label: msg`Apps`,
    items: [
      group('projects-template', msg`Projects`, IconChartPie, staff, [
        link('projects-v1', msg`Projects version 1`, '/dashboard/projects/version-1', staff),
        link('projects-v2', msg`Projects version 2`, '/dashboard/projects/version-2', staff),
        link('projects-v3', msg`Projects version 3`, '/dashboard/projects/version-3', staff),
        link('team-member', msg`Team members`, '/dashboard/projects/team-member', staff),
      ]),
      link('data-table', msg`Data Table`, '/dashboard/data-table-1', staff, IconTable),
      link('todo-template', msg`Todo List`, '/dashboard/todo-list', staff, IconChecklist),
    ],
  },
  {
    id: 'profiles',
    icon: IconFiles,
    label: msg`Profiles`,
    items: [
      group('pages', msg`Pages`, IconFiles, staff, [
        link('about', msg`About us`, '/about-us', staff),
        link('career', msg`Career`, '/career', staff),
        link('job-details', msg`Job details`, '/career/product-designer', staff),
        link('apply', msg`Apply`, '/career/apply', staff),
        link('shop', msg`Shop`, '/products', staff),
        link('shop-cart', msg`Cart`, '/cart', staff),
        link('checkout', msg`Checkout`, '/checkout', staff),
        link('faqs', msg`FAQs`, '/faqs', staff),
        link('pricing', msg`Pricing`, '/pricing', staff),
        link('support', msg`Support`, '/support', staff),
        link('ticket', msg`Create ticket`, '/ticket', staff),
        link('file-manager', msg`File manager`, '/dashboard/file-manager', staff),
      ]),
    ],
  },
];
