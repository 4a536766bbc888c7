import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CatalogPart } from '@scripts/catalog-parts';
import { ROUTED_APP_CHUNK } from '@scripts/routed-app';

/** What the build's manifest (`dist/.vite/manifest.json`) says about one chunk. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const BUDGETS = {
  /** Scripts of every kind the sign-in page loads before it is idle, gzipped. */
  loginScripts: 125 * 1024,
  loginStyles: 40 * 1024,
  /** A dashboard page's own lazy chunk, gzipped; vendor chunks are counted once, apart. */
  pageChunk: 60 * 1024,
  /**
   * Script files a first visit to a dashboard page loads. Each is a request, and a phone's few
   * connections take them a few at a time; split by the pages sharing each module, they were 50
   * to 80. The API client, the contract's shared schemas and the small modules the shell shares
   * are grouped too (vite.config.ts): the heaviest page loads 27, the dashboard 9.
   */
  pageFiles: 30,
  /**
   * The routed app (the router with every route's address parsers, the auth machine, the API
   * client's core), gzipped: every page past sign-in waits for it. It was 207 KB while a route's
   * address parser could bring its page's code, its area's schemas and the phone number library.
   */
  routedApp: 140 * 1024,
  /**
   * A public page's first load (scripts/site-build.ts): React, the part of Mantine its page draws,
   * the page and its catalog, gzipped (the pages with a form load most: 111 KB). The API client and
   * zod come only when a form is sent.
   */
  sitePageScripts: 120 * 1024,
  sitePageStyles: 16 * 1024,
  /**
   * Its files, all named in the page's head (modulepreload) and fetched at once: with the shop's six
   * pages sharing Mantine's inputs, cards and the shop's words, the pages' common pieces are split
   * finer (the cart loads 16, most of them under 1 KB). Grouping them into one file was tried: each
   * page then loaded the others' components too.
   */
  sitePageFiles: 16,
};

export interface Bundle {
  distDir: string;
  manifest: Manifest;
  gzipped(file: string): number;
  /** The files a chunk needs before it runs: itself and its static imports, transitively. */
  closure(key: string): Set<string>;
}

export function readBundle(distDir = 'dist'): Bundle {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string) => {
    const keys = new Set<string>();
    const visit = (k: string) => {
      if (keys.has(k)) return;
      keys.add(k);
      for (const next of manifest[k]?.imports ?? []) visit(next);
    };
    visit(key);
    return keys;
  };
  return { distDir, manifest, gzipped, closure };
}

/** A page's own chunk: its component with its loader (the router plugin's grouping in vite.config.ts). */
export const PAGE_SPLIT = '?tsr-split=component---loader';

/** Route files are split by the router plugin into `<file>?tsr-split=<part>` chunks. */
function routeChunks(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`));
}

export interface PageLoad {
  scripts: { file: string; bytes: number }[];
  styles: { file: string; bytes: number }[];
  scriptBytes: number;
  styleBytes: number;
}

/** The chunk of one part of a language's catalog (scripts/catalog-parts.ts). */
export const catalogChunk = (locale: string, part: CatalogPart) => `locales/${locale}/messages.po?part=${part}`;

/** The chunk of the router, the auth machine and the shell, which the entry loads apart. */
export function routedAppChunk(bundle: Bundle): string {
  const key = Object.keys(bundle.manifest).find((k) => bundle.manifest[k]!.name === ROUTED_APP_CHUNK);
  if (!key) throw new Error(`The build has no "${ROUTED_APP_CHUNK}" chunk`);
  return key;
}

/**
 * What a first visit to a routed page downloads: the entry and everything it preloads, the routed
 * app (index.html preloads it), the split chunks of every route file on the page's branch (root,
 * layouts, the page), both parts of the active catalog, and the style sheets any of them carry.
 */
export function pageLoad(bundle: Bundle, routeFiles: string[], { locale = 'en' }: { locale?: string } = {}): PageLoad {
  const roots = [routedAppChunk(bundle), catalogChunk(locale, 'rest'), ...routeFiles.flatMap((file) => routeChunks(bundle.manifest, file))];
  return loadOf(bundle, roots, locale);
}

/**
 * A first visit to the sign-in page (login.html): the entry, which draws the form without the
 * routed app, and the startup part of the catalog. The routed app and the rest of the catalog
 * load when the person first clicks or types (src/sign-in-first.tsx).
 */
export const signInPageLoad = (bundle: Bundle, locale = 'en') => loadOf(bundle, [], locale);

function loadOf(bundle: Bundle, more: string[], locale: string): PageLoad {
  return loadOfRoots(bundle, ['index.html', catalogChunk(locale, 'startup'), ...more]);
}

/**
 * What a first visit to a public page downloads (readBundle('dist/site')): the site's entry, the
 * page's own chunk (the server preloads both) and the site part of its language's catalog.
 */
export const sitePageLoad = (bundle: Bundle, entry: string, pageModule: string, locale = 'en') =>
  loadOfRoots(bundle, [entry, pageModule, catalogChunk(locale, 'site')]);

function loadOfRoots(bundle: Bundle, roots: string[]): PageLoad {
  const { manifest } = bundle;
  const keys = new Set<string>();
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`The build has no chunk for ${root}`);
    for (const key of bundle.closure(root)) keys.add(key);
  }
  const scriptFiles = [...keys].map((key) => manifest[key]!.file);
  const styleFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const measured = (files: string[]) => files.map((file) => ({ file, bytes: bundle.gzipped(file) })).sort((a, b) => b.bytes - a.bytes);
  const scripts = measured(scriptFiles);
  const styles = measured(styleFiles);
  const sum = (items: { bytes: number }[]) => items.reduce((total, item) => total + item.bytes, 0);
  return { scripts, styles, scriptBytes: sum(scripts), styleBytes: sum(styles) };
}

/**
 * The route files on a page's branch: the root, each layout above the page (a folder's
 * `route.tsx` or the file named like the folder) and the page itself.
 */
export function routeBranch(bundle: Bundle, routeFile: string): string[] {
  const segments = routeFile.replace(/^src\/routes\//, '').split('/');
  const layouts = segments.slice(0, -1).flatMap((_, index) => {
    const folder = `src/routes/${segments.slice(0, index + 1).join('/')}`;
    return [`${folder}.tsx`, `${folder}/route.tsx`];
  });
  const split = (file: string) => routeChunks(bundle.manifest, file).length > 0;
  return ['src/routes/__root.tsx', ...layouts.filter(split), routeFile];
}

/** Chains of chunks that import one another; the browser could run a module before one it needs. */
export function chunkCycles(bundle: Bundle): string[][] {
  const { manifest } = bundle;
  const done = new Set<string>();
  const cycles: string[][] = [];
  const visit = (key: string, path: string[]) => {
    if (done.has(key)) return;
    const seenAt = path.indexOf(key);
    if (seenAt >= 0) {
      cycles.push([...path.slice(seenAt), key].map((k) => manifest[k]?.file ?? k));
      return;
    }
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

export interface PageChunk {
  route: string;
  file: string;
  bytes: number;
  /** Chunks this page pulls in that the sign-in page did not already load, counted here once. */
  shared: { file: string; bytes: number }[];
}

/**
 * Every dashboard page's own chunk, with the shared chunks it is the first (in route order) to
 * need beyond what the sign-in page already loaded.
 */
export function dashboardPages(bundle: Bundle): PageChunk[] {
  const { manifest } = bundle;
  const login = new Set(signInPageLoad(bundle).scripts.map((script) => script.file));
  const counted = new Set(login);
  const pages = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/_auth/dashboard') && key.endsWith(PAGE_SPLIT))
    .sort();
  return pages.map((key) => {
    const own = manifest[key]!.file;
    const shared: PageChunk['shared'] = [];
    for (const dependency of bundle.closure(key)) {
      const file = manifest[dependency]!.file;
      if (file === own || counted.has(file)) continue;
      counted.add(file);
      shared.push({ file, bytes: bundle.gzipped(file) });
    }
    return { route: key.replace(PAGE_SPLIT, ''), file: own, bytes: bundle.gzipped(own), shared };
  });
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The source files (from the project's root) of the scripts a page loads, read from their source maps. */
export function loadedSources(bundle: Bundle, load: PageLoad): Set<string> {
  const sources = new Set<string>();
  for (const { file } of load.scripts) {
    const map = JSON.parse(readFileSync(join(bundle.distDir, `${file}.map`), 'utf8')) as { sources: string[] };
    for (const source of map.sources) sources.add(relative('.', join(bundle.distDir, dirname(file), source)));
  }
  return sources;
}

/** The files the source catalog names as using at least one message (its `#:` lines). */
export function messageSources(catalog = 'locales/en/messages.po'): Set<string> {
  const origins = readFileSync(catalog, 'utf8').matchAll(/^#: (.+)$/gm);
  return new Set([...origins].flatMap((line) => line[1]!.split(' ')));
}
