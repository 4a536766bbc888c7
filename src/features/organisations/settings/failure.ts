import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';

/** Each call's own failure message, said when the server gives no usable detail. */
export const ORGANISATION_FAILURES = {
  load: msg`Could not load this business.`,
  list: msg`Could not load the businesses.`,
  people: msg`Could not load the people of this business.`,
  save: msg`Could not save the business's settings.`,
  create: msg`Could not create the business.`,
  role: msg`Could not change their role.`,
  remove: msg`Could not remove them from the business.`,
  invite: defaultErrors.invitationSend,
  withdraw: msg`Could not withdraw the invitation.`,
  assign: msg`Could not move the number.`,
  numbers: msg`Could not load the phone numbers.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * A failed change that has no form field to show its reason on (a role menu, a button): the
 * server's field reason when it gave one (the last owner), else the one error mapper's message.
 */
export function failureMessage(error: unknown, fallback: MessageDescriptor): string {
  const onFields = Object.values(fieldErrorMessages(error, ORGANISATION_FIELD_MESSAGES));
  return onFields[0] ?? errorMessage(error, fallback);
}
