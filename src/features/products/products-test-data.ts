import type { ProductAdmin, ProductList, ProductSales, ProductSummary } from '@/api/contract/shop';

/** The demo catalogue's Growth plan, as staff read it. */
export const GROWTH: ProductAdmin = {
  id: 7,
  kind: 'plan',
  name_en: 'Growth',
  name_es: 'Crecimiento',
  description_en: '<p>For teams that take many calls.</p>',
  description_es: '<p>Para equipos que atienden muchas llamadas.</p>',
  price_minor: 14_900,
  currency: 'USD',
  interval: 'month',
  yearly_price_minor: 149_000,
  trial_days: 14,
  features_en: ['3 numbers', 'Call summaries'],
  features_es: ['3 números', 'Resúmenes de llamadas'],
  limits: { numbers: 3, max_numbers: 10, call_minutes: 1500, sms: 3000, overage_minute_minor: 5, overage_sms_minor: 2 },
  status: 'published',
  position: 2,
  images: [{ id: 31, url: '/api/v1/site/products/7/images/31/', alt: 'Growth', width: 640, height: 480 }],
  published_at: '2026-11-02T10:00:00Z',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
};

export const summaryOf = (product: ProductAdmin, sold = 0): ProductSummary => ({
  id: product.id,
  kind: product.kind,
  name_en: product.name_en,
  name_es: product.name_es,
  price_minor: product.price_minor,
  currency: product.currency,
  interval: product.interval,
  status: product.status,
  position: product.position,
  updated_at: product.updated_at,
  image: product.images[0] ?? null,
  units_sold: sold,
  active_subscriptions: sold,
});

export const WEBSITE: ProductAdmin = {
  ...GROWTH,
  id: 9,
  kind: 'service',
  name_en: 'Website',
  name_es: 'Sitio web',
  price_minor: 240_000,
  interval: 'one_time',
  yearly_price_minor: null,
  trial_days: 0,
  features_en: [],
  features_es: [],
  limits: { numbers: 0, max_numbers: null, call_minutes: 0, sms: 0, overage_minute_minor: 0, overage_sms_minor: 0 },
  status: 'draft',
  position: 7,
  images: [],
  published_at: null,
};

export const pageOf = (results: ProductSummary[], numPages = 1): ProductList => ({
  count: results.length,
  num_pages: numPages,
  current_page: 1,
  results,
});

export const NO_SALES: ProductSales = {
  count: 0,
  num_pages: 1,
  current_page: 1,
  results: [],
  units_sold: 0,
  revenue: [],
  active_subscriptions: 0,
};
