export { BillingPage, type BillingSearch } from './BillingPage';
export { CheckoutPage } from './CheckoutPage';
export { CHECKOUT_PATHS, parseCheckoutSearch, type CheckoutSearch } from './checkout-search';
export { CustomersPage, SalesPage, ShopSalesPage } from './sales/SalesPages';
export { salesCurrenciesQuery } from './sales/sales-queries';
