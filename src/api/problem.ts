import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from './contract/errors';
import { toApiError } from './api-error';
import { defaultErrors } from './messages';

/** Server codes whose meaning the client says in the reader's language. */
const CODE_MESSAGES: Partial<Record<ErrorCode | 'network' | 'no_access_token' | 'bad_response', MessageDescriptor>> = {
  invalid_credentials: msg`Incorrect e-mail or password.`,
  inactive_account: msg`This account has been deactivated. Contact your administrator.`,
  rate_limited: msg`Too many attempts. Please wait a few minutes and try again.`,
  session_expired: msg`Your session has ended. Please sign in again.`,
  session_revoked: msg`Your session has ended. Please sign in again.`,
  two_step_expired: msg`Signing in took too long. Enter your password again.`,
  csrf_failed: msg`Your session could not be verified. Please sign in again.`,
  token_invalid: msg`Your session has ended. Please sign in again.`,
  not_authenticated: msg`Please sign in to continue.`,
  permission_denied: msg`You do not have permission to do this.`,
  not_found: msg`This item no longer exists.`,
  server_error: msg`Something went wrong on our side. Please try again.`,
  unavailable: msg`The service is briefly unavailable. Please try again in a moment.`,
  storage_full: msg`There is no room left to store files, so nothing was saved. Please tell your administrator.`,
  storage_unavailable: msg`Files cannot be saved or opened right now. Please try again in a few minutes.`,
  network: msg`Cannot reach the server. Check your connection and try again.`,
  bad_response: msg`The server sent an answer this page cannot read. Please reload the page.`,
  no_access_token: defaultErrors.noAccessToken,
};

/**
 * What went wrong, kept as data rather than as a sentence: one of our messages, said in the
 * reader's language only when shown (so it follows a language switch), or the server's own detail,
 * which the server already wrote in the person's language.
 */
export type Problem = { readonly message: MessageDescriptor } | { readonly detail: string };

/** A problem that is one of our messages. */
export const problemSaying = (message: MessageDescriptor): Problem => ({ message });

/**
 * A failure as a problem: our message for a known code, else the server's own detail, else the
 * caller's default (the call's own failure message, such as 'Login error').
 */
export function problemOf(error: unknown, fallback: MessageDescriptor): Problem {
  const apiError = toApiError(error);
  const known = apiError.code ? CODE_MESSAGES[apiError.code as keyof typeof CODE_MESSAGES] : undefined;
  if (known) return { message: known };
  if (apiError.detail) return { detail: apiError.detail };
  return { message: fallback };
}

/** A problem in the words it was written in (English), for QA checklists and test names. */
export const problemInSource = (problem: Problem): string =>
  'detail' in problem ? problem.detail : (problem.message.message ?? problem.message.id);
