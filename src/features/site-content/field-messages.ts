import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import {
  FAQ_QUESTION_MAX,
  OFFICE_ADDRESS_MAX,
  OFFICE_PHONE_MAX,
  SITE_NAME_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
  type SiteContentFieldCode,
} from '@/api/contract/site-content';

const SITE_CONTENT_CODES: Record<SiteContentFieldCode, MessageDescriptor> = {
  category_not_empty: msg`Move or delete this category's answers first.`,
  order_mismatch: msg`Someone else changed this list meanwhile. It has been reloaded: make your move again.`,
  unknown_category: msg`This category no longer exists. Reload the page.`,
};

const tooLong = (max: number) => ({ too_long: msg`Use at most ${max} characters.` });

/** What the site content forms say for each check, the browser's and the server's alike. */
export const SITE_CONTENT_FIELD_MESSAGES: FieldMessages = {
  codes: SITE_CONTENT_CODES,
  fields: {
    name_en: { required: msg`Enter the name in English.`, ...tooLong(SITE_NAME_MAX) },
    name_es: { required: msg`Enter the name in Spanish.`, ...tooLong(SITE_NAME_MAX) },
    question_en: { required: msg`Enter the question in English.`, ...tooLong(FAQ_QUESTION_MAX) },
    question_es: { required: msg`Enter the question in Spanish.`, ...tooLong(FAQ_QUESTION_MAX) },
    answer_en: { required: msg`Write the answer in English.` },
    answer_es: { required: msg`Write the answer in Spanish.` },
    author_name: { required: msg`Enter who said it.`, ...tooLong(TESTIMONIAL_NAME_MAX) },
    author_role: { required: msg`Enter their role.`, ...tooLong(TESTIMONIAL_NAME_MAX) },
    company: { required: msg`Enter their company.`, ...tooLong(TESTIMONIAL_NAME_MAX) },
    quote_en: { required: msg`Enter the quote in English.`, ...tooLong(TESTIMONIAL_QUOTE_MAX) },
    quote_es: { required: msg`Enter the quote in Spanish.`, ...tooLong(TESTIMONIAL_QUOTE_MAX) },
    address: { required: msg`Enter the street address.`, ...tooLong(OFFICE_ADDRESS_MAX) },
    city: { required: msg`Enter the city.`, ...tooLong(SITE_NAME_MAX) },
    country: { required: msg`Enter the country.`, ...tooLong(SITE_NAME_MAX) },
    phone: tooLong(OFFICE_PHONE_MAX),
  },
};
