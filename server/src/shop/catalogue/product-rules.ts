import type { FieldErrors } from '@/api/contract/errors';
import type { BillingInterval, ShopFieldCode } from '@/api/contract/shop';
import { invalidFields } from '@server/src/http/http-errors';
import { richTextToPlain, sanitiseRichText } from '@server/src/rich-text/sanitise';

/** What the rules between a product's fields read: its values once a change is applied. */
export interface ProductShape {
  interval: BillingInterval;
  yearlyPriceMinor: number | null;
  featuresEn: string[];
  featuresEs: string[];
  numbers: number;
  maxNumbers: number | null;
}

/**
 * The rules one field alone cannot say, every refusal at once: the features are one list in two
 * languages; only a monthly product has a yearly price; a plan's cap on numbers holds what it includes.
 */
export function checkProductRules(product: ProductShape): void {
  const errors: FieldErrors = {};
  const refuse = (field: string, code: ShopFieldCode) => (errors[field] = [code]);
  if (product.featuresEn.length !== product.featuresEs.length) refuse('features_es', 'features_mismatch');
  if (product.yearlyPriceMinor !== null && product.interval !== 'month') refuse('yearly_price_minor', 'yearly_price_not_monthly');
  if (product.maxNumbers !== null && product.maxNumbers < product.numbers) refuse('max_numbers', 'max_numbers_below_included');
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** A description as kept: sanitised (no script, style or event attribute), and empty when no text is left. */
export function cleanDescription(html: string): string {
  const clean = sanitiseRichText(html);
  // An editor's empty paragraph is no text at all.
  return richTextToPlain(clean) === '' ? '' : clean;
}
