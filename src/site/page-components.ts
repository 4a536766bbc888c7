import type { ComponentType } from 'react';
import {
  AboutPage,
  ApplyPage,
  CareersPage,
  CartPage,
  CheckoutPage,
  ContactPage,
  FaqsPage,
  PositionPage,
  PricingPage,
  ProductPage,
  ProductsPage,
  SiteNotFound,
  TestPaymentPage,
} from '@/features/site';
import type { SitePageName, SitePageProps } from '@/api/contract/site-pages';

/** Every page's component, for the renderer, which draws any of them (the browser loads only its own). */
export const PAGE_COMPONENTS: { [N in SitePageName]: ComponentType<SitePageProps<N>> } = {
  about: AboutPage,
  contact: ContactPage,
  faqs: FaqsPage,
  careers: CareersPage,
  position: PositionPage,
  apply: ApplyPage,
  products: ProductsPage,
  product: ProductPage,
  pricing: PricingPage,
  cart: CartPage,
  checkout: CheckoutPage,
  'test-payment': TestPaymentPage,
  'not-found': SiteNotFound,
};
