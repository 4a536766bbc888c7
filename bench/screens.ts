/**
 * How the todo board and the phase editor hold up under load: 2,000 cards on a DEV's todo board
 * and a project phase with 500 tasks. For each screen, several visits: the time until every card
 * shows, then a card dragged by mouse to the next column, with the main thread's long tasks from
 * pointer down to the drop on screen (the goal: none over 50 ms), and a check that the server
 * saved the move. Prints a Markdown table of medians.
 *
 *   npm run bench:screens                 builds the app, then measures 3 visits per screen
 *   npm run bench:screens -- --runs 5 --skip-build
 *   npm run bench:screens -- --skip-build --screen "phase"   only the screens whose name holds "phase"
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@server/test/server-process';
import { launchBrowser } from '@tests/e2e/browser';
import { boardsOf } from './screens/boards';
import { measureOnce, type Measurement } from './screens/measure';
import { seedScreens } from './screens/seed';
import { resultsTable } from './screens/table';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    screen: { type: 'string', default: '' },
  },
});
const runs = Number(options.runs);

if (!options['skip-build']) execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'lato-screens-'));
let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  const seeded = await seedScreens(dataDir);
  console.log(
    `Seeded: ${seeded.todo.cards} todo cards for ${seeded.todo.email} (${Object.entries(seeded.todo.columns)
      .map(([column, count]) => `${column} ${count}`)
      .join(', ')}); ${seeded.phaseEditor.tasks} tasks in project ${seeded.phaseEditor.projectId} (${seeded.phaseEditor.phases
      .map((phase) => `${phase.name} ${phase.tasks}`)
      .join(', ')}).`,
  );
  server = await startServer({ dataDir });
  browser = await launchBrowser();
  const rows: { screen: string; cards: number; runs: Measurement[] }[] = [];
  for (const board of boardsOf(seeded).filter((b) => b.name.toLowerCase().includes(options.screen.toLowerCase()))) {
    const measured: Measurement[] = [];
    for (let run = 1; run <= runs; run += 1) {
      measured.push(await measureOnce(browser, server.url, board));
      console.log(`${board.name}, run ${run}: ${JSON.stringify(measured.at(-1))}`);
    }
    rows.push({ screen: board.name, cards: board.cards, runs: measured });
  }
  console.log(`\n${resultsTable(rows)}`);
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
