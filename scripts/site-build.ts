/** Where the public site's two builds come from and go (vite.site.config.ts), for the build and the server. */

/** The browser's entry: hydrates the page the server rendered. */
export const SITE_CLIENT_ENTRY = 'src/site/hydrate.tsx';
/** The renderer the server imports: a page and its data in, the HTML document out. */
export const SITE_RENDERER_ENTRY = 'src/site/render.tsx';

/** Inside the served folder (dist/), so the static files' rules apply: hashed names, compressed copies. */
export const SITE_CLIENT_OUT_DIR = 'dist/site';
export const SITE_ASSETS_BASE = '/site/';
/** Outside the served folder: the renderer's code is the server's, never a download. */
export const SITE_RENDERER_OUT_DIR = 'dist-server/site';
