import { i18n as appI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommonFieldCode, FieldErrors } from './contract/errors';
import { toApiError } from './api-error';
import { problemOf, type Problem } from './problem';

// The API's failures and what they say: the pure parts live apart (api-error.ts, problem.ts) so that
// the statecharts can keep a problem as data without loading the translating runtime.
export { ApiError, errorFromAnswer, isSessionRejection, networkError, noAccessTokenError, toApiError } from './api-error';
export { problemOf, problemSaying, type Problem } from './problem';

/** A problem said in the reader's language (by default the app's current one). */
export const sayProblem = (problem: Problem, translate: (message: MessageDescriptor) => string = (m) => appI18n._(m)): string =>
  'detail' in problem ? problem.detail : translate(problem.message);

/**
 * The one error mapper: a translated message for a known code, else the server's own detail,
 * else the caller's default (the call's own failure message, such as 'Login error').
 */
export function errorMessage(error: unknown, fallback: MessageDescriptor): string {
  return sayProblem(problemOf(error, fallback));
}
/** What the common field codes say, whatever the area. */
const COMMON_FIELD_MESSAGES: Record<CommonFieldCode, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  invalid_type: msg`This value is not valid.`,
  invalid_choice: msg`Choose one of the options.`,
  invalid_email: msg`Enter a valid e-mail address.`,
  invalid_format: msg`This value is not in the expected format.`,
  invalid_number: msg`Enter a whole number.`,
  too_short: msg`This is too short.`,
  too_long: msg`This is too long.`,
  too_small: msg`This number is too small.`,
  too_large: msg`This number is too large.`,
  too_few: msg`Choose more items.`,
  too_many: msg`Choose fewer items.`,
  duplicate: msg`Each item may appear only once.`,
  unknown_field: msg`This field is not accepted here.`,
  invalid_character: msg`Remove the invisible control characters from this text.`,
  weak_password: msg`Use a letter and a number or symbol.`,
  too_large_request: msg`This form is too large to send. Remove some of its content and try again.`,
  too_deep: msg`This request is nested too deeply to be read.`,
  file_too_large: msg`This file is too large.`,
  too_many_files: msg`Too many files.`,
  unexpected_file: msg`No file is accepted here.`,
  empty_file: msg`This file is empty.`,
  file_type_not_allowed: msg`This type of file is not accepted. Use a PDF, an image, an office document, a ZIP archive or a text file.`,
  date_out_of_range: msg`Choose a date between 1900-01-01 and 2099-12-31.`,
  end_before_start: msg`The end date cannot be before the start date.`,
};

/**
 * An area's field messages: by code, and where one field says a code its own way, by field then
 * code. Each area keeps its own next to its forms.
 */
export interface FieldMessages {
  codes?: Record<string, MessageDescriptor>;
  fields?: Record<string, Record<string, MessageDescriptor>>;
}

/** Field errors said in the reader's language: one message per field, the first failed check's. */
export function describeFieldErrors(errors: FieldErrors, messages: FieldMessages = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (code === undefined) continue;
    const message =
      messages.fields?.[field]?.[code] ??
      messages.codes?.[code] ??
      COMMON_FIELD_MESSAGES[code as CommonFieldCode] ??
      COMMON_FIELD_MESSAGES.invalid;
    result[field] = appI18n._(message);
  }
  return result;
}

/** The server's field errors, for a form to show on its fields. */
export function fieldErrorMessages(error: unknown, messages: FieldMessages = {}): Record<string, string> {
  return describeFieldErrors(toApiError(error).fieldErrors, messages);
}
