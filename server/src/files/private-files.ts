import { randomUUID } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { notFound } from '@server/src/http/http-errors';
import type { FileStorage } from './storage/file-storage';

/**
 * Files that need permission (project attachments, call recordings): stored under keys outside
 * the public media folder, never served as a folder. A route that has checked who may see the
 * file sends it with `sendPrivateFile`; the key is random and is never shown to the user.
 */
export const privateFileKey = (folder: string) => `${folder}/${randomUUID()}`;

/**
 * Sends a stored file under its original name: as a download, or `inline` to be shown in place (a
 * browser shows a PDF or an image itself). Never kept by a shared cache.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  { originalName, contentType }: { originalName: string; contentType: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const file = await storage.open(key);
  if (!file) throw notFound();
  return reply
    .header('content-type', contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(originalName, { type: disposition }))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
