import type pg from 'pg';

/** What the server is told when PostgreSQL ends a connection the pool held idle. */
export type ConnectionLost = (error: Error & { code?: string }) => void;

/** One line on stderr: the server's code and message only, never the connection string. */
export const reportConnectionLost: ConnectionLost = (error) => {
  process.stderr.write(
    `PostgreSQL ended an idle connection (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one.\n`,
  );
};

/**
 * PostgreSQL can end a connection the pool holds idle: a restart, a failover, an administrator,
 * an idle timeout. The pool drops that connection and opens another when a query needs one, but it
 * reports the loss as an `error` event, and an `error` event no one listens to ends the process:
 * without this, a database restart would stop the API.
 */
export function surviveLostConnections(pool: pg.Pool, report: ConnectionLost = reportConnectionLost): void {
  pool.on('error', report);
}
