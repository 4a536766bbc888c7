import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { catalogParts } from './scripts/catalog-parts.ts';
import {
  SITE_ASSETS_BASE,
  SITE_CLIENT_ENTRY,
  SITE_CLIENT_OUT_DIR,
  SITE_RENDERER_ENTRY,
  SITE_RENDERER_OUT_DIR,
} from './scripts/site-build.ts';

/**
 * The public site, built apart from the app (vite.config.ts): its pages are rendered to HTML on the
 * server (`--ssr`, the renderer the server imports) and made interactive in the browser by a small
 * entry of their own, which never loads the app's router, session or shell. Two builds of one config:
 * `vite build -c vite.site.config.ts` (the browser's files, served under /site/) and the same with
 * `--ssr` (the renderer, outside the served folder).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: SITE_ASSETS_BASE,
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    catalogParts(),
    lingui(),
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
            exclude: [/\.map$/],
            threshold: 1024,
          }),
        ]),
  ],
  resolve: { tsconfigPaths: true, alias: { 'libphonenumber-js/max': 'libphonenumber-js/min' } },
  publicDir: false,
  build: isSsrBuild
    ? { outDir: SITE_RENDERER_OUT_DIR, emptyOutDir: true, sourcemap: true, minify: false, rolldownOptions: { input: SITE_RENDERER_ENTRY } }
    : {
        outDir: SITE_CLIENT_OUT_DIR,
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: { input: SITE_CLIENT_ENTRY },
      },
  // The renderer runs in Node beside the server: its packages are imported from node_modules
  // rather than bundled, but for the CSS imports of Mantine's files, which Node cannot load.
  ssr: { noExternal: [/\.css$/] },
}));
