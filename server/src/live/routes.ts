import type { FastifyInstance } from 'fastify';
import { LIVE_CHANGE, LIVE_EXPIRED, LIVE_RELOAD, liveEndpoints, type LiveEvent } from '@/api/contract/live';
import type { LiveEventRow } from '@server/db/schema';
import { currentToken } from '@server/src/auth/authenticate';
import { handlersFor } from '@server/src/http/endpoints';
import { fieldError } from '@server/src/http/http-errors';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting on its own (ours reconnects itself, with backoff). */
const RETRY_MS = 2000;
/** A reader this far behind (a stalled tab) is let go; it reconnects and is replayed or reloads. */
const MAX_BUFFERED_BYTES = 1_048_576;

const EVENT_ID = /^\d{1,15}$/;

function lastEventIdOf(header: string | string[] | undefined): number | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !EVENT_ID.test(header)) throw fieldError('Last-Event-ID', 'invalid');
  return Number(header);
}

const wireOf = ({ kind, subject, scope, version }: LiveEventRow): LiveEvent => ({ kind, subject, scope, version });
const frame = (row: LiveEventRow) => `id: ${row.id}\nevent: ${LIVE_CHANGE}\ndata: ${JSON.stringify(wireOf(row))}\n\n`;

/** The live stream: server-sent events for one signed-in tab, until its access token expires. */
export const liveHandlers = (app: FastifyInstance) =>
  handlersFor(liveEndpoints, {
    stream: async ({ request, reply, user }) => {
      const lastId = lastEventIdOf(request.headers['last-event-id']);
      const token = currentToken(request);
      // Listening starts before the replay is read, so nothing made in between is lost; what is
      // heard meanwhile waits, and what the replay already gave is not sent twice.
      let sendLive: ((row: LiveEventRow) => void) | null = null;
      const heardDuringReplay: LiveEventRow[] = [];
      const detach = app.live.attach({ userId: user.id, send: (row) => (sendLive ? sendLive(row) : heardDuringReplay.push(row)) });
      let replay: Awaited<ReturnType<typeof app.live.replay>> | null;
      try {
        replay = lastId === null ? null : await app.live.replay(user.id, lastId);
      } catch (error) {
        detach();
        throw error;
      }

      // The tab left while its replay was read: its stream is never opened.
      if (request.raw.socket.destroyed) {
        detach();
        return reply.hijack();
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // Proxies that buffer answers (nginx) would hold events back.
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();

      let open = true;
      const write = (text: string) => {
        if (!open) return;
        raw.write(text);
        if (raw.writableLength > MAX_BUFFERED_BYTES) end();
      };
      const heartbeat = setInterval(() => write(': still here\n\n'), HEARTBEAT_MS);
      const expiresInMs = Math.max(0, token.expiresAt * 1000 - Date.now());
      const expiry = setTimeout(() => {
        write(`event: ${LIVE_EXPIRED}\ndata: {}\n\n`);
        end();
      }, expiresInMs);
      function end() {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        detach();
        app.live.dropEnder(end);
        raw.end();
      }
      app.live.keepEnder(end);
      raw.on('close', end);

      write(`retry: ${RETRY_MS}\n\n`);
      const replayed = new Set<number>();
      const floor = lastId ?? 0;
      if (replay && 'reload' in replay) {
        // Nothing heard is dropped after a reload: an id below the newest may belong to a
        // transaction still open, whose change the reloaded page cannot have read yet.
        write(`id: ${replay.newestId}\nevent: ${LIVE_RELOAD}\ndata: {}\n\n`);
      } else {
        for (const row of replay?.events ?? []) {
          write(frame(row));
          replayed.add(row.id);
        }
      }
      sendLive = (row) => {
        if (row.id > floor && !replayed.has(row.id)) write(frame(row));
      };
      for (const row of heardDuringReplay) sendLive(row);
      // Comments reach the reader at once, so it knows the stream is open before any change.
      write(': open\n\n');
      return reply;
    },
  });
