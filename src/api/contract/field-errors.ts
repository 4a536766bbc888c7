import type { z } from 'zod';
import { NON_FIELD_ERRORS, type CommonFieldCode, type FieldErrors } from './errors';

type Issue = z.core.$ZodIssue;

/** The code of one failed check: an area's own (a refinement's `params.code`) or a common one. */
function issueCode(issue: Issue): string {
  // A missing value, or a blank text that fails its rule (an e-mail, a choice), was simply not given.
  const input = (issue as { input?: unknown }).input;
  if (issue.code !== 'custom' && (input === undefined || (typeof input === 'string' && input.trim() === ''))) return 'required';
  switch (issue.code) {
    case 'custom':
      return typeof issue.params?.code === 'string' ? issue.params.code : ('invalid' satisfies CommonFieldCode);
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_few' : 'too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'too_large';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_choice';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** Parses for field errors: the issues keep their input, so a blank field reads as "required". */
export const PARSE_FOR_FIELDS = { reportInput: true } as const;

/**
 * The one translation of a zod failure into field errors, used by the server for every body,
 * query and multipart form, and by forms that check the same schema first. A nested field keeps its
 * whole path (`hours.mon.0.start`); an unknown key is reported on the key itself.
 */
export function fieldErrorsOf(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: readonly PropertyKey[], code: string) => {
    const field = [...prefix, ...path].map(String).join('.') || NON_FIELD_ERRORS;
    const codes = (errors[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => add([...issue.path, key], 'unknown_field'));
    else add(issue.path, issueCode(issue));
  }
  return errors;
}
