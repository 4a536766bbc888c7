import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { notFound } from '@server/src/http/http-errors';

/**
 * Files that need permission (project attachments, call recordings): kept in FILES_DIR, which is
 * never served as a folder. A route that has checked who may see the file sends it with
 * `sendPrivateFile`; the stored name is random and is never shown to the user.
 */
export async function storePrivateFile(filesDir: string, folder: string, bytes: Buffer): Promise<string> {
  const dir = path.join(filesDir, folder);
  await mkdir(dir, { recursive: true });
  const storedName = `${folder}/${randomUUID()}`;
  await writeFile(path.join(filesDir, storedName), bytes, { flag: 'wx' });
  return storedName;
}

/** The file's place on disk, or undefined for a name that would leave FILES_DIR. */
function locate(filesDir: string, storedName: string): string | undefined {
  const root = path.resolve(filesDir);
  const target = path.resolve(root, storedName);
  return target.startsWith(root + path.sep) ? target : undefined;
}

/** Sends a stored file as a download under its original name; never cached by shared caches. */
export async function sendPrivateFile(
  reply: FastifyReply,
  filesDir: string,
  storedName: string,
  { originalName, contentType }: { originalName: string; contentType: string },
): Promise<FastifyReply> {
  const target = locate(filesDir, storedName);
  const size = target
    ? await stat(target).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      )
    : undefined;
  if (!target || size === undefined) throw notFound();
  return reply
    .header('content-type', contentType)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(originalName))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(target));
}
