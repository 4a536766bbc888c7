import { EXPENSE_FIELD_CODES } from '@/api/contract/expenses-values';
import type { FieldErrors } from '@/api/contract/errors';
import type { StoredFile } from '@server/src/files/uploads';
import { invalidFields } from '@server/src/http/http-errors';
import { dayOf } from '@server/src/careers/open-positions';
import { checkReceipt, type CheckedReceipt } from './receipt-file';

/** A payment dated after today: an expense records what was paid. */
export const DATE_IN_FUTURE = EXPENSE_FIELD_CODES[0];

/**
 * The day it is now in the easternmost time zone (UTC+14): a person in Auckland records this
 * morning's bill while the server's UTC day is still yesterday; only a day no one has reached yet is
 * refused.
 */
const latestToday = (now: Date) => dayOf(new Date(now.getTime() + 14 * 3_600_000));

/**
 * What the contract cannot check of a new expense: its day against the server's clock, and its
 * receipt (required, not empty, a type RECEIPT_TYPES lists by its content). Every refusal is said
 * at once; the stored receipt is then removed by the upload's own clean-up.
 */
export async function checkNewExpense(spentOn: string, file: StoredFile | undefined, now: Date): Promise<CheckedReceipt> {
  const errors: FieldErrors = {};
  if (spentOn > latestToday(now)) errors.spent_on = [DATE_IN_FUTURE];
  const receipt = await checkReceipt(file);
  if ('refused' in receipt) errors.receipt = [receipt.refused];
  if (errors.spent_on || 'refused' in receipt) throw invalidFields(errors);
  return receipt;
}
