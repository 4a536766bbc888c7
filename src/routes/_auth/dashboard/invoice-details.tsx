import { createFileRoute, notFound } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { toApiError } from '@/api/errors';
import { fetchFresh } from '@/api/query-client';
import { useAuth } from '@/features/auth';
import { InvoiceDetailsPage, invoiceQuery } from '@/features/invoices';
import { DashboardNotFoundPage } from '@/layout/NotFoundPage';
import { loadById } from '@/layout/load-by-id';
import { positiveInt } from '@/ui/search-params';

/**
 * One invoice, `?id=`: for the billing staff, and for the client owners of its business (the API
 * answers 404 to anyone else, 403 to a member, and both are not found here); an id missing or unknown is not found, inside the dashboard frame.
 */
export const Route = createFileRoute('/_auth/dashboard/invoice-details')({
  staticData: { access: ACCESS.billing },
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = positiveInt(search.id);
    return id ? { id } : {};
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Always read afresh: what may be done with it (send, pay) depends on where it stands now.
  loader: async ({ deps }) => {
    if (deps.id === undefined) throw notFound();
    try {
      return await loadById(String(deps.id), (id) => fetchFresh(invoiceQuery(id)).then((invoice) => invoice.id));
    } catch (error) {
      // A member of the business is refused its billing (403): to them the invoice is not there.
      if (toApiError(error).status === 403) throw notFound();
      throw error;
    }
  },
  notFoundComponent: DashboardNotFoundPage,
  component: function InvoiceDetailsRoute() {
    const id = Route.useLoaderData();
    const client = useAuth((snapshot) => snapshot.context.user?.role === 'CLIENT');
    return <InvoiceDetailsPage key={id} id={id} viewer={client ? 'client' : 'staff'} />;
  },
});
