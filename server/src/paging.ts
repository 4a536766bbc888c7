import { notFound } from './http-errors';

/**
 * One page of a list of `count` rows, as every paged call answers it: `{count, num_pages,
 * current_page, results}` with the rows `rowsOf` reads for the page's window. A page past the last
 * answers 404 `Invalid page.`; an empty list still has its page 1.
 */
export async function pageOf<T>(
  count: number,
  { page, page_size: pageSize }: { page: number; page_size: number },
  rowsOf: (window: { limit: number; offset: number }) => Promise<T[]>,
) {
  const numPages = Math.max(1, Math.ceil(count / pageSize));
  if (page > numPages) throw notFound('Invalid page.');
  const results = await rowsOf({ limit: pageSize, offset: (page - 1) * pageSize });
  return { count, num_pages: numPages, current_page: page, results };
}
