import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Membership } from '@/api/contract/organisations';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { organisationsApi } from '@/features/organisations/shared';
import { BillingPage } from '@/features/shop';
import { renderAtPath } from '@tests/router';
import { ClientInvoicesCard } from './ClientInvoicesCard';

afterEach(() => vi.restoreAllMocks());

const OKAFOR: Membership = { id: 1, name: 'Okafor Dental Studio', role: 'owner' };

/** Plan & billing as its route composes it: the shop's page with this feature's invoices below the orders. */
async function render(mine: Membership[]) {
  vi.spyOn(organisationsApi, 'mine').mockResolvedValue(mine);
  const invoices = vi.spyOn(invoicesApi, 'ofOrganisation').mockResolvedValue({ count: 0, num_pages: 1, current_page: 1, results: [] });
  await renderAtPath(
    () => (
      <BillingPage
        search={{}}
        onSearchChange={() => {}}
        invoices={(organisationId) => <ClientInvoicesCard organisationId={organisationId} />}
      />
    ),
    '/dashboard/billing',
  );
  return invoices;
}

describe('Plan & billing with its invoices', () => {
  it('shows an owner the business’s invoices below its orders', async () => {
    const invoices = await render([OKAFOR]);
    expect(await screen.findByText('No invoices yet.')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Invoices')).toBeGreaterThan(headings.indexOf('Orders'));
    expect(invoices).toHaveBeenCalledWith(OKAFOR.id, 1, 10);
  });

  it('shows a member the owners-only notice, and reads no invoices', async () => {
    const invoices = await render([{ ...OKAFOR, role: 'member' }]);
    expect(await screen.findByText('Only the owners of Okafor Dental Studio see its billing')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(invoices).not.toHaveBeenCalled();
  });
});
