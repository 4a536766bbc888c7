import { asc, eq, inArray } from 'drizzle-orm';
import type { Order, OrderSummary } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { orderLines, orders, organisations, users } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

/*
 * Orders as they are written and read: by checkout here, and by the payments area for renewals
 * and changes of plan. The lines keep the names and prices of when the order was placed.
 */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'id'>;
type OrderLineRow = typeof orderLines.$inferSelect;

/** An order and its lines, in one transaction (nested in the caller's when given one). */
export function insertOrder(db: Db, values: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.insert(orders).values(values).returning();
    if (lines.length > 0) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    return order!;
  });
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

const lineName = (line: Pick<OrderLineRow, 'nameEn' | 'nameEs'>, lang: SiteLanguage) => (lang === 'es' ? line.nameEs : line.nameEn);

/** A list row: the order with its organisation, and how many lines it has with the first one's name. */
export function orderSummaryDto(
  order: OrderRow,
  organisation: { id: number; name: string },
  lines: readonly Pick<OrderLineRow, 'nameEn' | 'nameEs'>[],
  lang: SiteLanguage,
): OrderSummary {
  return {
    id: order.id,
    organisation,
    reason: order.reason,
    status: order.status,
    currency: order.currency,
    total_minor: order.totalMinor,
    provider: order.provider,
    line_count: lines.length,
    first_line: lines[0] ? lineName(lines[0], lang) : '',
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

/** The lines of some orders (a page of a list), by order, in the order they were written. */
export async function linesOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** An order as the pages show it, in the language asked for; 404 when there is none. */
export async function orderView(db: Db, orderId: number, lang: SiteLanguage): Promise<Order> {
  const [row] = await db
    .select({ order: orders, organisation: { id: organisations.id, name: organisations.name }, placedBy: users.fullName })
    .from(orders)
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound();
  const lines = (await linesOfOrders(db, [orderId])).get(orderId) ?? [];
  const { order } = row;
  const address = order.address;
  return {
    ...orderSummaryDto(order, row.organisation, lines, lang),
    lines: lines.map((line) => ({
      product_id: line.productId,
      kind: line.kind,
      name: lineName(line, lang),
      interval: line.interval,
      quantity: line.quantity,
      unit_minor: line.unitMinor,
      total_minor: line.totalMinor,
    })),
    subtotal_minor: order.subtotalMinor,
    discount_minor: order.discountMinor,
    credit_minor: order.creditMinor,
    coupon_code: order.couponCode,
    address: address
      ? {
          name: address.name,
          company: address.company,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          region: address.region,
          postal_code: address.postalCode,
          country: address.country,
          tax_id: address.taxId,
        }
      : null,
    failure_code: order.failureCode,
    placed_by: row.placedBy ?? null,
    invoice_id: order.invoiceId,
  };
}
