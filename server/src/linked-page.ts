import { notFound } from './http-errors';

/**
 * A page in the spec's linked shape, `{count, next, previous, results}`: `next` and `previous`
 * are the same address on the neighbouring pages. A page past the last answers 404 `Invalid page.`;
 * an empty list still has its page 1.
 */
export async function linkedPageOf<T>(
  countOf: Promise<number>,
  { page, pageSize, pageUrl }: { page: number; pageSize: number; pageUrl: (page: number) => string },
  rowsOf: (window: { limit: number; offset: number }) => Promise<T[]>,
) {
  // Read together, as in pageOf: a page past the last is empty and thrown away.
  const [count, results] = await Promise.all([countOf, rowsOf({ limit: pageSize, offset: (page - 1) * pageSize })]);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw notFound('Invalid page.');
  return {
    count,
    next: page < pages ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results,
  };
}
