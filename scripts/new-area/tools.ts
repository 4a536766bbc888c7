import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import prettier from 'prettier';

const MIGRATIONS = 'server/db/migrations';

/**
 * Runs a tool of node_modules/.bin; its output is shown only when it fails. It gets no input: a
 * tool that stops to ask (drizzle-kit, when a table seems renamed) fails instead of waiting.
 */
function run(tool: string, args: string[]): void {
  const result = spawnSync(`node_modules/.bin/${tool}`, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** The file as Prettier writes it, with the project's settings. */
export async function formatted(file: string, text: string): Promise<string> {
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

/**
 * Writes the migration that makes the new table (`npm run db:generate`): the SQL and the schema's
 * snapshot, and the journal's new line. It holds every difference between the schema and the last
 * migration, so a change someone else left without its migration would come along.
 */
export function writeMigration(tag: string): { written: string[]; touched: string[] } {
  const before = new Set(readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }));
  run('drizzle-kit', ['generate', '--config', 'server/drizzle.config.ts', '--name', tag]);
  const added = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).filter((file) => !before.has(file));
  if (!added.some((file) => file.endsWith(`_${tag}.sql`))) throw new Error(`drizzle-kit wrote no migration ${tag}.`);
  return { written: added.sort().map((file) => `${MIGRATIONS}/${file}`), touched: [`${MIGRATIONS}/meta/_journal.json`] };
}

/**
 * Writes src/routeTree.gen.ts as the router's Vite plugin does at the start of a build or of the
 * dev server (its options in vite.config.ts), so the new page type-checks before either runs.
 */
export async function writeRouteTree(): Promise<string> {
  const root = process.cwd();
  const config = getConfig(
    { target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts', disableLogging: true },
    root,
  );
  await new Generator({ config, root }).run();
  return path.relative(root, config.generatedRouteTree);
}

/** Brings the catalogs up to date with the source (`npm run i18n:extract`). */
export function extractMessages(): void {
  run('lingui', ['extract', '--clean']);
}
