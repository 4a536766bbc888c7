import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  chunkCycles,
  dashboardPages,
  kilobytes,
  catalogChunk,
  loadedSources,
  messageSources,
  PAGE_SPLIT,
  pageLoad,
  readBundle,
  routeBranch,
  routedAppChunk,
  signInPageLoad,
  type Bundle,
} from './bundle';
import { isStartupMessageSource, type CatalogPart } from '@scripts/catalog-parts';
import { ROUTED_APP_MODULE, SIGN_IN_PAGE } from '@scripts/routed-app';

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
  it(`stays within ${kilobytes(BUDGETS.loginScripts)} of gzipped script`, () => {
    const load = signInPageLoad(bundle);
    const report = `/login loads ${kilobytes(load.scriptBytes)} of script in ${load.scripts.length} files:\n${table(load.scripts)}`;
    expect(load.scriptBytes, report).toBeLessThanOrEqual(BUDGETS.loginScripts);
  });

  it(`stays within ${kilobytes(BUDGETS.loginStyles)} of gzipped style sheets`, () => {
    const load = signInPageLoad(bundle);
    expect(load.styleBytes, `/login loads ${kilobytes(load.styleBytes)} of CSS:\n${table(load.styles)}`).toBeLessThanOrEqual(
      BUDGETS.loginStyles,
    );
  });

  it.each([
    ['en', 'es'],
    ['es', 'en'],
  ])('loads the startup part of the %s catalog, and nothing of the %s one', (active, other) => {
    const files = signInPageLoad(bundle, active).scripts.map((script) => script.file);
    const chunkOf = (locale: string, part: CatalogPart) => bundle.manifest[catalogChunk(locale, part)]!.file;
    expect(files).toContain(chunkOf(active, 'startup'));
    expect(files).not.toContain(chunkOf(active, 'rest'));
    expect(files).not.toContain(chunkOf(other, 'startup'));
    expect(files).not.toContain(chunkOf(other, 'rest'));
  });

  it('draws without the router and the auth machine, which the rest of the app preloads', () => {
    const sources = [...loadedSources(bundle, signInPageLoad(bundle))];
    const routedApp = sources.filter(
      (file) =>
        /node_modules\/(@tanstack\/(react-router|router-core|history)|xstate|@xstate\/react)\//.test(file) ||
        /^(machines\/|src\/(router|App|routeTree\.gen)\.tsx?$)/.test(file) ||
        file === ROUTED_APP_MODULE,
    );
    expect(routedApp, 'The sign-in page loads the routed app').toEqual([]);
    const appFile = bundle.manifest[routedAppChunk(bundle)]!.file;
    expect(readFileSync('dist/index.html', 'utf8')).toContain(`<link rel="modulepreload" crossorigin href="/${appFile}">`);
    expect(readFileSync(`dist/${SIGN_IN_PAGE}`, 'utf8')).not.toContain(appFile);
  });

  it('has every message its first load can show in the startup part of the catalog', () => {
    // A message of a file in that load but outside the startup part would show untranslated
    // (or as its id) until the rest of the catalog came.
    const withMessages = messageSources();
    const uncovered = [...loadedSources(bundle, signInPageLoad(bundle))].filter(
      (file) => withMessages.has(file) && !isStartupMessageSource(file),
    );
    expect(uncovered, `Files of /login's first load whose messages are not in the startup part: ${uncovered.join(', ')}`).toEqual([]);
  });
});

describe('the dashboard pages', () => {
  it('are each a lazy chunk of their own', () => {
    const pages = dashboardPages(bundle);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(bundle.manifest[`${page.route}${PAGE_SPLIT}`]!.isDynamicEntry, page.route).toBe(true);
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

describe('the routed app', () => {
  // What a route keeps outside its page's chunk (its address parser, its access) comes with the
  // router into every page's first load; its page's code and its area's schemas must not.
  const CORE_CONTRACT =
    /^src\/api\/contract\/(auth|common|endpoint|errors|zod|roles|notifications|live|dashboards|sms-senders|[\w-]+-values)\.ts$/;
  const isStray = (file: string) =>
    /node_modules\/libphonenumber-js\//.test(file) ||
    /^src\/features\/(?!auth\/)[\w-]+\/.+\.tsx$/.test(file) ||
    /^src\/ui\/dashboard\/.+\.tsx$/.test(file) ||
    (file.startsWith('src/api/contract/') && !CORE_CONTRACT.test(file));

  it('holds no page of an area, no dashboard component, no area schemas and no phone number library', () => {
    const file = bundle.manifest[routedAppChunk(bundle)]!.file;
    const sources = [...loadedSources(bundle, { scripts: [{ file, bytes: 0 }], styles: [], scriptBytes: 0, styleBytes: 0 })];
    expect(sources.filter(isStray), `Modules of the routed app's chunk (${file}) that belong with their pages`).toEqual([]);
  });

  it(`stays within ${kilobytes(BUDGETS.routedApp)} gzipped`, () => {
    const file = bundle.manifest[routedAppChunk(bundle)]!.file;
    expect(bundle.gzipped(file), `${file} is ${kilobytes(bundle.gzipped(file))}`).toBeLessThanOrEqual(BUDGETS.routedApp);
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
