import { previousPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';

/**
 * A finance widget's period: calendar days with no time zone (a payment and an invoice fall on
 * their own day), one currency, and whether the period just before is read too.
 */
export interface FinancePeriodAsked {
  from: string;
  to: string;
  compare: boolean;
  currency: InvoiceCurrency;
}

/** The first day read: the period before's first day when compared, else the period's own. */
export const firstDayRead = (period: FinancePeriodAsked) => (period.compare ? previousPeriod(period.from, period.to).from : period.from);
