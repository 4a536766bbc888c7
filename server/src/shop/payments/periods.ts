import type { BillingInterval } from '@/api/contract/shop-values';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The date `months` calendar months after `date` (UTC), on the same day and time, or on the last
 * day of a shorter month: a period that starts on 31 January ends on 28 (or 29) February.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The end of a billing period that starts at `start`; a one-time purchase has no period. */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  if (interval === 'one_time') throw new Error('A one-time purchase has no billing period');
  return addMonths(start, interval === 'year' ? 12 : 1);
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Monthly and yearly products become subscriptions; one-time ones do not. */
export const isRecurring = (interval: BillingInterval): interval is 'month' | 'year' => interval !== 'one_time';
