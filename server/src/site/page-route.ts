import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Cart } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { SitePageData, SitePageName, SitePagePath } from '@/api/contract/site-pages';

/** What a page's data is read from: the language, the path's parameter, the query, the clock, the visitor's cart. */
export interface PageRequest {
  language: SiteLanguage;
  param: string | undefined;
  query: Record<string, string | undefined>;
  now: Date;
  /** The visitor's cart by its cookie, read once per request (the header counts it on every page). */
  cart(): Promise<Cart>;
  /** The server, for a page whose reading needs more than the database (the test payment page: its provider). */
  app: FastifyInstance;
}

/** A page of the site and how its data is read; null data means no such page (a closed position), said by the not-found page. */
export interface SitePageRoute<N extends SitePageName = SitePageName> {
  path: SitePagePath;
  page: N;
  read(db: Db, request: PageRequest): Promise<SitePageData[N] | null>;
  /** Listed in the sitemap (the built pages; a position or a product is listed by its own address). */
  inSitemap: boolean;
  /**
   * The path parameter's shape, when the address has one; any other is no such page, without a
   * look-up. A slug's characters unless said.
   */
  param?: RegExp;
  /** One visitor's own (their cart, a payment): never stored by a cache on the way. */
  personal?: boolean;
}

export const route = <N extends SitePageName>(entry: SitePageRoute<N>): SitePageRoute => entry as unknown as SitePageRoute;

/** A path parameter the pages may look up by default: a slug or an id's characters, nothing else. */
export const SLUG_PARAM = /^[a-z0-9-]{1,120}$/;
