import type { z } from 'zod';
import type { salesPeriodQuery, salesRankedQuery } from '@/api/contract/sales-analytics';

/** A sales widget's period: the reader's calendar days and time zone, one currency, and whether the period before is read too. */
export type SalesPeriodAsked = z.output<typeof salesPeriodQuery>;
/** The same, for a ranked widget: at most `limit` rows. */
export type SalesRankedAsked = z.output<typeof salesRankedQuery>;
