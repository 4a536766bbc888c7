import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/**
 * The source folders whose messages make the catalog's startup part: what the sign-in page's first
 * load can show (the page, the guest layout, the error messages, the routes' titles). The bundle
 * check fails when a file of that load has messages outside these folders.
 */
export const STARTUP_MESSAGE_SOURCES = ['src/api/', 'src/features/auth/', 'src/layout/', 'src/routes/', 'src/ui/', 'machines/auth/'];

/** The public site's own folders, and the API's error messages its forms may show: its pages load only these messages (`?part=site`). */
export const SITE_MESSAGE_SOURCES = ['src/site/', 'src/features/site/', 'src/api/'];

export type CatalogPart = 'startup' | 'rest' | 'site';

export const isStartupMessageSource = (file: string) => STARTUP_MESSAGE_SOURCES.some((folder) => file.startsWith(folder));

/** Whether a message belongs to the startup part, by the files it is used in (its `#:` lines). */
const inStartupPart = (origins: readonly (readonly [string, number?])[]) => origins.some(([file]) => isStartupMessageSource(file));

const inSitePart = (origins: readonly (readonly [string, number?])[]) =>
  origins.some(([file]) => SITE_MESSAGE_SOURCES.some((folder) => file.startsWith(folder)));

const partQuery = /\.po\?part=(startup|rest|site)$/;

function inPart(part: CatalogPart, origins: readonly (readonly [string, number?])[]): boolean {
  if (part === 'site') return inSitePart(origins);
  return inStartupPart(origins) === (part === 'startup');
}

/**
 * Serves `locales/<locale>/messages.po?part=startup` and `?part=rest`: one catalog, compiled as
 * two modules. Translators keep one file per language; the sign-in page downloads the sixth of it
 * it can show, and every other page the rest as well. The public site's pages load `?part=site`,
 * the messages of their own folders. Lingui's own plugin compiles a plain `.po`
 * import whole, as before.
 */
export function catalogParts(): Plugin {
  const config = getConfig();
  const { rootDir, sourceLocale, fallbackLocales } = config;
  if (!rootDir || !sourceLocale) throw new Error('lingui.config.ts names no root folder or source language.');
  return {
    name: 'lato-catalog-parts',
    async transform(_source, id) {
      const match = partQuery.exec(id);
      if (!match) return null;
      const part = match[1] as CatalogPart;
      const file = id.split('?')[0]!;
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs.`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const [{ messages }, source] = await Promise.all([
        catalog.getTranslations(locale, { fallbackLocales: fallbackLocales ?? {}, sourceLocale }),
        catalog.read(sourceLocale),
      ]);
      const chosen = Object.fromEntries(Object.entries(messages).filter(([messageId]) => inPart(part, source?.[messageId]?.origin ?? [])));
      const { source: code, errors } = createCompiledCatalog(locale, chosen, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile.`);
      return { code, map: null, moduleType: 'js' };
    },
  };
}
