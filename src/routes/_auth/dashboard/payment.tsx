import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { CheckoutPage, parseCheckoutSearch } from '@/features/shop';

/** The checkout's payment: the summary, then the provider's page; `?order=` pays an order again (the provider's cancel address). */
export const Route = createFileRoute('/_auth/dashboard/payment')({
  staticData: {
    access: ACCESS.buying,
  },
  validateSearch: parseCheckoutSearch('payment'),
  component: function PaymentRoute() {
    return <CheckoutPage step="payment" search={Route.useSearch()} />;
  },
});
