import { and, asc, eq, exists, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { InvoiceCurrency } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoiceLines, invoices, organisations, twilioNumbers } from '@server/db/schema';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import { insertInvoice } from '@server/src/invoices/issue';
import { usageOfMonth } from '@server/src/invoices/records/usage-lines';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

/** How long a client has to pay a usage invoice, from the day it is drafted. */
export const USAGE_INVOICE_DUE_DAYS = 30;

/** The calendar month (UTC) before the one `now` is in: `2026-10` on any day of November 2026. */
export function previousMonth(now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return start.toISOString().slice(0, 7);
}

export interface UsageDraftRun {
  month: string;
  /** The invoices drafted. */
  drafted: number[];
  /** Organisations whose draft could not be written (logged; the next run tries again). */
  failed: number;
}

/**
 * Drafts the previous month's usage invoice of every organisation holding numbers whose usage went
 * beyond its plan (usage-lines.ts): in the plan's currency and the organisation's language, issued
 * today and due in USAGE_INVOICE_DUE_DAYS, for the billing staff to check and send. One per
 * organisation and month (a unique index): a second run, or a second process, drafts nothing more.
 */
export async function draftUsageInvoices(db: Db, now: Date, log?: FastifyBaseLogger): Promise<UsageDraftRun> {
  const month = previousMonth(now);
  const issueDate = now.toISOString().slice(0, 10);
  const dueDate = new Date(now.getTime() + USAGE_INVOICE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const holders = await db
    .select({ id: organisations.id, language: organisations.language })
    .from(organisations)
    .where(exists(db.select({ id: twilioNumbers.id }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, organisations.id))))
    .orderBy(asc(organisations.id));
  const run: UsageDraftRun = { month, drafted: [], failed: 0 };
  for (const organisation of holders) {
    const language = organisation.language === 'es' ? 'es' : 'en';
    const drafted = await db.$count(invoices, and(eq(invoices.organisationId, organisation.id), eq(invoices.usageMonth, month)));
    if (drafted > 0) continue;
    try {
      const usage = await usageOfMonth(db, organisation.id, month, language);
      // What staff already billed by hand (a usage line of that number, month and metric on an invoice not void) is not billed again.
      const billed = await billedUsage(db, organisation.id, month);
      const lines = usage.lines.filter((line) => !billed.has(`${line.number}:${line.usage_metric}`));
      if (lines.length === 0 || !usage.currency) continue;
      const id = await db.transaction((tx) =>
        insertInvoice(
          tx,
          {
            organisationId: organisation.id,
            projectId: null,
            currency: usage.currency as InvoiceCurrency,
            language,
            issueDate,
            dueDate,
            notes: '',
            terms: '',
            origin: 'usage',
            status: 'draft',
            usageMonth: month,
            createdBy: null,
            lines: lines.map((line) => ({
              source: 'usage' as const,
              numberId: line.number,
              usageMonth: line.usage_month,
              usageMetric: line.usage_metric,
              description: line.description,
              quantity: line.quantity,
              unitMinor: line.unit_minor,
              discountBp: line.discount_bp,
              taxBp: line.tax_bp,
            })),
          },
          now,
        ),
      );
      run.drafted.push(id);
    } catch (error) {
      // Another process drafted it meanwhile: nothing to do.
      if (isUniqueViolation(error)) continue;
      run.failed += 1;
      log?.error({ err: error, organisation: organisation.id, month }, 'a usage invoice could not be drafted');
    }
  }
  return run;
}

/** On the first of each month, after the month before has ended everywhere in UTC. */
export function usageInvoicesJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'draft-usage-invoices',
    cron: '0 3 1 * *',
    async run() {
      const run = await draftUsageInvoices(app.db, app.clock(), app.log);
      if (run.drafted.length > 0) app.log.info({ month: run.month, drafted: run.drafted.length }, 'usage invoices drafted');
      // Failed: the job fails, and its retry drafts what is left.
      if (run.failed > 0) throw new Error(`${run.failed} usage invoices of ${run.month} could not be drafted`);
    },
  };
}

/** The usage of a month already on the organisation's invoices (void ones aside), as `number:metric`. */
async function billedUsage(db: Db, organisationId: number, month: string): Promise<Set<string>> {
  const rows = await db
    .select({ number: invoiceLines.numberId, metric: invoiceLines.usageMetric })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.organisationId, organisationId), ne(invoices.status, 'void'), eq(invoiceLines.usageMonth, month)));
  return new Set(rows.map((row) => `${row.number}:${row.metric}`));
}
