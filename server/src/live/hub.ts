import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { Listen } from '@server/db/listener';
import { liveEvents, type LiveEventRow } from '@server/db/schema';
import { readersOf } from './audience';
import { LIVE_CHANNEL } from './publish';

/** How long a tab that lost its stream may come back and be told what it missed. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

/** Event ids already sent, so that an event heard twice (a catch-up after a lost connection) goes out once. */
const REMEMBERED_IDS = 10_000;

/** One open stream, as the hub sees it. */
export interface LiveStream {
  userId: number;
  send(event: LiveEventRow): void;
}

/** What a tab coming back with the id of the last event it got should be given. */
/** A reload names the newest event, so the tab's next reconnect starts from there instead of asking again. */
export type Replay = { events: LiveEventRow[] } | { reload: true; newestId: number };

/**
 * The streams this process holds, by person, and the one LISTEN that feeds them: each event heard
 * is read once, its readers asked once (audience.ts), and it is written to each of their streams.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private readonly sent = new Set<number>();
  private highestSent = 0;
  private heard: number[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private stopListening: (() => Promise<void>) | null = null;
  /** How to end each open stream, so that closing the server does not wait on them. */
  private readonly enders = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  async start(listen: Listen): Promise<void> {
    this.stopListening = await listen(
      LIVE_CHANNEL,
      (payload) => this.hear(payload),
      () => void this.catchUp(),
    );
  }

  keepEnder(end: () => void): void {
    this.enders.add(end);
  }

  dropEnder(end: () => void): void {
    this.enders.delete(end);
  }

  /** Ends every stream (their tabs reconnect to another process, or to this one once it is back). */
  endStreams(): void {
    for (const end of this.enders) end();
  }

  async stop(): Promise<void> {
    this.endStreams();
    const stop = this.stopListening;
    this.stopListening = null;
    // A database already closed (or lost) has nothing left to stop listening on.
    await stop?.().catch((error: unknown) => this.log.warn({ err: error }, 'the live updates listener did not stop cleanly'));
    await this.flushing;
  }

  /** How many streams are open here (the bench and the readiness check read it). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  attach(stream: LiveStream): () => void {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(stream.userId) === set) this.streams.delete(stream.userId);
    };
  }

  /** Waits until every event heard so far has been written out (tests wait on it). */
  settled(): Promise<void> {
    return this.flushing;
  }

  private hear(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.heard.push(id);
    if (this.flushQueued) return;
    this.flushQueued = true;
    // Events heard together are read in one query, in the order they were made.
    setImmediate(() => {
      this.flushQueued = false;
      const ids = this.heard;
      this.heard = [];
      this.flushing = this.flushing.then(() => this.deliverIds(ids));
    });
  }

  private async deliverIds(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const rows = await this.db.select().from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id));
      await this.deliver(rows);
    } catch (error) {
      this.log.error({ err: error }, 'live events could not be delivered');
    }
  }

  /** After a lost LISTEN connection came back: what was made meanwhile and not yet sent. */
  private async catchUp(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      try {
        const since = new Date(this.clock().getTime() - REPLAY_WINDOW_MS);
        const rows = await this.db
          .select()
          .from(liveEvents)
          .where(and(gt(liveEvents.id, this.highestSent), gte(liveEvents.occurredAt, since)))
          .orderBy(asc(liveEvents.id));
        await this.deliver(rows);
      } catch (error) {
        this.log.error({ err: error }, 'live events missed during a lost connection could not be caught up');
      }
    });
    await this.flushing;
  }

  private async deliver(rows: LiveEventRow[]): Promise<void> {
    for (const row of rows) {
      if (this.sent.has(row.id)) continue;
      this.remember(row.id);
      const candidates = [...this.streams.keys()];
      if (candidates.length === 0) continue;
      for (const userId of await readersOf(this.db, row, candidates)) {
        for (const stream of this.streams.get(userId) ?? []) stream.send(row);
      }
    }
  }

  private remember(id: number): void {
    this.sent.add(id);
    this.highestSent = Math.max(this.highestSent, id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value!);
  }

  /**
   * What a tab missed since event `lastId`, for its person only: every later event still kept, if
   * `lastId` is within the replay window; else the tab reloads what it shows (nothing to reload
   * when nothing happened since).
   */
  async replay(userId: number, lastId: number): Promise<Replay> {
    const since = new Date(this.clock().getTime() - REPLAY_WINDOW_MS);
    const [last] = await this.db.select({ occurredAt: liveEvents.occurredAt }).from(liveEvents).where(eq(liveEvents.id, lastId)).limit(1);
    if (!last || last.occurredAt < since) {
      // Too old, gone (deleted by the clean-up) or never made: a reload if any event was made after it.
      const result = (await this.db.execute(sql`select last_value::text as "lastValue" from live_events_id_seq`)) as unknown as {
        rows: { lastValue: string }[];
      };
      const newestId = Number(result.rows[0]?.lastValue ?? 0);
      return newestId > lastId ? { reload: true, newestId } : { events: [] };
    }
    const rows = await this.db.select().from(liveEvents).where(gt(liveEvents.id, lastId)).orderBy(asc(liveEvents.id));
    const events: LiveEventRow[] = [];
    for (const row of rows) if ((await readersOf(this.db, row, [userId])).has(userId)) events.push(row);
    return { events };
  }
}
