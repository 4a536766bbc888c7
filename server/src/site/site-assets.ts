import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '@/api/contract/site-pages';

/** One entry of Vite's build manifest: a module's file, the chunks it imports, its styles. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each page's files in the browser, from the site build's manifest: the entry, the page's own
 * chunk and the chunks they import (preloaded, so they come in one round trip rather than one
 * after another), and every stylesheet among them (linked in the head, so the page paints styled).
 */
export function siteAssets(
  clientDir: string,
  base: string,
  entryModule: string,
  pageModules: Record<string, string>,
): Record<string, PageAssets> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const url = (file: string) => `${base}${file}`;
  const collect = (key: string, files: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The site's build manifest has no ${key}: rebuild the site (npm run build).`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach((imported) => collect(imported, files, styles));
  };
  const entry = manifest[entryModule];
  if (!entry) throw new Error(`The site's build manifest has no ${entryModule}: rebuild the site (npm run build).`);
  return Object.fromEntries(
    Object.entries(pageModules).map(([page, module]) => {
      const files = new Set<string>();
      const styles = new Set<string>();
      collect(entryModule, files, styles);
      collect(module, files, styles);
      files.delete(entry.file);
      return [page, { entry: url(entry.file), preloads: [...files].map(url), styles: [...styles].map(url) }];
    }),
  );
}
