import type { LiveEvent } from '@/api/contract/live';

/** One server-sent event as read off the wire. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: LiveEvent | Record<string, never>;
  /** When it arrived (performance.now()), for the bench's delays. */
  at: number;
}

export interface HeldStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already here or still to come) that `matches`; rejects when the stream ends first. */
  next(matches: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/v1/events/` on a listening server, as a tab does, and keeps what it hears. */
export async function holdStream(baseUrl: string, token: string | null, lastEventId?: string): Promise<HeldStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/v1/events/`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{
    matches: (event: ReceivedEvent) => boolean;
    resolve(event: ReceivedEvent): void;
    reject(error: Error): void;
  }>();
  let finished = false;

  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          const event: ReceivedEvent = {
            id: fields.get('id') ?? null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data')!) as ReceivedEvent['data'],
            at: performance.now(),
          };
          events.push(event);
          for (const waiter of waiters) {
            if (waiter.matches(event)) {
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      finished = true;
      for (const waiter of waiters) waiter.reject(new Error('the stream ended before the event came'));
      waiters.clear();
    }
  })();

  return {
    status: response.status,
    events,
    ended,
    next(matches) {
      const found = events.find(matches);
      if (found) return Promise.resolve(found);
      if (finished) return Promise.reject(new Error('the stream has ended'));
      return new Promise((resolve, reject) => waiters.add({ matches, resolve, reject }));
    },
    close: () => controller.abort(),
  };
}
