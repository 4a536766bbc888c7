import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import { EMAIL_MAX, FULL_NAME_MAX, type InvitationFieldCode, type UserFieldCode } from '@/api/contract/users';
import { AVATAR_MESSAGES } from '@/i18n/avatar-messages';

const USER_CODES: Record<UserFieldCode, MessageDescriptor> = {
  email_taken: msg`A user with this e-mail already exists.`,
  own_role: msg`You cannot change your own role.`,
  own_deactivation: msg`You cannot deactivate your own account.`,
  not_an_image: AVATAR_MESSAGES.not_an_image!,
  role_not_allowed: msg`You cannot give a role above your own.`,
  owner_only: msg`Only the person themselves can change this.`,
  outrank_needed: msg`Only someone ranked above this person can change this.`,
  inactive_user: msg`This person is inactive: activate them first.`,
};

const INVITATION_CODES: Record<InvitationFieldCode, MessageDescriptor> = {
  already_joined: msg`This person has already joined: they sign in with their own password.`,
  invitation_invalid: msg`This invitation link has expired or was already used.`,
};

/** What the users form says for each check, the browser's and the server's alike. */
export const USER_FIELD_MESSAGES: FieldMessages = {
  codes: { ...USER_CODES, ...INVITATION_CODES },
  fields: {
    full_name: { required: msg`Enter the person's full name.`, too_long: msg`Use at most ${FULL_NAME_MAX} characters.` },
    email: { required: msg`Enter an e-mail address.`, too_long: msg`Use at most ${EMAIL_MAX} characters.` },
    role: { required: msg`Choose a role.`, invalid_choice: msg`Choose a role.` },
    avatar: AVATAR_MESSAGES,
  },
};
