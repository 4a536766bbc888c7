/** One server-sent event, as a browser's EventSource would dispatch it. */
export interface SseMessage {
  /** The `event:` field, or "message" without one. */
  type: string;
  /** The `data:` lines, joined by line breaks. */
  data: string;
  /** The last `id:` seen on the stream so far (an id holds until another replaces it), or null. */
  lastEventId: string | null;
}

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere, and hands each complete event
 * to `onMessage`, by the rules of the HTML standard's event-stream interpretation. Comments (the
 * server's heartbeats) and `retry:` are read and dropped: the connection keeps its own pace.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let afterCr = false;
  let type = '';
  let data: string[] = [];
  let lastEventId: string | null = null;

  function dispatch() {
    if (data.length > 0) onMessage({ type: type || 'message', data: data.join('\n'), lastEventId });
    type = '';
    data = [];
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    /** Reads the next piece of the stream, already decoded. */
    push(chunk: string) {
      if (chunk === '') return;
      // A line ends at CRLF, LF or CR: a chunk ending in CR has ended its line, and an LF opening
      // the next chunk is the rest of that CRLF.
      const text = afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = text.endsWith('\r');
      const lines = (buffer + text).split(/\r\n|\n|\r/);
      buffer = lines.pop()!;
      for (const line of lines) readLine(line);
    },
  };
}
