import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_CLIENT_ENTRY, SITE_CLIENT_OUT_DIR } from '@scripts/site-build';
import { PAGE_MODULES } from '@/site/page-modules';
import { BUDGETS, kilobytes, loadedSources, readBundle, sitePageLoad, type Bundle } from './bundle';

// The public site's build (vite.site.config.ts): what a first visit to each of its pages downloads.
let bundle: Bundle;
beforeAll(() => {
  if (!existsSync(`${SITE_CLIENT_OUT_DIR}/.vite/manifest.json`))
    throw new Error('No build of the site to measure: run `npm run build` first.');
  bundle = readBundle(SITE_CLIENT_OUT_DIR);
});

const PAGES = Object.entries(PAGE_MODULES);

describe("what a public page's first visit downloads", () => {
  it.each(PAGES)(
    `%s: at most ${kilobytes(BUDGETS.sitePageScripts)} of script in ${BUDGETS.sitePageFiles} files, ${kilobytes(BUDGETS.sitePageStyles)} of styles`,
    (_page, module) => {
      for (const locale of ['en', 'es']) {
        const load = sitePageLoad(bundle, SITE_CLIENT_ENTRY, module, locale);
        const report = load.scripts.map((script) => `  ${kilobytes(script.bytes).padStart(9)}  ${script.file}`).join('\n');
        expect(load.scriptBytes, `${module} (${locale}) loads ${kilobytes(load.scriptBytes)}:\n${report}`).toBeLessThanOrEqual(
          BUDGETS.sitePageScripts,
        );
        expect(load.scripts.length, report).toBeLessThanOrEqual(BUDGETS.sitePageFiles);
        expect(load.styleBytes).toBeLessThanOrEqual(BUDGETS.sitePageStyles);
      }
    },
  );

  it.each(PAGES)("%s: never the app's router, session, API client or zod (a form loads its sender when sent)", (_page, module) => {
    const sources = [...loadedSources(bundle, sitePageLoad(bundle, SITE_CLIENT_ENTRY, module))];
    const forbidden = sources.filter((source) =>
      /node_modules\/(@tanstack|zod|ofetch|xstate)\/|src\/(api\/client|features\/auth|routed-app)/.test(source),
    );
    expect(forbidden).toEqual([]);
  });
});
