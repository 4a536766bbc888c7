// The shop's public pages, for the site's entries (src/site): the renderer and the browser's.
export { ProductsPage } from './ProductsPage';
export { ProductPage } from './ProductPage';
export { PricingPage } from './PricingPage';
export { CartPage } from './CartPage';
export { CheckoutPage } from './CheckoutPage';
export { TestPaymentPage } from './TestPaymentPage';
