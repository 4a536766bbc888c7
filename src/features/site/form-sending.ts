import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { fieldErrorMessages, sayProblem, type FieldMessages } from '@/api/errors';
import { problemOf } from '@/api/problem';

/** What became of a form sent to the API: kept, or the fields to correct and what to tell the visitor. */
export type SendingOutcome = { sent: true } | { sent: false; fields: Record<string, string>; problem: string | null };

/**
 * Sends a public form and words its failure in the page's language: each field's error on its
 * field, and a sentence for the rest (too many attempts, no connection). Loaded when the visitor
 * sends, so the API client is not part of the page's first load.
 */
export async function sendForm(
  send: () => Promise<unknown>,
  messages: FieldMessages,
  fallback: MessageDescriptor,
): Promise<SendingOutcome> {
  try {
    await send();
    return { sent: true };
  } catch (error) {
    const fields = fieldErrorMessages(error, messages);
    const problem = Object.keys(fields).length > 0 ? null : sayProblem(problemOf(error, fallback), (message) => i18n._(message));
    return { sent: false, fields, problem };
  }
}
