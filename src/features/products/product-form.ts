import type {
  BillingInterval,
  ProductAdmin,
  ProductChanges,
  ProductFields,
  ProductKind,
  ProductStatus,
  ShopCurrency,
} from '@/api/contract/shop';
import type { FieldErrors } from '@/api/contract/errors';
import { toMajor, toMinor } from './money';

/** A number field as the inputs hold it: a number, or '' while empty. */
type Typed = number | string;

/** The product form's values: prices in major units of the currency (49.90), as people write them. */
export interface ProductValues {
  kind: ProductKind;
  name_en: string;
  name_es: string;
  description_en: string;
  description_es: string;
  price: Typed;
  currency: ShopCurrency;
  interval: BillingInterval;
  /** Empty for none: only a monthly product may be bought by the year. */
  yearly_price: Typed;
  trial_days: Typed;
  features_en: string[];
  features_es: string[];
  numbers: Typed;
  /** Empty for no cap. */
  max_numbers: Typed;
  call_minutes: Typed;
  sms: Typed;
  overage_minute: Typed;
  overage_sms: Typed;
  status: ProductStatus;
  position: Typed;
}

/** How a new product of each kind is billed: plans and add-ons monthly, services once. */
export const DEFAULT_INTERVAL: Record<ProductKind, BillingInterval> = { plan: 'month', add_on: 'month', service: 'one_time' };

export const EMPTY_PRODUCT: ProductValues = {
  kind: 'plan',
  name_en: '',
  name_es: '',
  description_en: '',
  description_es: '',
  price: '',
  currency: 'USD',
  interval: 'month',
  yearly_price: '',
  trial_days: 0,
  features_en: [],
  features_es: [],
  numbers: 0,
  max_numbers: '',
  call_minutes: 0,
  sms: 0,
  overage_minute: 0,
  overage_sms: 0,
  status: 'draft',
  position: 0,
};

/** Which limits a kind has: a plan includes numbers, minutes and SMS, caps numbers and prices overage; an add-on adds; a service has none. */
export const LIMITS_OF: Record<
  ProductKind,
  readonly ('numbers' | 'max_numbers' | 'call_minutes' | 'sms' | 'overage_minute' | 'overage_sms')[]
> = {
  plan: ['numbers', 'max_numbers', 'call_minutes', 'sms', 'overage_minute', 'overage_sms'],
  add_on: ['numbers', 'call_minutes', 'sms'],
  service: [],
};

export function valuesOf(product: ProductAdmin): ProductValues {
  const major = (minor: number) => toMajor(minor, product.currency);
  return {
    kind: product.kind,
    name_en: product.name_en,
    name_es: product.name_es,
    description_en: product.description_en,
    description_es: product.description_es,
    price: major(product.price_minor),
    currency: product.currency as ShopCurrency,
    interval: product.interval,
    yearly_price: product.yearly_price_minor === null ? '' : major(product.yearly_price_minor),
    trial_days: product.trial_days,
    features_en: product.features_en,
    features_es: product.features_es,
    numbers: product.limits.numbers,
    max_numbers: product.limits.max_numbers ?? '',
    call_minutes: product.limits.call_minutes,
    sms: product.limits.sms,
    overage_minute: major(product.limits.overage_minute_minor),
    overage_sms: major(product.limits.overage_sms_minor),
    status: product.status,
    position: product.position,
  };
}

/** A whole number typed, or what an empty field means. */
const whole = <E>(typed: Typed, empty: E): number | E => (typed === '' ? empty : Number(typed));

/**
 * What the form sends: trimmed texts, prices in minor units, and only what the kind and interval
 * use (a service's limits, a yearly price of a product not billed monthly, go back to none).
 */
export function toProduct(values: ProductValues): ProductFields {
  const minor = (typed: Typed) => toMinor(typed, values.currency);
  const limits = new Set(LIMITS_OF[values.kind]);
  const limit = (name: 'numbers' | 'call_minutes' | 'sms') => (limits.has(name) ? whole(values[name], 0) : 0);
  const overage = (name: 'overage_minute' | 'overage_sms') => (limits.has(name) ? (minor(values[name]) ?? 0) : 0);
  return {
    kind: values.kind,
    name_en: values.name_en.trim(),
    name_es: values.name_es.trim(),
    description_en: values.description_en,
    description_es: values.description_es,
    // Left undefined while empty, so the check says "required".
    price_minor: minor(values.price) as number,
    currency: values.currency,
    interval: values.interval,
    yearly_price_minor: values.interval === 'month' ? (minor(values.yearly_price) ?? null) : null,
    trial_days: values.interval === 'one_time' ? 0 : whole(values.trial_days, 0),
    features_en: values.features_en.map((feature) => feature.trim()),
    features_es: values.features_es.map((feature) => feature.trim()),
    numbers: limit('numbers'),
    max_numbers: limits.has('max_numbers') ? whole(values.max_numbers, null) : null,
    call_minutes: limit('call_minutes'),
    sms: limit('sms'),
    overage_minute_minor: overage('overage_minute'),
    overage_sms_minor: overage('overage_sms'),
    status: values.status,
    position: whole(values.position, 0),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed since the product was loaded: a change made elsewhere to another field stays. */
export function changesOf(loaded: ProductValues, values: ProductValues): ProductChanges {
  const before = toProduct(loaded);
  const after = toProduct(values);
  return Object.fromEntries(
    (Object.keys(after) as (keyof ProductFields)[]).filter((key) => !same(after[key], before[key])).map((key) => [key, after[key]]),
  ) as ProductChanges;
}

/**
 * The rules between fields the server checks after the contract's schema, checked here first
 * with the same codes: as many features in each language, a yearly price only for a monthly
 * product, and a cap on numbers no lower than the numbers included.
 */
export function ruleErrorsOf(product: ProductFields): FieldErrors {
  const errors: FieldErrors = {};
  if ((product.features_en ?? []).length !== (product.features_es ?? []).length) errors.features_es = ['features_mismatch'];
  if (product.yearly_price_minor != null && product.interval !== 'month') errors.yearly_price_minor = ['yearly_price_not_monthly'];
  const { max_numbers: cap, numbers = 0 } = product;
  if (typeof cap === 'number' && typeof numbers === 'number' && cap < numbers) errors.max_numbers = ['max_numbers_below_included'];
  return errors;
}

/** The form's own names of the fields the API names by their minor units. */
const FORM_FIELD: Record<string, string> = {
  price_minor: 'price',
  yearly_price_minor: 'yearly_price',
  overage_minute_minor: 'overage_minute',
  overage_sms_minor: 'overage_sms',
};

/** Messages keyed by the API's field names, keyed by the form's. */
export function onFormFields(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([field, message]) => [FORM_FIELD[field] ?? field, message]));
}

/** The form's fields of each language tab, to say which tab holds an error. */
export const languageOf = (field: string): 'en' | 'es' | null =>
  (/^(?:name|description|features)_(en|es)\b/.exec(field)?.[1] as 'en' | 'es' | undefined) ?? null;
