import type { SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fieldError } from '@server/src/http/http-errors';

/** PostgreSQL's answer to a time zone it does not know (the contract checks names against the runtime's list). */
const INVALID_PARAMETER_VALUE = '22023';

/**
 * Runs a statement written in SQL and answers its rows (both drivers answer `rows`). A time zone the contract
 * let through but PostgreSQL does not know is the reader's mistake, answered as such (400).
 */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  try {
    return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === INVALID_PARAMETER_VALUE && /time zone/i.test(String((cause as { message?: string }).message)))
      throw fieldError('time_zone', 'invalid_choice');
    throw error;
  }
}
