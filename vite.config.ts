import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { catalogParts } from './scripts/catalog-parts.ts';
import { ROUTED_APP_CHUNK, routedAppPreload } from './scripts/routed-app.ts';
import { SITE_PAGE_PATHS } from './src/api/contract/site-pages.ts';

/** The UI kit: Mantine's core and hooks, the floating-ui it places popovers with, the icons. */
const uiKit = /node_modules[\\/]@(mantine[\\/](core|hooks)|floating-ui|tabler)[\\/]/;
/** Inputs of the forms past sign-in (the sign-in page's own join the startup chunk). */
const formInputs =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Select|MultiSelect|Combobox|NumberInput|PinInput|Pagination|Radio|Chip|Pill|PillsInput|Textarea|Checkbox|Fieldset)[\\/]|react-number-format[\\/])/;

/**
 * Small modules the shell and most pages share. Left alone, each is a file of a few hundred bytes:
 * a request of its own on every first visit. They go with the chunk of what they use (the live
 * stream's bus and the bell's count are the shell's and the pages').
 */
const sharedWithApp =
  /src[\\/](layout[\\/]RouterAnchor\.tsx|ui[\\/](toast|format)\.ts|features[\\/]live[\\/]live-bus\.ts|features[\\/]notifications[\\/]notifications-(queries|api)\.ts|api[\\/]contract[\\/](notifications|notifications-values|live|live-values)\.ts)$/;
const sharedWithUi = /src[\\/]ui[\\/](UserAvatar\.tsx|ComesIntoView\.tsx|Spinner\.tsx|RetryAlert\.tsx|save-file\.ts|UpdatesPill\.tsx)$/;
const mantineDates = /node_modules[\\/]@mantine[\\/]dates[\\/]|src[\\/]ui[\\/]DateField\.tsx$/;
/** The pager goes with the form inputs' chunk, which holds the Pagination it draws. */
const sharedWithForms = /src[\\/]ui[\\/]LabelledPagination\.tsx$/;
/**
 * The API client, zod, the contract's shared schemas and the cache of server data (TanStack Query):
 * every page past sign-in calls the API through them. Each area's own contract stays with its pages,
 * but not its plain values (`*-values.ts`, a few hundred bytes each): those the routes' address
 * parsers read go with the routed app, and left alone each of the others that pages share was a
 * file of its own on a page's first visit.
 */
const apiClient =
  /src[\\/](api[\\/][\w-]+\.ts|api[\\/]contract[\\/]((auth|common|endpoint|errors|zod)|[\w-]+-values)\.ts|features[\\/]auth[\\/]auth-api\.ts)$|node_modules[\\/](zod|ofetch|@tanstack[\\/](query-core|react-query))[\\/]/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too (the default keeps them in the entry): they call the API through the
      // contract, whose schemas would otherwise load zod before the sign-in page can draw. Each goes
      // with its page: the app asks for the current page's chunk as it starts, while the session
      // renews, so the loader is in when the route may load; in a chunk of its own it was asked for
      // only then, a round trip more before the page's data could be asked for.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The sign-in route is not split: its page is the entry's own sign-in form (which a first
        // visit draws before the router loads), so a split would be a request for a few lines.
        splitBehavior: ({ routeId }) => (routeId === '/_guest/login' ? [] : undefined),
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // Lingui's macros (t, Trans, msg) are compiled away at build time by its Babel plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // Each catalog in two parts: what the sign-in page shows, and the rest (scripts/catalog-parts.ts).
    catalogParts(),
    lingui(),
    // login.html for a first visit to the sign-in page; index.html preloads the routed app.
    routedAppPreload(),
    // Compressed once at build time (brotli, and gzip for older clients), so the server sends the
    // smaller file without compressing on every request. Source maps are left as they are.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/, /\.(png|jpe?g|webp|woff2?)$/],
      threshold: 1024,
    }),
  ],
  // One set of path aliases (tsconfig.json "paths") for the app, the tests and the server.
  resolve: {
    tsconfigPaths: true,
    // The shared contract checks numbers with the full metadata on the server; in the browser the
    // small metadata (length and prefix rules) is a fair first check at a quarter of the bytes,
    // and the server's answer still has the last word.
    alias: { 'libphonenumber-js/max': 'libphonenumber-js/min' },
  },
  server: {
    // `npm run dev`: the API server runs beside Vite; proxying keeps cookies same-origin.
    // The public site's pages are drawn by the API server too (from the site's last build).
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget },
      ...Object.fromEntries(
        [...new Set(SITE_PAGE_PATHS.map((path) => path.replace(/\/:\w+$/, '')))].map((path) => [
          `^${path}(/|\\?|$)`,
          { target: apiTarget },
        ]),
      ),
      ...Object.fromEntries(['/site/', '/sitemap.xml', '/robots.txt'].map((path) => [path, { target: apiTarget }])),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one chunk. Split by the modules that
            // share it, it was 40 files of 1 to 20 KB: each costs a request (a round trip each on
            // a slow phone) and compresses alone; as one file the first load is 16 KB smaller.
            { name: 'startup', tags: ['$initial'], priority: 4 },
            // The router, the auth machine and the shell (src/routed-app.ts and what it imports),
            // which the entry loads apart so that the sign-in page draws without them; index.html
            // preloads it on every other page (scripts/routed-app.ts).
            { name: ROUTED_APP_CHUNK, test: (id) => /src[\\/]routed-app\.ts$/.test(id) || sharedWithApp.test(id), priority: 3 },
            // The API client, one chunk rather than four (client, schemas, zod, the auth calls).
            // Below the routed app, which keeps the session hooks it imports; above the UI kit,
            // whose avatar uses the client's base address.
            { name: 'api', test: apiClient, priority: 2 },
            // The rest of the UI kit is one chunk too. Split by the pages sharing each component,
            // the dashboard's shell and first page came as 50 files; the phone's connections took
            // them a few at a time. Its modules import nothing of the pages', so the chunk cannot
            // form a cycle with the pages' chunks (the bundle check fails on one).
            { name: 'ui', test: (id) => (uiKit.test(id) && !formInputs.test(id)) || sharedWithUi.test(id), priority: 1 },
            // Form inputs beyond the sign-in page's are a chunk of their own: the pages with forms
            // load it, the dashboard's first page and the lists without forms do not.
            { name: 'ui-forms', test: (id) => formInputs.test(id) || sharedWithForms.test(id) },
            // Mantine's date inputs with the app's date fields, one chunk: left to the pages that
            // share them, their common hook became a file of its own and a form page's 31st.
            { name: 'dates', test: (id) => mantineDates.test(id) },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          css: false,
          // Above the 10 s a screen test may wait for its page (tests/setup-dom.ts).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts', 'tests/lint/**/*.test.ts'] },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'generator',
          environment: 'node',
          include: ['tests/generator/**/*.test.ts'],
          // After the other projects: it type-checks a copy of the repository and starts a database
          // in it, which on two cores would slow the timed browser tests beside it, and itself.
          sequence: { groupOrder: 1 },
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows once its reads have answered: a poll's default second is short on a busy two-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      // Several API processes on one PostgreSQL (and one S3-compatible server they start): only with
      // a PostgreSQL to run on, which .ci/run starts and names in TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { tsconfigPaths: true },
              test: {
                name: 'cluster',
                environment: 'node',
                include: ['tests/cluster/**/*.test.ts'],
                fileParallelism: false,
                testTimeout: 240_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
