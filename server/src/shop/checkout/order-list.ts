import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderList, orderListQuery } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { orderLines, orders, organisationMembers, organisations, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { runsEveryOrganisation } from '@server/src/organisations/membership';
import { amongIds } from '@server/src/sql/among-ids';
import { pageOf } from '@server/src/sql/paging';
import { containsFolded } from '@server/src/sql/search';
import { linesOfOrders, orderSummaryDto } from './order-rows';

type OrderListQuery = z.output<typeof orderListQuery>;
type Viewer = Pick<UserRow, 'id' | 'role'>;

/** The businesses a person owns, as a subquery: a client sees their orders only. */
const ownedOrganisationIds = (db: Db, userId: number) =>
  db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'owner')));

/** Businesses whose name holds every word of the search (case and accents aside). */
function organisationsNamed(db: Db, words: string[]) {
  return db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(...words.map((word) => containsFolded([organisations.name], word))));
}

/** `q`: an order's number (`42` or `#42`), or words of its organisation's name. */
function searchFilter(db: Db, q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const named = amongIds(orders.organisationId, organisationsNamed(db, words));
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  return number ? or(eq(orders.id, Number(number)), named) : named;
}

const SORTS = {
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-total': [desc(orders.totalMinor), desc(orders.id)],
  total: [asc(orders.totalMinor), asc(orders.id)],
} satisfies Record<OrderListQuery['sort'], SQL[]>;

async function ownsOrganisation(db: Db, userId: number, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.userId, userId),
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.role, 'owner'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A page of orders: every organisation's for the agency's managers, the businesses they own for a
 * client (another business in the filter answers 404). The count and the page are two indexed
 * queries on orders; the lines are read for the page's orders only.
 */
export async function orderList(db: Db, viewer: Viewer, query: OrderListQuery): Promise<OrderList> {
  const everyOrganisation = runsEveryOrganisation(viewer);
  if (query.organisation !== undefined && !everyOrganisation && !(await ownsOrganisation(db, viewer.id, query.organisation))) {
    throw notFound();
  }
  const filter = and(
    everyOrganisation ? undefined : amongIds(orders.organisationId, ownedOrganisationIds(db, viewer.id)),
    query.status ? eq(orders.status, query.status) : undefined,
    query.organisation !== undefined ? eq(orders.organisationId, query.organisation) : undefined,
    query.product !== undefined
      ? sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${query.product})`
      : undefined,
    query.q ? searchFilter(db, query.q) : undefined,
  );
  const countOf = () =>
    db
      .select({ n: count() })
      .from(orders)
      .where(filter)
      .then(([row]) => row?.n ?? 0);
  const page = await pageOf(db, countOf, query, ({ limit, offset }) =>
    db
      .select({ order: orders, organisation: { id: organisations.id, name: organisations.name } })
      .from(orders)
      .innerJoin(organisations, eq(organisations.id, orders.organisationId))
      .where(filter)
      .orderBy(...SORTS[query.sort])
      .limit(limit)
      .offset(offset),
  );
  const lines = await linesOfOrders(
    db,
    page.results.map((row) => row.order.id),
  );
  return {
    ...page,
    results: page.results.map((row) => orderSummaryDto(row.order, row.organisation, lines.get(row.order.id) ?? [], query.lang)),
  };
}
