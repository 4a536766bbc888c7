import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/**
 * The router, the auth machine and the shell: the module `src/main.tsx` loads apart from the
 * entry, so that a first visit to the sign-in page draws without them.
 */
export const ROUTED_APP_MODULE = 'src/routed-app.ts';

/** The name of the routed app's chunk (a group in vite.config.ts): the bundle check finds it by it. */
export const ROUTED_APP_CHUNK = 'app';

/** The page served for a first visit to `/login`: index.html without the routed app's preloads. */
export const SIGN_IN_PAGE = 'login.html';

/**
 * Adds to `index.html` a modulepreload of each file of the routed app, so that every page but the
 * sign-in page downloads it with the entry rather than once the entry has run; and writes
 * `login.html`, the same page without them, which the server answers `/login` with. Compressed
 * here: the build's compression has run by the time the page is final.
 */
export function routedAppPreload(root = process.cwd()): Plugin {
  const start = path.resolve(root, ROUTED_APP_MODULE);
  let preloads = '';
  let base = '/';
  return {
    name: 'lato:routed-app-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const routedApp = chunks.find((chunk) => chunk.moduleIds.includes(start));
        if (!entry || !routedApp) throw new Error(`Cannot find the entry or ${ROUTED_APP_MODULE}'s chunk in the build`);
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(next, into);
          return into;
        };
        const withEntry = closure(entry.fileName);
        preloads = [...closure(routedApp.fileName)]
          .filter((file) => !withEntry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">\n`)
          .join('');
        return html.replace('</head>', `${preloads}</head>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const html = page?.type === 'asset' ? String(page.source) : '';
        if (!preloads || !html.includes(preloads)) this.error('index.html has no preloads of the routed app');
        const signInPage = html.replace(preloads, '');
        this.emitFile({ type: 'asset', fileName: SIGN_IN_PAGE, source: signInPage });
        this.emitFile({ type: 'asset', fileName: `${SIGN_IN_PAGE}.br`, source: brotliCompressSync(signInPage) });
        this.emitFile({ type: 'asset', fileName: `${SIGN_IN_PAGE}.gz`, source: gzipSync(signInPage, { level: 9 }) });
      },
    },
  };
}
