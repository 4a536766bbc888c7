import type { FieldErrors } from '@/api/contract/errors';
import { invalidFields } from '@server/src/http/http-errors';
import { richTextToPlain, sanitiseRichText } from '@server/src/rich-text/sanitise';

type AnswerField = 'answer_en' | 'answer_es';

/**
 * The answers given, sanitised as they will be stored. An answer with no text left once its markup
 * is gone (empty, or only a script) is refused as missing, both languages checked at once.
 */
export function sanitisedAnswers(given: Partial<Record<AnswerField, string>>): Partial<Record<AnswerField, string>> {
  const clean: Partial<Record<AnswerField, string>> = {};
  const errors: FieldErrors = {};
  for (const field of ['answer_en', 'answer_es'] as const) {
    const html = given[field];
    if (html === undefined) continue;
    clean[field] = sanitiseRichText(html);
    if (richTextToPlain(clean[field]) === '') errors[field] = ['required'];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return clean;
}
