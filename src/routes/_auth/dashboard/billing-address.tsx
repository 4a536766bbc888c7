import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { CheckoutPage, parseCheckoutSearch } from '@/features/shop';

/** The checkout's second step: the business's saved billing addresses, one chosen. */
export const Route = createFileRoute('/_auth/dashboard/billing-address')({
  staticData: {
    access: ACCESS.buying,
  },
  validateSearch: parseCheckoutSearch('address'),
  component: function BillingAddressRoute() {
    return <CheckoutPage step="address" search={Route.useSearch()} />;
  },
});
