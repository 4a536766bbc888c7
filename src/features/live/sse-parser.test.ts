// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

/** What the parser hands on from the stream, cut into the given chunks. */
function read(...chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

const CHANGE = 'id: 12\nevent: change\ndata: {"kind":"board","subject":4,"scope":null,"version":3}\n\n';

describe('the event-stream parser', () => {
  it('reads the frames the server sends: retry, a change with its id, a reload, an expiry, and heartbeats in between', () => {
    const stream = `retry: 2000\n\n: open\n\n${CHANGE}: still here\n\nevent: reload\ndata: {}\n\nevent: expired\ndata: {}\n\n`;
    expect(read(stream)).toEqual([
      { type: 'change', data: '{"kind":"board","subject":4,"scope":null,"version":3}', lastEventId: '12' },
      { type: 'reload', data: '{}', lastEventId: '12' },
      { type: 'expired', data: '{}', lastEventId: '12' },
    ]);
  });

  it('reads the same events however the stream is cut, one character at a time included', () => {
    const whole = read(CHANGE, CHANGE.replace('12', '13'));
    expect(read(...`${CHANGE}${CHANGE.replace('12', '13')}`)).toEqual(whole);
    expect(whole.map((m) => m.lastEventId)).toEqual(['12', '13']);
  });

  it('waits for the blank line: an event cut off before it is not dispatched', () => {
    expect(read('id: 12\nevent: change\ndata: {}\n')).toEqual([]);
  });

  it('takes CRLF and CR line ends, a CRLF cut between chunks included, as one line end each', () => {
    const crlf = CHANGE.replaceAll('\n', '\r\n');
    expect(read(crlf)).toEqual(read(CHANGE));
    expect(read(...crlf.split(/(?<=\r)/))).toEqual(read(CHANGE));
    expect(read(CHANGE.replaceAll('\n', '\r'))).toEqual(read(CHANGE));
    expect(read('data: a\r', '', '\ndata: b\r\n\r\n')).toEqual([{ type: 'message', data: 'a\nb', lastEventId: null }]);
  });

  it('follows the standard on the edges: data lines joined, one leading space dropped, no data no event', () => {
    expect(read('data:x\ndata:  y\nevent\n\n')).toEqual([{ type: 'message', data: 'x\n y', lastEventId: null }]);
    expect(read('event: change\nid: 5\n\ndata: later\n\n')).toEqual([{ type: 'message', data: 'later', lastEventId: '5' }]);
    expect(read('id: bad\0id\ndata: z\n\n')).toEqual([{ type: 'message', data: 'z', lastEventId: null }]);
  });
});
