import type { FastifyInstance } from 'fastify';
import { notFound } from '@server/src/http/http-errors';
import { MEDIA_URL_PREFIX, PUBLIC_MEDIA_FOLDER } from './media';

// A name the app gives (`<uuid>.png`): one segment, no dot first, so no other folder is reachable.
const MEDIA_NAME = /^[\w-][\w.-]{0,200}$/;

/**
 * Serves the public media folder (avatars) from the storage, without a token: S3 has no folder to
 * serve, and every process serves the same files.
 */
export function registerPublicMedia(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(`${MEDIA_URL_PREFIX}${PUBLIC_MEDIA_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params;
    const file = MEDIA_NAME.test(name) ? await app.storage.open(`${PUBLIC_MEDIA_FOLDER}/${name}`) : undefined;
    if (!file) throw notFound();
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        // Stored names are random and never reused, so a file at a URL never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream)
    );
  });
}
