import { notFound } from './http-errors';

/**
 * One page of a list of `count` rows, as every paged call answers it: `{count, num_pages,
 * current_page, results}` with the rows `rowsOf` reads for the page's window. A page past the last
 * answers 404 `Invalid page.`; an empty list still has its page 1.
 */
export async function pageOf<T>(
  countOf: Promise<number>,
  { page, page_size: pageSize }: { page: number; page_size: number },
  rowsOf: (window: { limit: number; offset: number }) => Promise<T[]>,
) {
  // The count and the page are read together, one round trip instead of two; a page past the
  // last is empty and thrown away.
  const [count, results] = await Promise.all([countOf, rowsOf({ limit: pageSize, offset: (page - 1) * pageSize })]);
  const numPages = Math.max(1, Math.ceil(count / pageSize));
  if (page > numPages) throw notFound('Invalid page.');
  return { count, num_pages: numPages, current_page: page, results };
}
