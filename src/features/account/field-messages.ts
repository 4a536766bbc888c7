import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountFieldCode } from '@/api/contract/account';
import type { TwoStepFieldCode } from '@/api/contract/two-step-values';
import type { FieldMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { AVATAR_MESSAGES } from '@/i18n/avatar-messages';
import { PASSWORD_MESSAGES } from '@/i18n/password-messages';

const ACCOUNT_CODES: Record<AccountFieldCode, MessageDescriptor> = {
  terms_required: msg`Accept the terms to create your account.`,
  code_invalid: msg`This code is not right. Check the e-mail and try again.`,
  code_expired: msg`This code has expired. Ask for a new one.`,
  code_used_up: msg`Too many wrong tries for this code. Ask for a new one.`,
  wrong_password: msg`This is not your current password.`,
};

const CURRENT_PASSWORD_REQUIRED = msg`Enter your current password.`;
const CODE_REQUIRED = msg`Enter the 6-digit code.`;
const CODE_MESSAGES = { required: CODE_REQUIRED, invalid_format: CODE_REQUIRED };

/** Why two-step sign-in cannot be turned off, on the Account page and in the server's refusal alike. */
export const TWO_STEP_REQUIRED = msg`Your agency requires two-step sign-in for staff.`;

const TWO_STEP_CODES: Record<TwoStepFieldCode, MessageDescriptor> = {
  two_step_code_invalid: defaultErrors.twoStepCodeInvalid,
  recovery_code_invalid: defaultErrors.recoveryCodeInvalid,
  two_step_required: TWO_STEP_REQUIRED,
  two_step_off: msg`Two-step sign-in is already off.`,
};

/** What the account forms say for each check, the browser's and the server's alike. */
export const ACCOUNT_FIELD_MESSAGES: FieldMessages = {
  codes: ACCOUNT_CODES,
  fields: {
    full_name: { required: msg`Enter your full name.` },
    email: { required: msg`Enter your e-mail address.` },
    password: PASSWORD_MESSAGES,
    new_password: PASSWORD_MESSAGES,
    current_password: { required: CURRENT_PASSWORD_REQUIRED },
    accept_terms: { required: ACCOUNT_CODES.terms_required },
    code: CODE_MESSAGES,
    avatar: AVATAR_MESSAGES,
  },
};

/**
 * What the two-step dialogs say: there `password` is the current one, confirmed (elsewhere it is a
 * new one, with the password rule's messages).
 */
export const TWO_STEP_FIELD_MESSAGES: FieldMessages = {
  codes: { ...ACCOUNT_CODES, ...TWO_STEP_CODES },
  fields: {
    password: { required: CURRENT_PASSWORD_REQUIRED, too_short: CURRENT_PASSWORD_REQUIRED },
    code: CODE_MESSAGES,
    setup_token: { invalid: msg`This setup took too long, or your account changed meanwhile. Start again.` },
  },
};
