import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import {
  PRODUCT_FEATURES_MAX,
  PRODUCT_FEATURE_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  TRIAL_DAYS_MAX,
  type ShopFieldCode,
} from '@/api/contract/shop';

/** The shop's codes a product's form, its actions and its pictures can meet (the others are the cart's and checkout's). */
export const PRODUCT_CODES: Partial<Record<ShopFieldCode, MessageDescriptor>> = {
  invalid_currency: msg`Choose a currency from the list.`,
  interval_unavailable: msg`This kind of product is not billed this often: choose another interval.`,
  features_mismatch: msg`List as many features in Spanish as in English: each one in both languages.`,
  yearly_price_not_monthly: msg`Only a product billed monthly has a yearly price.`,
  max_numbers_below_included: msg`The most numbers cannot be fewer than the numbers included.`,
  product_has_orders: msg`This product has been ordered, so it stays on record: archive it instead to take it off sale.`,
  file_type: msg`Use a PNG, JPEG or WebP picture.`,
};

const name = { required: msg`Enter the name.`, too_long: msg`Use at most ${PRODUCT_NAME_MAX} characters.` };
const description = { too_long: msg`This description is too long: shorten it.` };
const price = { required: msg`Enter the price.`, too_small: msg`A price cannot be below zero.`, too_large: msg`This price is too high.` };
const features = { too_many: msg`List at most ${PRODUCT_FEATURES_MAX} features.` };
const feature = { required: msg`Write the feature, or remove it.`, too_long: msg`Use at most ${PRODUCT_FEATURE_MAX} characters.` };

/** A message for each feature of a list: the server names the one it refuses (`features_en.2`). */
const eachFeature = Object.fromEntries(
  (['en', 'es'] as const).flatMap((language) =>
    Array.from({ length: PRODUCT_FEATURES_MAX }, (_, index) => [`features_${language}.${index}`, feature]),
  ),
);

/** What the product form and pictures say for each check, the browser's and the server's alike (fields as the API names them). */
export const PRODUCT_FIELD_MESSAGES: FieldMessages = {
  codes: PRODUCT_CODES as Record<string, MessageDescriptor>,
  fields: {
    name_en: name,
    name_es: name,
    description_en: description,
    description_es: description,
    price_minor: price,
    yearly_price_minor: { ...price, required: msg`Enter the yearly price, or leave it empty.` },
    overage_minute_minor: price,
    overage_sms_minor: price,
    trial_days: { too_large: msg`Offer at most ${TRIAL_DAYS_MAX} days of trial.` },
    features_en: features,
    features_es: features,
    ...eachFeature,
    images: {
      too_many_files: msg`A product has at most ${PRODUCT_IMAGES_MAX} pictures.`,
      file_too_large: msg`Each picture may be at most 5 MB.`,
    },
  },
};
