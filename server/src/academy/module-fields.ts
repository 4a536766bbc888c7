import type { z } from 'zod';
import type { moduleFieldsSchema } from '@/api/contract/academy';
import type { FieldErrors } from '@/api/contract/errors';
import { invalidFields } from '@server/src/http/http-errors';
import { richTextToPlain, sanitiseRichText } from '@server/src/rich-text/sanitise';

/** A module as its editor sent it, checked by the contract. */
export type ModuleFields = z.output<typeof moduleFieldsSchema>;

/**
 * A module's columns as they are stored, its bodies sanitised. The contract already refuses a body
 * without text, but a body whose only text was a script's has none once sanitised: refused as
 * missing (400 `required` on `body.en` / `body.es`), both languages checked at once.
 */
export function moduleColumns(fields: ModuleFields) {
  const body = { en: sanitiseRichText(fields.body.en), es: sanitiseRichText(fields.body.es) };
  const errors: FieldErrors = {};
  for (const language of ['en', 'es'] as const) if (richTextToPlain(body[language]) === '') errors[`body.${language}`] = ['required'];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return {
    titleEn: fields.title.en,
    titleEs: fields.title.es,
    summaryEn: fields.summary.en,
    summaryEs: fields.summary.es,
    bodyEn: body.en,
    bodyEs: body.es,
    minutes: fields.minutes,
    published: fields.published,
  };
}
