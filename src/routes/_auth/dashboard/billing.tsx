import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconCreditCard } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { ClientInvoicesCard } from '@/features/invoices';
import { BillingPage, type BillingSearch } from '@/features/shop';
import { positiveInt } from '@/ui/search-params';

/** The invoices feature's card, put in the shop's page: a feature does not import another. */
const invoicesOf = (organisationId: number) => <ClientInvoicesCard organisationId={organisationId} />;

/**
 * A client business's plan, usage, orders and invoices, for its owners. ACCESS.buying (clients)
 * rather than ACCESS.billing: the agency's managers see every business's orders on their own pages.
 */
export const Route = createFileRoute('/_auth/dashboard/billing')({
  staticData: {
    access: ACCESS.buying,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Plan & billing`, icon: IconCreditCard, order: 40 }],
  },
  validateSearch: (search: Record<string, unknown>): BillingSearch => {
    const org = positiveInt(search.org);
    const page = positiveInt(search.page);
    return { ...(org === undefined ? {} : { org }), ...(page === undefined || page === 1 ? {} : { page }) };
  },
  component: function BillingRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    return <BillingPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next })} invoices={invoicesOf} />;
  },
});
