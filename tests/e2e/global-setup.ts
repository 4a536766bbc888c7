import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '@server/test/server-process';
import { buildWebApp, webBuildState } from '@scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** What the server prints, e-mails kept in its outbox included. */
    serverLog: string;
  }
}

const SERVER_LOG = 'test-results/server.log';

/** One shared server for every browser test, serving the built app. */
export default async function setup(project: TestProject) {
  // `npm test` has just built; a run of the browser tests alone builds when the sources moved on.
  if (webBuildState() !== 'current') buildWebApp();
  mkdirSync('test-results', { recursive: true });
  writeFileSync(SERVER_LOG, '');
  const server = await startServer({ logFile: SERVER_LOG });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', SERVER_LOG);
  return () => server.stop();
}
