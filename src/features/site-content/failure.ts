import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { SITE_CONTENT_FIELD_MESSAGES } from './field-messages';

/** Each call's own failure message, said when the server gives no usable detail. */
export const SITE_CONTENT_FAILURES = {
  faq: msg`Could not load the FAQ.`,
  testimonials: msg`Could not load the testimonials.`,
  offices: msg`Could not load the offices.`,
  save: msg`Could not save the changes.`,
  move: msg`Could not save the new order.`,
  delete: msg`Could not delete it.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * A failed change that has no form field to show its reason on (a move, a delete): the server's
 * field reason when it gave one (a category not empty, an order made stale), else the one error
 * mapper's message.
 */
export function failureMessage(error: unknown, fallback: MessageDescriptor): string {
  const onFields = Object.values(fieldErrorMessages(error, SITE_CONTENT_FIELD_MESSAGES));
  return onFields[0] ?? errorMessage(error, fallback);
}
