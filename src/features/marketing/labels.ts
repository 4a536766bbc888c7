import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketingChannel } from '@/api/contract/marketing';
import type { FieldMessages } from '@/api/errors';

export const CHANNEL_LABELS: Record<MarketingChannel, MessageDescriptor> = {
  paid: msg`Paid ads`,
  email: msg`E-mail`,
  social: msg`Social networks`,
  search: msg`Search engines`,
  referral: msg`Other sites`,
  direct: msg`Direct`,
};

/** How a campaign's form says a field's problem where the common wording would not tell a person what to do. */
export const CAMPAIGN_FIELD_MESSAGES: FieldMessages = {
  fields: {
    code: {
      code_taken: msg`Another campaign already uses this code: choose another.`,
      invalid_format: msg`Use lower-case letters, digits, dots, dashes or underscores, starting with a letter or a digit.`,
    },
    owner_id: { invalid_choice: msg`That person cannot run campaigns: choose one of the staff listed.` },
    ends_on: { end_before_start: msg`The campaign cannot end before it starts.` },
  },
};
