import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '@/api/errors';
import { ORGANISATION_FIELD_CODES, ORGANISATION_NAME_MAX } from '@/api/contract/organisations-values';

const ORGANISATION_CODES: Record<(typeof ORGANISATION_FIELD_CODES)[number], MessageDescriptor> = {
  staff_email: msg`This address belongs to a Lato staff account and cannot join a client business.`,
  already_member: msg`This person already belongs to this business.`,
  last_owner: msg`A business always keeps one owner: make someone else an owner first.`,
  invalid_currency: msg`Choose a currency from the list.`,
  invalid_time_zone: msg`Choose a time zone from the list.`,
  account_exists: msg`This address already has a Lato account: sign in with its password to join.`,
  name_required: msg`Enter your full name.`,
  plan_limit_numbers: msg`This business holds as many numbers as its plan and add-ons allow: it needs another plan or an Extra number add-on first.`,
};

/** What the organisations forms say for each check, the browser's and the server's alike. */
export const ORGANISATION_FIELD_MESSAGES: FieldMessages = {
  codes: ORGANISATION_CODES,
  fields: {
    name: { required: msg`Enter the business's name.`, too_long: msg`Use at most ${ORGANISATION_NAME_MAX} characters.` },
    email: { required: msg`Enter an e-mail address.` },
    owner_email: { required: msg`Enter an e-mail address.` },
    owner_name: { required: msg`Enter the owner's name.` },
  },
};
