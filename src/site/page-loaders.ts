import type { ComponentType } from 'react';
import type { SitePageName, SitePageProps } from '@/api/contract/site-pages';

type Loader<N extends SitePageName> = () => Promise<ComponentType<SitePageProps<N>>>;

/**
 * Each page's component as a chunk of its own, so a page's first load carries its own code only.
 * Their modules are the ones PAGE_MODULES names for the server's preloads.
 */
export const PAGE_LOADERS: { [N in SitePageName]: Loader<N> } = {
  about: () => import('@/features/site/about/AboutPage').then((module) => module.AboutPage),
  contact: () => import('@/features/site/contact/ContactPage').then((module) => module.ContactPage),
  faqs: () => import('@/features/site/faqs/FaqsPage').then((module) => module.FaqsPage),
  careers: () => import('@/features/site/careers/CareersPage').then((module) => module.CareersPage),
  position: () => import('@/features/site/careers/PositionPage').then((module) => module.PositionPage),
  apply: () => import('@/features/site/careers/ApplyPage').then((module) => module.ApplyPage),
  products: () => import('@/features/site/shop/ProductsPage').then((module) => module.ProductsPage),
  product: () => import('@/features/site/shop/ProductPage').then((module) => module.ProductPage),
  pricing: () => import('@/features/site/shop/PricingPage').then((module) => module.PricingPage),
  cart: () => import('@/features/site/shop/CartPage').then((module) => module.CartPage),
  checkout: () => import('@/features/site/shop/CheckoutPage').then((module) => module.CheckoutPage),
  'test-payment': () => import('@/features/site/shop/TestPaymentPage').then((module) => module.TestPaymentPage),
  'not-found': () => import('@/features/site/not-found/SiteNotFound').then((module) => module.SiteNotFound),
};
