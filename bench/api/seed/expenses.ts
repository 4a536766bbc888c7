import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { PAGE_VIEWS_FROM } from './page-views';

/** Far more expenses than an agency records in a year: the widget lists 50, its totals read them all. */
const EXPENSE_COUNT = 10_000;

/**
 * The year's expenses in one statement, spread over the categories and two currencies (most in USD),
 * each naming a receipt the bench never opens.
 */
export async function seedExpenses(db: Db): Promise<void> {
  await db.execute(sql`
    insert into expenses (spent_on, category, vendor, description, amount_minor, currency,
      receipt_key, receipt_name, receipt_content_type, receipt_size)
    select ${PAGE_VIEWS_FROM}::date + (n % 365),
      (array['telephony', 'ai_models', 'hosting', 'software', 'other'])[1 + n % 5],
      'Vendor ' || (n % 40), 'Bench expense ' || n, 1000 + (n * 7919) % 90000,
      case when n % 4 = 0 then 'EUR' else 'USD' end,
      'expenses/bench-' || n, 'receipt-' || n || '.pdf', 'application/pdf', 2048
    from generate_series(1, ${EXPENSE_COUNT}) as n
  `);
}
