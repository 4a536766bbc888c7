// Whether the built web app (dist/) is older than its sources, and a build. `npm start` and the
// end-to-end tests' setup both use it, so neither serves a build older than the code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'machines',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.site.config.ts',
  'scripts/site-build.ts',
  'lingui.config.ts',
  'scripts/catalog-parts.ts',
  'scripts/routed-app.ts',
  'package-lock.json',
];

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestIn(path.join(target, name))), stat.mtimeMs);
}

/** 'missing' with no build, 'stale' when a source changed since, else 'current'. */
export function webBuildState() {
  // The public site's renderer is built last: without it, the build stopped part way.
  if (!existsSync('dist/index.html') || !existsSync('dist-server/site/render.js')) return 'missing';
  return Math.max(...SOURCES.map(newestIn)) > statSync('dist/index.html').mtimeMs ? 'stale' : 'current';
}

// A production build whoever asks: under Vitest (the browser tests' setup) NODE_ENV is "test", and
// Vite then builds React's and Lingui's development code (the entry went from 101 KB to 169 KB
// gzipped, and the browser tests ran on it).
const vite = (...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });

/** Builds the web app and the public site (its browser files, then its server renderer) with Vite, printing only their warnings. */
export function buildWebApp() {
  vite();
  vite('-c', 'vite.site.config.ts');
  vite('-c', 'vite.site.config.ts', '--ssr');
}
