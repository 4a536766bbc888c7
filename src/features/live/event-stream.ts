import { fromCallback, type EventObject } from 'xstate';
import { LIVE_CHANGE, LIVE_EXPIRED, LIVE_RELOAD, liveEventSchema } from '@/api/contract/live';
import type { StreamEvent, StreamInput } from '@machines/live-connection/live-connection.machine';
import { createSseParser, type SseMessage } from './sse-parser';

/**
 * The server writes a comment every 20 s: silence this long means a connection that died without
 * a word (a laptop that slept, a network that changed), which no error would ever report.
 */
export const SILENCE_LIMIT_MS = 45_000;

export interface StreamSource {
  /** The address of GET /api/v1/events/. */
  url: string;
  /** The access token to open the stream with, or null without a session. */
  token(): string | null;
  fetch: typeof fetch;
}

/**
 * The live connection's stream actor: GET /api/v1/events/ with the token in a header (which an
 * EventSource cannot send), read as server-sent events and told to the machine as StreamEvents.
 * Whatever ends it (the server, the network, the silence limit) is told once, as ENDED; stopped by
 * the machine, it closes the request and tells nothing more.
 */
export function eventStream(source: StreamSource) {
  return fromCallback<EventObject, StreamInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    let finished = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const finish = (last?: StreamEvent) => {
      if (finished) return;
      finished = true;
      clearTimeout(silence);
      controller.abort();
      if (last) sendBack(last);
    };
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => finish({ type: 'ENDED' }), SILENCE_LIMIT_MS);
    };
    const parser = createSseParser((message: SseMessage) => {
      if (finished) return;
      if (message.type === LIVE_CHANGE) {
        // A change this client cannot read (a kind added since it loaded) is passed over: no page here follows it.
        const change = liveEventSchema.safeParse(parseJson(message.data));
        if (change.success) sendBack({ type: 'CHANGE', id: message.lastEventId, change: change.data } satisfies StreamEvent);
      } else if (message.type === LIVE_RELOAD) sendBack({ type: 'RELOAD', id: message.lastEventId } satisfies StreamEvent);
      else if (message.type === LIVE_EXPIRED) finish({ type: 'EXPIRED' });
    });

    async function read() {
      const token = source.token();
      if (token === null) return finish({ type: 'UNAUTHORIZED' });
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (input.lastEventId !== null) headers['Last-Event-ID'] = input.lastEventId;
      heard();
      const response = await source.fetch(source.url, { headers, cache: 'no-store', signal: controller.signal });
      if (finished) return;
      if (response.status === 401) return finish({ type: 'UNAUTHORIZED' });
      if (!response.ok || !response.body) return finish({ type: 'ENDED' });
      sendBack({ type: 'OPENED' } satisfies StreamEvent);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || finished) break;
        heard();
        parser.push(decoder.decode(value, { stream: true }));
      }
      finish({ type: 'ENDED' });
    }

    read().catch(() => finish({ type: 'ENDED' }));
    return () => finish();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
