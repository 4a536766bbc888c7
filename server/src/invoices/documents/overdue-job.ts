import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InvoiceStatus } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoiceEvents, invoices } from '@server/db/schema';
import type { ScheduledJob } from '@server/src/jobs/definitions';

/** The statuses that fall overdue once the due date passes (an overdue one paid in part stays overdue). */
const FALLING_DUE: InvoiceStatus[] = ['sent', 'partially_paid'];

/**
 * Marks overdue, as of `now`, every sent or partly paid invoice whose due date (a calendar date,
 * read in UTC) is before today, each with an `overdue` event; in one transaction, so a run marks
 * and notes them together. Running again marks nothing more. Returns how many it marked.
 */
export async function markOverdueInvoices(db: Db, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(invoices)
      .set({ status: 'overdue', updatedAt: now })
      .where(and(inArray(invoices.status, FALLING_DUE), lt(invoices.dueDate, today), lt(invoices.paidMinor, invoices.totalMinor)))
      .returning({ id: invoices.id });
    if (marked.length > 0)
      await tx.insert(invoiceEvents).values(marked.map(({ id }) => ({ invoiceId: id, kind: 'overdue' as const, at: now })));
    return marked.length;
  });
}

/** Once a day, once across all processes on the database, after midnight UTC. */
export function overdueInvoicesJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'mark-overdue-invoices',
    cron: '15 2 * * *',
    async run() {
      const marked = await markOverdueInvoices(app.db, app.clock());
      if (marked > 0) app.log.info({ marked }, 'invoices past their due date marked overdue');
    },
  };
}
