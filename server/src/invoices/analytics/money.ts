import { inArray, sql } from 'drizzle-orm';
import { OPEN_INVOICE_STATUSES } from '@/api/contract/invoices-values';
import { invoices } from '@server/db/schema';

/*
 * What the finance widgets share about invoices: which ones bill something, which are still owed,
 * and what they owe. Sums of minor units are read as float8 (a number in both drivers, exact far
 * beyond any agency's books) so that a large yen total cannot overflow an integer.
 */

/** Invoices that bill something: sent at some point and not voided (drafts bill nothing yet). */
export const billing = sql`${invoices.status} not in ('draft', 'void')`;

/** Invoices that can still be paid: sent, partly paid or overdue. */
export const open = inArray(invoices.status, [...OPEN_INVOICE_STATUSES]);

/** What an invoice still owes, never below nothing (as the invoice list's balance). */
export const owed = sql`greatest(${invoices.totalMinor} - ${invoices.paidMinor}, 0)`;

/** Days an invoice is past its due date today (the database's day, UTC); zero or less when not yet due. */
export const daysPastDue = sql`(current_date - ${invoices.dueDate})`;
