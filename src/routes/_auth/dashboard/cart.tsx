import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconShoppingCart } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { CheckoutPage, parseCheckoutSearch } from '@/features/shop';

/** The client's cart (what they chose on the public site merged in): the checkout's first step. */
export const Route = createFileRoute('/_auth/dashboard/cart')({
  staticData: {
    access: ACCESS.buying,
    menu: [{ section: 'lato-ai', group: 'lato-ai', label: msg`Cart`, icon: IconShoppingCart, order: 50 }],
  },
  validateSearch: parseCheckoutSearch('cart'),
  component: function CartRoute() {
    return <CheckoutPage step="cart" search={Route.useSearch()} />;
  },
});
