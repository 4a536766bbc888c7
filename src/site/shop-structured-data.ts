import type { BillingInterval, PublicProduct } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import { decodeEntities } from '@/api/contract/text-search';
import { siteHref } from '@/features/site';

/** An address on the site as a whole URL (a picture's address may already be one). */
export const absolute = (origin: string, address: string) => (/^https?:\/\//.test(address) ? address : `${origin}${address}`);

/** An amount kept in minor units as a decimal in plain digits ("490.00"), as structured data writes a price. */
function decimalText(amountMinor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** schema.org's UN/CEFACT codes for a recurring price's period. */
const PERIOD_UNITS: Partial<Record<BillingInterval, string>> = { month: 'MON', year: 'ANN' };

/** One way to buy a product: its price, and for a recurring one the period that price is for. */
function offerOf(product: PublicProduct, priceMinor: number, interval: BillingInterval, url: string) {
  const price = decimalText(priceMinor, product.currency);
  const unit = PERIOD_UNITS[interval];
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: product.currency,
    availability: 'https://schema.org/InStock',
    ...(unit
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: product.currency,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unit },
          },
        }
      : {}),
  };
}

/** A product as schema.org's Product, with an Offer per way it is sold (a plan by the month and by the year). */
export function productData(product: PublicProduct, origin: string, language: SiteLanguage) {
  const url = `${origin}${siteHref(`/products/${product.id}`, language)}`;
  const offers = [offerOf(product, product.price_minor, product.interval, url)];
  if (product.yearly_price_minor !== null) offers.push(offerOf(product, product.yearly_price_minor, 'year', url));
  const description = decodeEntities(product.description.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return {
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    sku: String(product.id),
    category: product.kind,
    brand: { '@type': 'Brand', name: 'Lato' },
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => absolute(origin, image.url)) } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** A list of products (the catalogue, the pricing page's plans and add-ons), each with its offers. */
export function productListData(products: readonly PublicProduct[], origin: string, language: SiteLanguage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productData(product, origin, language),
    })),
  };
}
