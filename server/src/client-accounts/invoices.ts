import { sql } from 'drizzle-orm';
import type { ClientInvoices } from '@/api/contract/client-accounts-analytics';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/api/contract/invoices-values';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

/**
 * The invoices issued in the period per status, every status given (in INVOICE_STATUSES' order,
 * zeros too). An issue date is a calendar day, read as written (as the finance dashboard does);
 * `bounds` is read all the same, so a time zone PostgreSQL does not know is refused here too.
 */
export async function clientInvoices(db: Db, period: PeriodAsked): Promise<ClientInvoices> {
  const rows = await rowsOf<{ status: InvoiceStatus | null; invoices: number }>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${invoices.status} as status, count(${invoices.id})::int as invoices
    from bounds
    left join ${invoices} on ${invoices.issueDate} between ${period.from}::date and ${period.to}::date
    group by 1`,
  );
  const counted = new Map(rows.map((row) => [row.status, row.invoices]));
  return { rows: INVOICE_STATUSES.map((status) => ({ status, invoices: counted.get(status) ?? 0 })) };
}
