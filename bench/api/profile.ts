import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * With BENCH_PROFILE set to a folder, records where the server's CPU goes while one endpoint is
 * under load (the seeding and the other endpoints left out) and writes it there as a .cpuprofile
 * that Chrome's DevTools opens.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${name.replace(/[^\w-]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
}

/**
 * BENCH_ONLY: a comma-separated list of endpoint names, or their beginnings, to measure (with the
 * empty route); all when unset. Beginnings, because some names hold a comma: "todo board" and
 * "calls" choose "todo board (2,000)" and "calls, filtered".
 */
export const selected = (name: string) => {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return !only || name === 'health' || only.some((item) => name.startsWith(item));
};
