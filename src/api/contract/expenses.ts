import { z } from './zod';
import { defineEndpoint, multipartBody } from './endpoint';
import { calendarDate, detailSchema, idSchema, plainInt, plainText } from './common';
import { dashboardPeriodFields, withPeriodChecks } from './dashboards';
import { INVOICE_CURRENCIES } from './invoices-values';
import { INVOICE_AMOUNT_MAX_MINOR } from './invoices';
import { EXPENSE_CATEGORIES, EXPENSE_DESCRIPTION_MAX, EXPENSE_VENDOR_MAX, EXPENSES_LIST_MAX, RECEIPT_MAX_BYTES } from './expenses-values';
import { ACCESS } from './roles';

export * from './expenses-values';

/**
 * What the agency spends to run the product (Twilio's bills, the language models', hosting),
 * recorded by the people who run invoices (ACCESS.invoices) with the receipt as a file. Amounts
 * are in minor units of the expense's currency; a period's days are calendar days of `spent_on`.
 */

const E = '/api/v1/expenses';

export const expenseFields = z.object({
  /** The day it was paid: not after today. */
  spent_on: calendarDate.pipe(z.string()),
  category: z.enum(EXPENSE_CATEGORIES),
  /** Who was paid: "Twilio", "OpenAI". */
  vendor: plainText(EXPENSE_VENDOR_MAX).pipe(z.string().min(1)),
  description: plainText(EXPENSE_DESCRIPTION_MAX).default(''),
  amount_minor: plainInt({ min: 1, max: INVOICE_AMOUNT_MAX_MINOR }),
  currency: z.enum(INVOICE_CURRENCIES),
});
export type ExpenseFields = z.input<typeof expenseFields>;

const expenseFiles = { receipt: { maxBytes: RECEIPT_MAX_BYTES } };

export const expensesQuery = withPeriodChecks(
  z.object({
    from: dashboardPeriodFields.from,
    to: dashboardPeriodFields.to,
    compare: dashboardPeriodFields.compare,
    currency: z.enum(INVOICE_CURRENCIES),
    limit: plainInt({ min: 1, max: EXPENSES_LIST_MAX }).default(50),
  }),
);
export type ExpensesQuery = z.input<typeof expensesQuery>;

export const expenseSchema = z.object({
  id: z.number().int(),
  spent_on: z.iso.date(),
  category: z.enum(EXPENSE_CATEGORIES),
  vendor: z.string(),
  description: z.string(),
  amount_minor: z.number().int(),
  currency: z.enum(INVOICE_CURRENCIES),
  /** Who recorded it; null once that person is deleted. */
  recorded_by: z.string().nullable(),
  receipt: z.object({ name: z.string(), content_type: z.string(), size: z.number().int() }),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseCategoryTotalSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES),
  amount_minor: z.number().int(),
  count: z.number().int(),
  /** The same category's total in the period before, when compared. */
  previous_amount_minor: z.number().int().nullable(),
});
export type ExpenseCategoryTotal = z.infer<typeof expenseCategoryTotalSchema>;

export const expensesSchema = z.object({
  /** Every expense of the period in the currency. */
  total_minor: z.number().int(),
  count: z.number().int(),
  /** The period before's total, when compared. */
  previous_total_minor: z.number().int().nullable(),
  /** One row per category, in EXPENSE_CATEGORIES' order, those with no expense in either period left out. */
  by_category: z.array(expenseCategoryTotalSchema),
  /** The period's expenses in the currency, the latest day first, at most `limit`. */
  rows: z.array(expenseSchema),
});
export type Expenses = z.infer<typeof expensesSchema>;

const rowParams = z.object({ id: idSchema });

export const expensesEndpoints = {
  expenses: defineEndpoint({
    method: 'GET',
    path: `${E}/`,
    access: ACCESS.invoices,
    query: expensesQuery,
    response: expensesSchema,
  }),
  /** Records an expense with its receipt (required): both kept, or neither. */
  recordExpense: defineEndpoint({
    method: 'POST',
    path: `${E}/`,
    access: ACCESS.invoices,
    body: multipartBody(expenseFields, expenseFiles),
    status: 201,
    response: expenseSchema,
  }),
  /** Deletes an expense and its receipt. */
  deleteExpense: defineEndpoint({
    method: 'DELETE',
    path: `${E}/:id/`,
    access: ACCESS.invoices,
    params: rowParams,
    response: detailSchema,
  }),
  /** The receipt, to be shown in place (a browser shows a PDF or an image itself). */
  expenseReceipt: defineEndpoint({
    method: 'GET',
    path: `${E}/:id/receipt/`,
    access: ACCESS.invoices,
    params: rowParams,
    response: z.unknown(),
  }),
};
