import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_ASSETS_BASE, SITE_CLIENT_ENTRY, SITE_CLIENT_OUT_DIR, SITE_RENDERER_OUT_DIR } from '@scripts/site-build';
import { siteAssets } from './site-assets';

import type { PageAssets, SiteRendererModule } from '@/api/contract/site-pages';

export interface SiteRenderer {
  render: SiteRendererModule['renderSitePage'];
  assets: Record<string, PageAssets>;
  /** The content security policy's allowance for the page's one inline script. */
  inlineScriptHash: string;
}

/**
 * The public site's renderer and its pages' files, from the build beside the served folder
 * (`dist/` → `dist-server/site/`); null when the site is not built (the API alone, in tests).
 */
export async function loadSiteRenderer(staticDir: string): Promise<SiteRenderer | null> {
  if (staticDir === '') return null;
  const root = path.dirname(staticDir);
  const rendererFile = path.join(root, SITE_RENDERER_OUT_DIR, 'render.js');
  // The site's browser files are inside the served folder (dist/site), wherever that folder is.
  const clientDir = path.join(staticDir, path.relative('dist', SITE_CLIENT_OUT_DIR));
  if (!existsSync(rendererFile) || !existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return null;
  // The renderer built from src/site/render.tsx (`vite build -c vite.site.config.ts --ssr`).
  const module = (await import(pathToFileURL(rendererFile).href)) as SiteRendererModule;
  return {
    render: module.renderSitePage,
    assets: siteAssets(clientDir, SITE_ASSETS_BASE, SITE_CLIENT_ENTRY, module.PAGE_MODULES),
    inlineScriptHash: module.PRE_PAINT_SCRIPT_HASH,
  };
}
