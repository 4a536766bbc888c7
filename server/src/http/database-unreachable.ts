import { NETWORK_FAILURE_CODES } from './network-failures';

/**
 * Failures that say the database cannot answer now, rather than that a query is wrong: sockets
 * refused or cut (Node's codes), PostgreSQL's connection-exception class (08), operator
 * interventions (57P01 shutdown by an administrator, 57P02 crash, 57P03 still starting) and a
 * statement cancelled, most often by the pool's statement timeout (57014).
 */
const SERVER_CODES = /^(08\w{3}|57P0[123]|57014)$/;
/**
 * node-postgres says these without a code: the server closed a connection mid-query, a new
 * connection timed out, or a query got no answer within the pool's own limit; the pool, that no
 * connection came free in time (server/db/pool.ts).
 */
const CUT_OFF = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/;

/** Whether an error, or one it was caused by (Drizzle wraps the driver's), is the database being out of reach. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_FAILURE_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (CUT_OFF.test(current.message)) return true;
  }
  return false;
}
