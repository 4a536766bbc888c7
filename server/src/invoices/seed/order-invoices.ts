import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { invoices, orderLines, orders } from '@server/db/schema';
import { issueOrderInvoice } from '@server/src/invoices/payments/order-invoice';
import type { Issuing } from './issuing';

/**
 * The paid invoice of every paid order of the shop's demo (checkouts, renewals, changes of plan),
 * issued the moment it was paid, as the webhook would have issued it.
 */
export async function orderInvoices(db: Db): Promise<Issuing[]> {
  const paid = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.status, 'paid'), inArray(orders.reason, ['checkout', 'renewal', 'plan_change']), isNull(invoices.id)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return paid.map(({ order }) => {
    const at = order.paidAt ?? order.updatedAt;
    return {
      at,
      async issue(tx: Db) {
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
        await issueOrderInvoice(tx, order, lines, at);
      },
    };
  });
}
