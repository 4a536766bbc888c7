import pg from 'pg';

/**
 * Hears NOTIFY on one channel: `onPayload` gets each payload; `onResumed` is called when a lost
 * connection is back and listening again, since what was sent in between was not heard. Answers
 * how to stop listening.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onResumed: () => void) => Promise<() => Promise<void>>;

/** Waits before trying a lost listening connection again: 0.5 s, doubling, at most 10 s. */
const RETRY_DELAYS_MS = { first: 500, max: 10_000 };

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on PostgreSQL through a connection of its own, outside the pool (a pooled connection
 * would be handed to other queries). When the connection is lost (a restart, a failover), it is
 * opened again with growing waits, listens again, and says so.
 */
export function listenOnPostgres(url: string, log: (message: string, error?: unknown) => void = () => {}): Listen {
  return async (channel, onPayload, onResumed) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;
    let delay = RETRY_DELAYS_MS.first;

    const connect = async (resumed: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      next.on('error', (error) => {
        log('the live updates connection to PostgreSQL was lost', error);
        retry(next);
      });
      next.on('end', () => retry(next));
      await next.connect();
      await next.query(`LISTEN ${quoted(channel)}`);
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      delay = RETRY_DELAYS_MS.first;
      if (resumed) onResumed();
    };

    const retry = (lost: pg.Client) => {
      if (stopped || client !== lost || retryTimer) return;
      client = null;
      lost.removeAllListeners('end');
      lost.end().catch(() => {});
      const attempt = () => {
        retryTimer = undefined;
        if (stopped) return;
        connect(true).catch((error: unknown) => {
          log('the live updates connection to PostgreSQL could not be opened again', error);
          delay = Math.min(delay * 2, RETRY_DELAYS_MS.max);
          retryTimer = setTimeout(attempt, delay);
        });
      };
      retryTimer = setTimeout(attempt, delay);
    };

    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => {});
      }
    };
  };
}
