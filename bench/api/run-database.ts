import { rmSync } from 'node:fs';
import { openDatabase, type DatabaseTarget } from '@server/db/client';
import { buildApp } from '@server/src/app';
import { testConfig } from '@server/src/config';
import { BOARD_TEXT_PATH, benchEndpoints } from './endpoints';
import { measure } from './load';
import { profiled, selected } from './profile';
import type { Measured } from './report';
import { seedBenchData } from './seed';
import { signInAll } from './sign-in';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** An answer's text; a failing answer stops the bench. */
async function readText(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Seeds a database of the bench's own, starts the real app on it (listening on loopback, a free
 * port) and puts the load on each endpoint in turn. Throws when any answer was not 2xx.
 */
export async function runOnDatabase(target: DatabaseTarget, load: LoadSettings, log: (line: string) => void): Promise<Measured[]> {
  let started = performance.now();
  const database = await openDatabase(target);
  // The test configuration: silent log, no demo data, temporary media folders, and sign-in
  // limits high enough for the bench's three sign-ins. Answers are written as in production,
  // without the tests' second check against the schemas.
  const config = testConfig({ checkAnswers: false });
  try {
    const data = await seedBenchData(database.db);
    log(`  seeded in ${seconds(started)} s`);
    const app = await buildApp({ config, db: database.db });
    let boardText = '';
    app.get(BOARD_TEXT_PATH, (_request, reply) => reply.type('application/json').send(boardText));
    try {
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      const tokens = await signInAll(baseUrl);
      boardText = await readText(`${baseUrl}/api/v1/projects/todo-list`, { authorization: `Bearer ${tokens.dev}` });
      const measured: Measured[] = [];
      for (const endpoint of benchEndpoints(data).filter((candidate) => selected(candidate.name))) {
        started = performance.now();
        const headers: Record<string, string> = endpoint.as ? { authorization: `Bearer ${tokens[endpoint.as]}` } : {};
        const result = await profiled(`${target.kind}-${endpoint.name}`, () =>
          measure({ url: `${baseUrl}${endpoint.path}`, headers, ...load }),
        );
        // Waits until the server has worked off what the load left queued: the client hangs up when
        // the time is up, but the server still answers every request it took, and those would slow
        // the next endpoint's measurement. One more request of the same kind queues behind them.
        await readText(`${baseUrl}${endpoint.path}`, headers);
        log(`  ${endpoint.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms (${seconds(started)} s)`);
        if (result.non2xx > 0) {
          throw new Error(`${endpoint.name} (${endpoint.path}): ${result.non2xx} answers not 2xx (${result.failedStatuses.join(', ')})`);
        }
        measured.push({ name: endpoint.name, result, reference: endpoint.reference });
      }
      return measured;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    for (const dir of [config.mediaDir, config.filesDir]) rmSync(dir, { recursive: true, force: true });
  }
}
