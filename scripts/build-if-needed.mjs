// `npm start` serves the built app: build it when there is no build, or when a source file is
// newer than the build, so a fresh clone needs only `npm ci && npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestIn(path.join(target, name))), stat.mtimeMs);
}

const sources = [
  'src',
  'machines',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'scripts/catalog-parts.ts',
  'scripts/routed-app.ts',
  'package-lock.json',
];
const newestSource = Math.max(...sources.map(newestIn));

if (builtAt === 0 || newestSource > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Sources changed since the last build; rebuilding the web app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
