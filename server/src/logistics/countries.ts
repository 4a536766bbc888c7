import { inArray, sql } from 'drizzle-orm';
import type { LogisticsCountries } from '@/api/contract/logistics-analytics';
import type { Db } from '@server/db/client';
import { calls } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { takenCall } from './arrivals';
import { WITHHELD_NUMBERS } from '@/api/contract/lato-ai-values';
import { COUNTRY_PREFIX_LENGTH, countryOfPrefix } from './caller-country';

/**
 * The calls the assistant took in the period (the reader's days; see arrivals.ts) by the country of
 * the caller's number: counted in SQL per prefix that decides the country (a withheld number is the
 * empty prefix), each prefix's country read once (caller-country.ts), the prefixes of one country
 * added up. The most calls first, then by country code, no country last; at most `limit`.
 */
export async function logisticsCountries(db: Db, period: PeriodAsked & { limit: number }): Promise<LogisticsCountries> {
  const number = calls.customerPhoneNumber;
  const prefixes = await rowsOf<{ prefix: string; calls: number }>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select case when ${inArray(number, WITHHELD_NUMBERS)} then '' else left(${number}, ${COUNTRY_PREFIX_LENGTH}) end as prefix,
      count(*)::int as calls
    from ${calls}, bounds
    where ${takenCall} and ${inCurrent(calls.startedAt)}
    group by 1`,
  );
  const byCountry = new Map<string | null, number>();
  for (const { prefix, calls: counted } of prefixes) {
    const country = countryOfPrefix(prefix);
    byCountry.set(country, (byCountry.get(country) ?? 0) + counted);
  }
  const rows = [...byCountry]
    .map(([country, counted]) => ({ country, calls: counted }))
    .toSorted(
      (a, b) =>
        b.calls - a.calls ||
        (a.country === null ? 1 : 0) - (b.country === null ? 1 : 0) ||
        (a.country ?? '').localeCompare(b.country ?? ''),
    );
  return { rows: rows.slice(0, period.limit), total: rows.reduce((total, row) => total + row.calls, 0) };
}
