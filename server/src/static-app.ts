import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './http-errors';

/**
 * Serves the built web app. Any GET that is not an API call and not a file answers index.html,
 * so a reload on any app path works (the router then shows the page or its not-found page).
 */
export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = staticDir !== '' && existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/');
    if (hasApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  });
}
