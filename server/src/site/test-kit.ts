import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_CLIENT_ENTRY, SITE_CLIENT_OUT_DIR, SITE_RENDERER_OUT_DIR } from '@scripts/site-build';

/**
 * A public site "built" for the server's tests without running the build: a served folder with the
 * site's manifest, and a stand-in renderer that answers the state it was given as JSON (the real
 * one, src/site/render.tsx, needs the web build's compilers; src/site/render.test.tsx tests it). So
 * a test reads which page the server chose, from what data, with what status and headers. The
 * stand-in names no page modules: it draws no page, so it needs none of their files.
 */
export function testSiteBuild(): { staticDir: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'lato-site-'));
  const staticDir = path.join(root, 'dist');
  const clientDir = path.join(staticDir, path.relative('dist', SITE_CLIENT_OUT_DIR));
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  const manifest = { [SITE_CLIENT_ENTRY]: { file: 'assets/hydrate.js', isEntry: true } };
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const rendererDir = path.join(root, SITE_RENDERER_OUT_DIR);
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(
    path.join(rendererDir, 'render.js'),
    [
      'export const PAGE_MODULES = {};',
      "export const PRE_PAINT_SCRIPT_HASH = 'sha256-test';",
      "export const renderSitePage = (state) => ({ html: JSON.stringify(state), status: state.page === 'not-found' ? 404 : 200 });",
      '',
    ].join('\n'),
  );
  return { staticDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
