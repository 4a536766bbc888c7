import { and, eq, ne, sql, sum, type AnyColumn } from 'drizzle-orm';
import { orderLines, orders, subscriptions } from '@server/db/schema';

/*
 * What a product has sold, counted in SQL: the units of its order lines in paid orders, and its
 * subscriptions still running (trialing, active or past due; a cancelled one has ended).
 *
 * Every column below sits inside a condition or a function (its own SQL), which drizzle always
 * writes with its table's name: written straight into a select of one table, it would lose it,
 * and `id` would be ambiguous inside the subquery.
 */

export const paidLine = and(eq(orders.id, orderLines.orderId), eq(orders.status, 'paid'));
export const runningSubscription = ne(subscriptions.status, 'cancelled');

/** Units sold of the product the outer query reads (a correlated subquery, for each row of a page). */
export const unitsSoldOf = (productId: AnyColumn) =>
  sql<number>`(select coalesce(${sum(orderLines.quantity)}, 0) from ${orderLines} join ${orders} on ${paidLine} where ${eq(orderLines.productId, productId)})`.mapWith(
    Number,
  );

/** Running subscriptions of the product the outer query reads. */
export const activeSubscriptionsOf = (productId: AnyColumn) =>
  sql<number>`(select count(*) from ${subscriptions} where ${and(eq(subscriptions.productId, productId), runningSubscription)})`.mapWith(
    Number,
  );
