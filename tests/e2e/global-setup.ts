import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '@server/test/server-process';

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
  if (!existsSync('dist/index.html')) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync(SERVER_LOG, '');
  const server = await startServer({ logFile: SERVER_LOG });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', SERVER_LOG);
  return () => server.stop();
}
