/**
 * The readers of the live bench, in a process of their own (see bench/api.ts on why a load
 * generator sharing the server's event loop skews what is measured): opens one stream per token,
 * says "ready", and for each event records when it arrived on each stream, on the machine's clock
 * (performance.timeOrigin + performance.now(), comparable across processes). Asked for its record
 * it sends it back and exits.
 */
import { holdStream, type HeldStream } from '@server/test/live-stream';

interface Job {
  baseUrl: string;
  tokens: string[];
}

const job = JSON.parse(process.argv[2]!) as Job;
const now = () => performance.timeOrigin + performance.now();
/** Arrival times by event version (the bench numbers its events), one per stream. */
const arrivals = new Map<number, number[]>();

const streams: HeldStream[] = await Promise.all(job.tokens.map((token) => holdStream(job.baseUrl, token)));
const refused = streams.filter((stream) => stream.status !== 200).length;
if (refused > 0) throw new Error(`${refused} streams were refused`);

// holdStream keeps what it heard; this listens for each new event as it is parsed.
for (const stream of streams) {
  const seen = stream.events;
  const push = seen.push.bind(seen);
  seen.push = (...events) => {
    const at = now();
    for (const event of events) {
      const version = 'version' in event.data ? event.data.version : null;
      if (version === null) continue;
      const list = arrivals.get(version);
      if (list) list.push(at);
      else arrivals.set(version, [at]);
    }
    if (complete()) awaited!.send();
    // Nothing needs the events kept: 200 streams × thousands of events is memory the bench would measure.
    return push();
  };
}

/** Once every stream has the last event (streams keep the order, so all before it too), or after 60 s. */
let awaited: { lastVersion: number; send(): void } | null = null;
const complete = () => awaited !== null && (arrivals.get(awaited.lastVersion)?.length ?? 0) >= streams.length;

process.send!({ ready: true });
process.on('message', (message: { reportAfter: number }) => {
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    for (const stream of streams) stream.close();
    process.send!({ arrivals: [...arrivals.entries()] }, () => process.exit(0));
  };
  awaited = { lastVersion: message.reportAfter, send };
  setTimeout(send, 60_000).unref();
  if (complete()) send();
});
