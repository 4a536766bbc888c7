import { sql } from 'drizzle-orm';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { orders } from '@server/db/schema';

/*
 * What every sales widget reads alike. An order is sold once paid (`status = 'paid'`), on the
 * moment of `paid_at`; money in different currencies is never added up, so a widget reads the
 * orders of one currency. Sums of minor units are read as float8 (a number in both drivers, exact
 * far beyond any shop's takings) so that a large yen total cannot overflow an integer.
 */

/** The paid orders of one currency. */
export const paidIn = (currency: InvoiceCurrency) => sql`(${orders.currency} = ${currency} and ${orders.status} = 'paid')`;

/** A moment as the contract writes it (ISO 8601, UTC): raw rows carry it as the driver parsed it. */
export const isoMoment = (moment: Date | string) => new Date(moment).toISOString();
