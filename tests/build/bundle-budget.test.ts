import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  chunkCycles,
  dashboardPages,
  kilobytes,
  LOGIN_ROUTE_FILES,
  pageLoad,
  readBundle,
  routeBranch,
  type Bundle,
} from './bundle';

// Reads the build `npm test` makes before the suites run: byte counts are deterministic, so this
// is a check of what a visitor downloads, not a timing.
let bundle: Bundle;
beforeAll(() => {
  if (!existsSync('dist/.vite/manifest.json')) throw new Error('No build to measure: run `npm run build` first.');
  bundle = readBundle();
});

const table = (rows: { file: string; bytes: number }[]) =>
  rows.map((row) => `  ${kilobytes(row.bytes).padStart(9)}  ${row.file}`).join('\n');

describe('what the sign-in page downloads', () => {
  it(`stays within ${kilobytes(BUDGETS.loginScripts)} of gzipped script (goal ${kilobytes(BUDGETS.loginScriptsGoal)})`, () => {
    const load = pageLoad(bundle, LOGIN_ROUTE_FILES);
    const report = `/login loads ${kilobytes(load.scriptBytes)} of script in ${load.scripts.length} files:\n${table(load.scripts)}`;
    expect(load.scriptBytes, report).toBeLessThanOrEqual(BUDGETS.loginScripts);
  });

  it(`stays within ${kilobytes(BUDGETS.loginStyles)} of gzipped style sheets`, () => {
    const load = pageLoad(bundle, LOGIN_ROUTE_FILES);
    expect(load.styleBytes, `/login loads ${kilobytes(load.styleBytes)} of CSS:\n${table(load.styles)}`).toBeLessThanOrEqual(
      BUDGETS.loginStyles,
    );
  });

  it.each([
    ['en', 'es'],
    ['es', 'en'],
  ])('loads the %s catalog and not the %s one', (active, other) => {
    const files = pageLoad(bundle, LOGIN_ROUTE_FILES, active).scripts.map((script) => script.file);
    expect(files).toContain(bundle.manifest[`locales/${active}/messages.po`]!.file);
    expect(files).not.toContain(bundle.manifest[`locales/${other}/messages.po`]!.file);
  });
});

describe('the dashboard pages', () => {
  it('are each a lazy chunk of their own', () => {
    const pages = dashboardPages(bundle);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(bundle.manifest[`${page.route}?tsr-split=component`]!.isDynamicEntry, page.route).toBe(true);
  });

  it(`keep their own chunk within ${kilobytes(BUDGETS.pageChunk)} gzipped`, () => {
    const offenders = dashboardPages(bundle).filter((page) => page.bytes > BUDGETS.pageChunk);
    const report = offenders.map((page) => `  ${kilobytes(page.bytes).padStart(9)}  ${page.route} (${page.file})`).join('\n');
    expect(offenders, `Pages over budget:\n${report}`).toEqual([]);
  });

  it(`load at most ${BUDGETS.pageFiles} script files on a first visit`, () => {
    const offenders = dashboardPages(bundle)
      .map((page) => ({ route: page.route, files: pageLoad(bundle, routeBranch(bundle, page.route)).scripts.length }))
      .filter((page) => page.files > BUDGETS.pageFiles);
    const report = offenders.map((page) => `  ${String(page.files).padStart(4)} files  ${page.route}`).join('\n');
    expect(offenders, `Pages over budget:\n${report}`).toEqual([]);
  });
});

describe('the chunks', () => {
  it('import one another without a cycle', () => {
    const report = chunkCycles(bundle)
      .map((cycle) => `  ${cycle.join(' -> ')}`)
      .join('\n');
    expect(report, `Chunks importing one another:\n${report}`).toBe('');
  });
});
