/**
 * How long `npm start` takes, step by step: whether the build is redone when nothing changed, how
 * long a build takes, the first start on a fresh data folder (migrations and every area's demo
 * data) and a start on that existing folder, each until the server answers. Run with
 * `npm run bench:startup` after a build; it serves nothing from `./data` and builds into a folder
 * of its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@server/test/server-process';

const EXISTING_FOLDER_GOAL_MS = 5_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function timed<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

async function timedAsync<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lato-startup-'));
const rows: string[][] = [];
try {
  const [checkOutput, checkMs] = timed(() => execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { encoding: 'utf8' }));
  const rebuilt = checkOutput.trim() !== '';
  rows.push(['build check, nothing changed', seconds(checkMs), rebuilt ? 'REBUILT (run after `npm run build`)' : 'nothing rebuilt']);

  const outDir = path.join(scratch, 'dist');
  const [, buildMs] = timed(() =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']),
  );
  rows.push(['build (a fresh clone, once)', seconds(buildMs), '']);

  const dataDir = path.join(scratch, 'data');
  const [first, freshMs] = await timedAsync(() => startServer({ dataDir }));
  await first.stop();
  rows.push(['start, fresh data folder (migrations, demo data)', seconds(freshMs), '']);

  const [again, existingMs] = await timedAsync(() => startServer({ dataDir }));
  await again.stop();
  const met = existingMs <= EXISTING_FOLDER_GOAL_MS;
  rows.push([
    'start, existing data folder',
    seconds(existingMs),
    `${met ? 'meets' : 'MISSES'} the ${seconds(EXISTING_FOLDER_GOAL_MS)} goal`,
  ]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log('| step | time | note |\n| --- | ---: | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
