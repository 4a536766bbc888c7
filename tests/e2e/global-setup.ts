import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '@server/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One shared server for every browser test, serving the built app. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  }
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
