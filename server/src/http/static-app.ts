import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import { notFound } from './http-errors';

/** Written by the web build beside index.html (scripts/routed-app.ts). */
const SIGN_IN_PAGE = 'login.html';

/**
 * Serves the built web app. Any GET that is not an API call, a media file or a built asset answers index.html,
 * so a reload on any app path works (the router then shows the page or its not-found page). The
 * sign-in page answers login.html to a guest when the build has one: the same page without the
 * preloads of the routed app, which a guest's first visit draws without (scripts/routed-app.ts).
 */
export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = staticDir !== '' && existsSync(path.join(staticDir, 'index.html'));
  const hasSignInPage = hasApp && existsSync(path.join(staticDir, SIGN_IN_PAGE));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      // Built assets carry a content hash in their name, so they never change; everything else
      // (index.html above all) is checked with the server on every use.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing built file (an old chunk after a deploy) is a 404, never the page in its place.
    const notAPage = ['/api/', '/media/', '/assets/', '/site/'].some((prefix) => request.url.startsWith(prefix));
    if (hasApp && !notAPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // A visitor with a session is sent on from the sign-in page by the routed app: theirs is index.html.
      const hasSession = request.cookies[SESSION_HINT_COOKIE_NAME] !== undefined;
      const signIn = hasSignInPage && request.url.split('?')[0] === '/login' && !hasSession;
      return reply.sendFile(signIn ? SIGN_IN_PAGE : 'index.html');
    }
    throw notFound();
  });
}
