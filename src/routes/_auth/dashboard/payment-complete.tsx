import { createFileRoute } from '@tanstack/react-router';
import { ACCESS } from '@/api/contract/roles';
import { CheckoutPage, parseCheckoutSearch } from '@/features/shop';

/** Where the provider sends the buyer back (`?order=`): waits for its signed word on the order, then shows it. */
export const Route = createFileRoute('/_auth/dashboard/payment-complete')({
  staticData: {
    access: ACCESS.buying,
  },
  validateSearch: parseCheckoutSearch('confirmation'),
  component: function PaymentCompleteRoute() {
    return <CheckoutPage step="confirmation" search={Route.useSearch()} />;
  },
});
