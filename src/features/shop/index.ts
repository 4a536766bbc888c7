export { BillingPage, type BillingSearch } from './BillingPage';
export { CheckoutPage } from './CheckoutPage';
export { CHECKOUT_PATHS, parseCheckoutSearch, type CheckoutSearch } from './checkout-search';
