/**
 * The agency's expenses, apart from their schemas, so the browser reads the words (the category
 * labels, the receipt's limits) without loading zod.
 */

/** What the agency pays for to run the product: the phone network, the language models, the rest. */
export const EXPENSE_CATEGORIES = ['telephony', 'ai_models', 'hosting', 'software', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** A receipt as the provider sends it: a PDF, or a photo or screenshot of the paper. */
export const RECEIPT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const EXPENSE_VENDOR_MAX = 120;
export const EXPENSE_DESCRIPTION_MAX = 500;
/** The most expenses one read lists (the newest first); the totals count them all. */
export const EXPENSES_LIST_MAX = 200;

/** The refusals of an expense the contract's own checks do not make: a day no one has reached yet. */
export const EXPENSE_FIELD_CODES = ['date_in_future'] as const;
