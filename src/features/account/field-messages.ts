import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountFieldCode } from '@/api/contract/account';
import type { FieldMessages } from '@/api/errors';
import { AVATAR_MESSAGES } from '@/i18n/avatar-messages';
import { PASSWORD_MESSAGES } from '@/i18n/password-messages';

const ACCOUNT_CODES: Record<AccountFieldCode, MessageDescriptor> = {
  terms_required: msg`Accept the terms to create your account.`,
  code_invalid: msg`This code is not right. Check the e-mail and try again.`,
  code_expired: msg`This code has expired. Ask for a new one.`,
  code_used_up: msg`Too many wrong tries for this code. Ask for a new one.`,
  wrong_password: msg`This is not your current password.`,
};

/** What the account forms say for each check, the browser's and the server's alike. */
export const ACCOUNT_FIELD_MESSAGES: FieldMessages = {
  codes: ACCOUNT_CODES,
  fields: {
    full_name: { required: msg`Enter your full name.` },
    email: { required: msg`Enter your e-mail address.` },
    password: PASSWORD_MESSAGES,
    new_password: PASSWORD_MESSAGES,
    current_password: { required: msg`Enter your current password.` },
    accept_terms: { required: ACCOUNT_CODES.terms_required },
    code: { required: msg`Enter the 6-digit code.`, invalid_format: msg`Enter the 6-digit code.` },
    avatar: AVATAR_MESSAGES,
  },
};
