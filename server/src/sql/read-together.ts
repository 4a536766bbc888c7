import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Reads that do not depend on each other. On the pool they go out at once, each on a connection
 * of its own: one round trip instead of several. In a transaction, whose one connection takes one
 * query at a time, they go one after another: node-postgres would queue them itself, but it warns
 * that pg 9 will refuse a query sent while another is running.
 */
export async function readTogether<const T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
