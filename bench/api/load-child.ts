/**
 * The load generator's process: runs autocannon once against the URL it is given (as JSON in its
 * first argument) and prints the figures as one line of JSON. It runs apart from the server so
 * that its own work (sending, parsing, the latency histogram) never waits on the server's event
 * loop, nor the server's on it.
 */
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load';

const job = JSON.parse(process.argv[2]!) as LoadJob;
const result = await autocannon({
  url: job.url,
  headers: job.headers,
  connections: job.connections,
  // Slow endpoints queue 50 requests deep: give them time rather than count them as failures.
  timeout: 60,
  duration: job.durationSeconds,
  warmup: { connections: job.connections, duration: job.warmupSeconds },
});
const failed = Object.entries(result.statusCodeStats)
  .filter(([code]) => !code.startsWith('2'))
  .map(([code, { count }]) => `${count} × ${code}`);
const answer: LoadResult = {
  requestsPerSecond: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  failedStatuses: failed,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
