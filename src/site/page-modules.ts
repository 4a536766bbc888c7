import type { SitePageName } from '@/api/contract/site-pages';

/**
 * The module of each page, as the site's build manifest names it: the server links a page's own
 * chunk and styles from the document it renders, so the browser fetches them beside the entry.
 */
export const PAGE_MODULES: Record<SitePageName, string> = {
  about: 'src/features/site/about/AboutPage.tsx',
  contact: 'src/features/site/contact/ContactPage.tsx',
  faqs: 'src/features/site/faqs/FaqsPage.tsx',
  careers: 'src/features/site/careers/CareersPage.tsx',
  position: 'src/features/site/careers/PositionPage.tsx',
  apply: 'src/features/site/careers/ApplyPage.tsx',
  products: 'src/features/site/shop/ProductsPage.tsx',
  product: 'src/features/site/shop/ProductPage.tsx',
  pricing: 'src/features/site/shop/PricingPage.tsx',
  cart: 'src/features/site/shop/CartPage.tsx',
  checkout: 'src/features/site/shop/CheckoutPage.tsx',
  'test-payment': 'src/features/site/shop/TestPaymentPage.tsx',
  'not-found': 'src/features/site/not-found/SiteNotFound.tsx',
};
