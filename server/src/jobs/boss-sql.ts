import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '@server/db/client';

/** pg-boss's locked commands: its whole text between its own BEGIN and COMMIT. */
const EXPLICIT_TRANSACTION = /^\s*BEGIN;([\s\S]*;)\s*COMMIT;\s*$/;

/**
 * pg-boss's commands that must hold its advisory lock come as one text, `BEGIN; SET LOCAL …;
 * SELECT pg_advisory_xact_lock(…); …; COMMIT;`. Sent as they are, a failing statement leaves the
 * connection inside an aborted transaction: on PGlite's single connection every later query of the
 * app fails until someone rolls back, and on PostgreSQL the pooled connection goes back to the
 * app's pool in that state. Without BEGIN and COMMIT the same text is still one transaction (the
 * implicit one of a multi-statement simple query, in which SET LOCAL and the transaction-scoped
 * advisory lock hold as before) and PostgreSQL rolls it back by itself when a statement fails.
 */
export function asImplicitTransaction(text: string): string {
  return EXPLICIT_TRANSACTION.exec(text)?.[1] ?? text;
}

/**
 * pg-boss's database: the app's own (PGlite's single connection, or the PostgreSQL pool). On
 * PGlite every query and exec waits for any transaction of the app to end (PGlite's transaction
 * lock) and pg-boss's locked commands are one exec each, so neither runs inside the other; the
 * one thing that cannot work is queueing a job from inside an app transaction on PGlite (the send
 * would wait for the lock its own transaction holds): queue jobs after the commit.
 */
export function bossDb(executeSql: ExecuteSql): PgBoss.Db {
  return { executeSql: (text, values) => executeSql(asImplicitTransaction(text), values) };
}
