import { Readable } from 'node:stream';
import { RECEIPT_MAX_BYTES } from '@/api/contract/expenses';
import { addDays } from '@/api/contract/dashboards';
import { expenses } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { onePagePdf } from '@server/src/careers/demo-pdf';
import { privateFileKey } from '@server/src/files/private-files';
import type { DemoSeed, SeedContext } from '@server/src/seed/demo-seed';
import { amountText } from '@server/src/shop/amount-text';
import { findUserByEmail } from '@server/src/users/queries';
import { dayOf } from '@server/src/careers/open-positions';
import { expenseAuditDetails } from './expense-writes';
import { MONTHLY_BILLS, ONE_OFF_BILLS, type DemoVendor } from './seed-bills';

/** A bill on its day. */
export type Bill = DemoVendor & { spentOn: string; amountMinor: number };

/**
 * Each monthly bill on its day of the last six months, this month's included once its day has
 * come. Each bill's day falls in every month, so a period of the last 30 days holds nearly every
 * vendor's latest bill (all but, on some days, the one whose day is tomorrow's).
 */
function monthlyBills(today: string): Bill[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return MONTHLY_BILLS.flatMap(({ day, amounts, ...vendor }) =>
    amounts.flatMap((amountMinor, index) => {
      // Date.UTC carries a month before January into the year before.
      const spentOn = dayOf(new Date(Date.UTC(year, month - (amounts.length - 1 - index), day)));
      return spentOn > today ? [] : [{ ...vendor, spentOn, amountMinor }];
    }),
  );
}

/** Every demo bill up to `today`, the oldest first. */
export function demoBills(today: string): Bill[] {
  return [...monthlyBills(today), ...ONE_OFF_BILLS.map(({ daysAgo, ...bill }) => ({ ...bill, spentOn: addDays(today, -daysAgo) }))].sort(
    (a, b) => a.spentOn.localeCompare(b.spentOn),
  );
}

/** The vendor's invoice as a small real PDF a browser opens: who billed what, when, for how much. */
function receiptPdf(bill: Bill): Buffer {
  return onePagePdf([
    bill.vendor,
    '',
    `Invoice ${bill.prefix}-${bill.spentOn.replaceAll('-', '')}`,
    `Date: ${bill.spentOn}`,
    'Billed to: Lato Agency S.L.',
    '',
    bill.description,
    '',
    `Total: ${amountText(bill.amountMinor, bill.currency)} ${bill.currency}`,
    'Paid by card. Thank you for your business.',
  ]);
}

async function storeReceipt(context: SeedContext, bill: Bill) {
  const data = receiptPdf(bill);
  const key = privateFileKey('expenses');
  await context.storage.put(key, Readable.from([data]), { contentType: 'application/pdf', maxBytes: RECEIPT_MAX_BYTES });
  return { key, size: data.length };
}

/**
 * Six months of the agency's bills (Twilio, the language models, hosting, tools) and a few one-off
 * costs, in dollars and euros, each with its receipt as a PDF, recorded by the demo CFO (nobody
 * when that login is missing), each with its audit event. Several fall in the last 30 days, the
 * dashboards' default period.
 */
export const expensesSeed: DemoSeed = {
  area: 'expenses',
  async run(db, context) {
    const today = dayOf(new Date());
    const cfo = await findUserByEmail(db, 'cfo@lato.test');
    const rows = [];
    for (const bill of demoBills(today)) {
      const receipt = await storeReceipt(context, bill);
      rows.push({
        spentOn: bill.spentOn,
        category: bill.category,
        vendor: bill.vendor,
        description: bill.description,
        amountMinor: bill.amountMinor,
        currency: bill.currency,
        recordedById: cfo?.id ?? null,
        receiptKey: receipt.key,
        receiptName: `${bill.vendor.replaceAll(' ', '-')}-${bill.spentOn}.pdf`,
        receiptContentType: 'application/pdf',
        receiptSize: receipt.size,
      });
    }
    const inserted = await db.insert(expenses).values(rows).returning();
    // Each was recorded by the CFO on the morning it was paid: the money events list them.
    await recordAudit(
      db,
      null,
      inserted.map((expense) => ({
        action: 'expense_recorded' as const,
        actor: cfo ? { id: cfo.id, email: cfo.email } : null,
        target: { type: 'expense' as const, id: expense.id, label: expense.vendor },
        details: expenseAuditDetails(expense),
        occurredAt: new Date(`${expense.spentOn}T09:30:00Z`),
      })),
    );
  },
};
