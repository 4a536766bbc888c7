import { sql } from 'drizzle-orm';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { PlanRevenue } from '@/api/contract/revenue-analytics';
import type { Db } from '@server/db/client';
import { products, subscriptions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { recurringTwelfths, runsOn, utcToday } from './running';

interface PlanRow {
  id: number;
  name_en: string;
  name_es: string;
  kind: PlanRevenue['product']['kind'];
  subscriptions: number;
  monthly_recurring_minor: number;
}

/**
 * The products with subscriptions running today in the currency, with how many and their monthly
 * recurring revenue, the most first (then by product), at most `limit`.
 *
 * Rounded one by one, the products' twelfths would not always add up to the total rounded once (two
 * halves make a whole the total has once, each rounded up twice). So the total is rounded as the
 * finance dashboard rounds it, each product gets its whole minor units, and the units left over go
 * one each to the products with the largest remainders: all the rows add up to its figure.
 */
export async function revenuePlans(db: Db, query: { currency: InvoiceCurrency; limit: number }): Promise<PlanRevenue[]> {
  const rows = await rowsOf<PlanRow>(
    db,
    sql`
    with running as (
      select ${subscriptions.productId} as product_id, count(*)::int as subscriptions, ${recurringTwelfths()} as twelfths
      from ${subscriptions}
      where ${subscriptions.currency} = ${query.currency} and ${runsOn(utcToday)}
      group by ${subscriptions.productId}
    ),
    parts as (
      select product_id, subscriptions, twelfths, floor(twelfths / 12) as whole, twelfths - 12 * floor(twelfths / 12) as remainder,
        round(sum(twelfths) over () / 12) - sum(floor(twelfths / 12)) over () as spare
      from running
    ),
    shared as (
      select *, row_number() over (order by remainder desc, twelfths desc, product_id) as turn from parts
    )
    select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameEs} as name_es, ${products.kind} as kind,
      shared.subscriptions, (shared.whole + case when shared.turn <= shared.spare then 1 else 0 end)::float8 as monthly_recurring_minor
    from shared
    join ${products} on ${products.id} = shared.product_id
    order by monthly_recurring_minor desc, ${products.id}
    limit ${query.limit}`,
  );
  return rows.map(({ id, name_en, name_es, kind, subscriptions: count, monthly_recurring_minor }) => ({
    product: { id, name_en, name_es, kind },
    subscriptions: count,
    monthly_recurring_minor,
  }));
}
