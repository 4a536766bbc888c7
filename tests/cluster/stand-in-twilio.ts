import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInTwilio {
  /** TWILIO_API_BASE_URL for one process: its requests arrive under `/<who>/`. */
  urlFor(who: string): string;
  /** From now on, never answer this process (as a Twilio that hangs, or a process cut off mid-call). */
  hang(who: string): void;
  /** How many messages this process has asked to send. */
  asked(who: string): number;
  close(): Promise<void>;
}

/** Twilio's REST API as far as sending an SMS goes: answers each message as queued with an id. */
export async function standInTwilio(): Promise<StandInTwilio> {
  const hanging = new Set<string>();
  const asked = new Map<string, number>();
  const held: ServerResponse[] = [];
  let sequence = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const who = (request.url ?? '').split('/')[1] ?? '';
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      asked.set(who, (asked.get(who) ?? 0) + 1);
      if (hanging.has(who)) {
        held.push(response);
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(text));
      sequence += 1;
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          sid: `SM${String(sequence).padStart(32, '0')}`,
          status: 'queued',
          error_code: null,
          to: fields.To,
          from: fields.From,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlFor: (who) => `http://127.0.0.1:${port}/${who}`,
    hang: (who) => void hanging.add(who),
    asked: (who) => asked.get(who) ?? 0,
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
