import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/api/contract/common-values';

/** The password rule as every form states it, under its password fields. */
export const PASSWORD_HINT = msg`At least ${PASSWORD_MIN} characters, with a letter and a number or symbol.`;

/** What a password field says for each failed check, wherever a password is set. */
export const PASSWORD_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Set a password.`,
  too_short: msg`Use at least ${PASSWORD_MIN} characters.`,
  too_long: msg`Use at most ${PASSWORD_MAX} characters.`,
  weak_password: msg`Use a letter and a number or symbol.`,
};
