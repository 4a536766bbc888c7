import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactImportRowCode, ContactSource, ContactStatus } from '@/api/contract/contacts';

/** Each status as its badge, its filter and the bulk action name it. */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead status' }),
  open: msg({ message: 'Open', context: 'lead status' }),
  won: msg({ message: 'Won', context: 'lead status' }),
  lost: msg({ message: 'Lost', context: 'lead status' }),
};

export const CONTACT_STATUS_COLORS: Record<ContactStatus, string> = { new: 'blue', open: 'yellow', won: 'teal', lost: 'gray' };

/** How a contact first reached the business. */
export const CONTACT_SOURCE_LABELS: Record<ContactSource, MessageDescriptor> = {
  call: msg({ message: 'Call', context: 'lead source' }),
  sms: msg({ message: 'SMS', context: 'lead source' }),
  inquiry: msg({ message: 'Contact form', context: 'lead source' }),
  import: msg({ message: 'Imported', context: 'lead source' }),
};

/** Why a row of an imported file was left out. */
export const IMPORT_ROW_PROBLEMS: Record<ContactImportRowCode, MessageDescriptor> = {
  phone_or_email_required: msg`Needs a phone number or an e-mail address.`,
  invalid_phone: msg`Not a phone number.`,
  invalid_email: msg`Not an e-mail address.`,
  invalid_status: msg`Status must be new, open, won or lost.`,
  invalid_tag: msg`A tag is empty or longer than 40 characters.`,
  too_long: msg`Too long.`,
  duplicate_in_file: msg`The same phone number or e-mail address is on an earlier line.`,
};
