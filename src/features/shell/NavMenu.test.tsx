import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '@tests/router';
import { msg } from '@lingui/core/macro';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { menuFromRoutes } from './menu';
import { visibleMenu } from './menu-visibility';
import { NavMenu } from './NavMenu';

const page = (path: string, staticData: StaticDataRouteOption) => ({ id: path, fullPath: path, options: { staticData } });
const MENU = menuFromRoutes([
  page('/dashboard/', { access: ACCESS.staff, menu: [{ section: 'dashboard', group: 'dashboards', label: msg`Analytics 1`, order: 10 }] }),
  page('/dashboard/crm', { access: ACCESS.staff, menu: [{ section: 'dashboard', group: 'dashboards', label: msg`CRM`, order: 20 }] }),
  page('/dashboard/todo-list', { access: ACCESS.staff, menu: [{ section: 'management', label: msg`Todo List`, order: 30 }] }),
  page('/dashboard/product-list', {
    access: ACCESS.staff,
    menu: [{ section: 'ecommerce', group: 'products', label: msg`Product list`, order: 10 }],
  }),
  page('/dashboard/invoice-details', {
    access: ACCESS.staff,
    menu: [{ section: 'accounts', group: 'invoice', label: msg`Invoice details`, order: 30 }],
  }),
  page('/about-us', { menu: [{ section: 'profiles', group: 'pages', label: msg`About us`, order: 10, visibleTo: ACCESS.staff }] }),
  page('/dashboard/calls', { access: ACCESS.latoAi, menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Calls`, order: 10 }] }),
  page('/dashboard/settings', { access: ACCESS.latoAi, menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Settings`, order: 20 }] }),
]);
const staffMenu = visibleMenu(MENU, 'CEO');

describe('NavMenu', () => {
  it('opens the group holding the current page and marks the page active', async () => {
    await renderAtPath(() => <NavMenu sections={staffMenu} />, '/dashboard/crm');
    const crm = await screen.findByRole('link', { name: 'CRM' });
    expect(crm).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Analytics 1' })).toBeVisible();
    // Groups not holding the page stay closed.
    expect(screen.queryByRole('link', { name: 'Product list' })).toBeNull();
  });

  it('opens the group of the new page after navigation', async () => {
    const { router } = await renderAtPath(() => <NavMenu sections={staffMenu} />, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Analytics 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Invoice details' })).toBeNull();
    await act(() => router.navigate({ href: '/dashboard/invoice-details' }));
    expect(await screen.findByRole('link', { name: 'Invoice details' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates when an entry is clicked', async () => {
    const { router } = await renderAtPath(() => <NavMenu sections={staffMenu} />, '/dashboard');
    await screen.findByRole('link', { name: 'Analytics 1' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Todo List' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/todo-list'));
  });

  it('moves focus with the arrow keys', async () => {
    await renderAtPath(() => <NavMenu sections={staffMenu} />, '/dashboard');
    const first = await screen.findByRole('button', { name: 'Dashboards' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Analytics 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveFocus();
  });

  it('shows a client only Lato AI', async () => {
    await renderAtPath(() => <NavMenu sections={visibleMenu(MENU, 'CLIENT')} />, '/dashboard/calls');
    expect(await screen.findByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

describe('NavMenu with a single group', () => {
  it("opens a user's only group even when the page is elsewhere", async () => {
    await renderAtPath(() => <NavMenu sections={visibleMenu(MENU, 'CLIENT')} />, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Calls' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lato AI' })).toHaveAttribute('aria-expanded', 'true');
  });
});
