import type { Db } from '@server/db/client';
import { notFound } from '@server/src/http/http-errors';
import { readTogether } from './read-together';

type CountOf = () => PromiseLike<number>;
type RowsOf<T> = (window: { limit: number; offset: number }) => Promise<T[]>;

/**
 * The count of a list and the rows of one of its pages, read together (one round trip instead of
 * two); a page past the last is empty, thrown away, and answers 404 `Invalid page.`. An empty list
 * still has its page 1. Both paged shapes below are made from it.
 */
async function readPage<T>(db: Db, countOf: CountOf, page: number, pageSize: number, rowsOf: RowsOf<T>) {
  const [count, results] = await readTogether(db, [countOf, () => rowsOf({ limit: pageSize, offset: (page - 1) * pageSize })]);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw notFound('Invalid page.');
  return { count, pages, results };
}

/** One page as every numbered list answers it: `{count, num_pages, current_page, results}`. */
export async function pageOf<T>(
  db: Db,
  countOf: CountOf,
  { page, page_size: pageSize }: { page: number; page_size: number },
  rowsOf: RowsOf<T>,
) {
  const { count, pages, results } = await readPage(db, countOf, page, pageSize, rowsOf);
  return { count, num_pages: pages, current_page: page, results };
}

/**
 * A page in the spec's linked shape, `{count, next, previous, results}`: `next` and `previous`
 * are the same address on the neighbouring pages.
 */
export async function linkedPageOf<T>(
  db: Db,
  countOf: CountOf,
  { page, pageSize, pageUrl }: { page: number; pageSize: number; pageUrl: (page: number) => string },
  rowsOf: RowsOf<T>,
) {
  const { count, pages, results } = await readPage(db, countOf, page, pageSize, rowsOf);
  return { count, next: page < pages ? pageUrl(page + 1) : null, previous: page > 1 ? pageUrl(page - 1) : null, results };
}
