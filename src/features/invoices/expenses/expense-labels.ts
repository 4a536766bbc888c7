import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExpenseCategory } from '@/api/contract/expenses-values';
import type { FieldMessages } from '@/api/errors';
import { RECEIPT_MAX_BYTES } from '@/api/contract/expenses-values';

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, MessageDescriptor> = {
  telephony: msg`Telephony (Twilio)`,
  ai_models: msg`AI models`,
  hosting: msg`Hosting`,
  software: msg`Software`,
  other: msg`Other`,
};

/** Each category's colour in the breakdown, the same in light and dark. */
export const EXPENSE_CATEGORY_COLORS: Record<ExpenseCategory, string> = {
  telephony: 'red.6',
  ai_models: 'violet.6',
  hosting: 'blue.6',
  software: 'teal.6',
  other: 'gray.6',
};

const RECEIPT_MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024);

/** What the server's refusals of an expense say on its fields. */
export const EXPENSE_FIELD_MESSAGES: FieldMessages = {
  fields: {
    receipt: {
      required: msg`Attach the receipt: a PDF, or a photo or screenshot of it.`,
      file_type_not_allowed: msg`Use a PDF, or a PNG, JPEG or WebP image.`,
      file_too_large: msg`The receipt must be at most ${RECEIPT_MAX_MB} MB.`,
    },
    spent_on: { date_in_future: msg`An expense cannot be dated after today.` },
    amount_minor: { too_small: msg`Enter an amount above zero.`, too_large: msg`This amount is too large.` },
  },
};
