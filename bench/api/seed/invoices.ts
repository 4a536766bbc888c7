import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

const INVOICE_COUNT = 100_000;

/**
 * 100,000 invoices across the clients' businesses over the two years before the seed's "now", one
 * line each, written by three statements (generate_series): their numbers gapless per year in
 * issue-date order (as the sequence row would have given them), the sequences left at each year's
 * last number, and statuses weighted as a real ledger's: mostly paid, some open or overdue, a few
 * drafts and voids.
 */
export async function seedInvoices(db: Db): Promise<void> {
  await db.execute(sql`
    insert into invoices (year, sequence, number, organisation_id, status, origin, currency, language, issue_date, due_date,
      subtotal_minor, tax_minor, total_minor, paid_minor, sent_at, paid_at, voided_at, created_at, updated_at)
    select year, sequence, 'INV-' || year || '-' || lpad(sequence::text, greatest(4, length(sequence::text)), '0'),
      clients.ids[1 + (g * 7 % cardinality(clients.ids))],
      status, 'manual', 'USD', case when g % 4 = 0 then 'es' else 'en' end, issued, issued + 30,
      net, net * 21 / 100, net + net * 21 / 100,
      case status when 'paid' then net + net * 21 / 100 when 'partially_paid' then net / 2 else 0 end,
      case when status = 'draft' then null else issued::timestamptz end,
      case when status = 'paid' then issued::timestamptz + interval '12 days' end,
      case when status = 'void' then issued::timestamptz + interval '2 days' end,
      issued::timestamptz, issued::timestamptz
    from (
      select *, extract(year from issued)::int as year,
        row_number() over (partition by extract(year from issued) order by issued, g)::int as sequence
      from (
        select g, date '2026-03-01' - (g * 7919 % 730) as issued, 5000 + (g::bigint * 104729 % 400000)::int as net,
          case when g % 20 < 13 then 'paid' when g % 20 < 15 then 'sent' when g % 20 < 16 then 'partially_paid'
            when g % 20 < 18 then 'overdue' when g % 20 < 19 then 'draft' else 'void' end as status
        from generate_series(1, ${INVOICE_COUNT}) as g
      ) as drawn
    ) as numbered
    -- Every business of the bench is a client's (people.ts).
    cross join (select array_agg(id order by id) as ids from organisations) as clients
  `);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, source, description, quantity, unit_minor, discount_bp, tax_bp, discount_minor, net_minor)
    select id, 0, 'manual', 'Consulting and delivery', 1, subtotal_minor, 0, 2100, 0, subtotal_minor from invoices
  `);
  await db.execute(sql`
    insert into invoice_number_sequences (year, last_number) select year, max(sequence) from invoices group by year
    on conflict (year) do update set last_number = excluded.last_number
  `);
}
