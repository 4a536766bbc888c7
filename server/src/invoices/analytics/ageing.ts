import { and, eq, sql } from 'drizzle-orm';
import { AGEING_BUCKETS, type AgeingBucket, type FinanceAgeing } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { daysPastDue, open, owed } from './money';

/** The bucket of an invoice by the days it is past due today: not yet (due today is not late), then by 30 days. */
const bucketOf = sql<AgeingBucket>`case
  when ${daysPastDue} <= 0 then 'current'
  when ${daysPastDue} <= 30 then '1_30'
  when ${daysPastDue} <= 60 then '31_60'
  when ${daysPastDue} <= 90 then '61_90'
  else 'over_90' end`;

/** What the open invoices in the currency owe today, by how long it has been due: every bucket, in order. */
export async function financeAgeing(db: Db, query: { currency: InvoiceCurrency }): Promise<FinanceAgeing> {
  const counted = await db
    .select({
      bucket: bucketOf,
      invoices: sql<number>`count(*)::int`,
      owed_minor: sql<number>`sum(${owed})::float8`,
    })
    .from(invoices)
    .where(and(eq(invoices.currency, query.currency), open))
    .groupBy(sql`1`);
  const byBucket = new Map(counted.map((row) => [row.bucket, row]));
  return {
    rows: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      invoices: byBucket.get(bucket)?.invoices ?? 0,
      owed_minor: byBucket.get(bucket)?.owed_minor ?? 0,
    })),
  };
}
