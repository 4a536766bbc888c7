import { inArray, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The rows whose column is one of these ids: a list, or a subquery that gives them. A subquery is
 * written `column = any(array(subquery))`: it runs once, and each id it gives is looked up through
 * the column's index. Written as `column in (subquery)`, the planner estimates a few thousand index
 * lookups above reading the whole table (at PostgreSQL's default random_page_cost), and
 * hash-joins the ids against a scan of 100,000 rows.
 */
export const amongIds = (column: Column, ids: readonly number[] | SQLWrapper): SQL =>
  Array.isArray(ids) ? inArray(column, ids) : sql`${column} = any(array(${ids as SQLWrapper}))`;
