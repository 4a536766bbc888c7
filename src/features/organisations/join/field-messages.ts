import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import { PASSWORD_MESSAGES } from '@/i18n/password-messages';
import { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';

const JOIN_CODES: Record<string, MessageDescriptor> = {
  ...ORGANISATION_FIELD_MESSAGES.codes,
  wrong_password: msg`This password is not right. Try again.`,
};

/** What the join page says when someone new chooses their name and password, the browser's checks and the server's alike. */
export const NEW_ACCOUNT_MESSAGES: FieldMessages = {
  codes: JOIN_CODES,
  fields: {
    full_name: { required: msg`Enter your full name.`, too_short: msg`Enter your full name.` },
    password: PASSWORD_MESSAGES,
  },
};

/** What it says when someone with an account proves it with their password. */
export const EXISTING_ACCOUNT_MESSAGES: FieldMessages = {
  codes: JOIN_CODES,
  fields: {
    password: { required: msg`Enter your password.`, too_short: msg`Enter your password.` },
  },
};
