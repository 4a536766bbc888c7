import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import type { OrganisationRow } from '@server/db/schema';
import { insertInvoice } from '@server/src/invoices/issue';
import { usageOfMonth } from '@server/src/invoices/records/usage-lines';
import { dateOf, type Issuing } from './issuing';

/** `YYYY-MM` of the calendar month before `now`'s (UTC). */
export function lastMonth(now: Date): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * Last month's usage invoice of the business, drafted as the monthly job drafts it on the 1st:
 * the minutes and SMS beyond what its plan included, a line per number and metric. A business
 * whose demo calls and SMS stayed within its plan (or that ran none) gets none.
 */
export async function usageInvoice(db: Db, organisation: OrganisationRow, now: Date): Promise<Issuing[]> {
  const month = lastMonth(now);
  const lang = organisation.language === 'es' ? 'es' : 'en';
  const usage = await usageOfMonth(db, organisation.id, month, lang);
  if (usage.lines.length === 0 || !(INVOICE_CURRENCIES as readonly string[]).includes(usage.currency ?? '')) return [];
  const at = new Date(`${dateOf(now).slice(0, 7)}-01T03:00:00Z`);
  const due = new Date(at.getTime() + 30 * 24 * 3600 * 1000);
  return [
    {
      at,
      issue: async (tx) => {
        await insertInvoice(
          tx,
          {
            organisationId: organisation.id,
            projectId: null,
            currency: usage.currency as InvoiceCurrency,
            language: lang,
            issueDate: dateOf(at),
            dueDate: dateOf(due),
            notes: '',
            terms: '',
            origin: 'usage',
            status: 'draft',
            usageMonth: month,
            createdBy: null,
            lines: usage.lines.map((line) => ({
              source: 'usage',
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
          at,
        );
      },
    },
  ];
}
