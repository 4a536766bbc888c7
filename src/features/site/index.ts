// The public site's pages and frame, for its entries (src/site): the renderer and the browser's.
export { SiteLayout } from './layout/SiteLayout';
export { SiteFrameProvider, type SiteFrame } from './site-frame';
export { siteHref } from './site-links';
export { AboutPage } from './about/AboutPage';
export { ContactPage } from './contact/ContactPage';
export { FaqsPage } from './faqs/FaqsPage';
export { CareersPage } from './careers/CareersPage';
export { PositionPage } from './careers/PositionPage';
export { ApplyPage } from './careers/ApplyPage';
export { SiteNotFound } from './not-found/SiteNotFound';
export { CartPage, CheckoutPage, PricingPage, ProductPage, ProductsPage, TestPaymentPage } from './shop';
