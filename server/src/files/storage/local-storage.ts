import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limited } from './byte-limit';
import { assertSafeKey, isSafeKey, type FileStorage, type PutOptions, type StoredObject } from './file-storage';

/** A folder keeps no types: the name's extension tells (avatars carry theirs); anything else is bytes. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files in folders on this machine: key `a/b` is the file `a/b` under the folder `rootFor(key)`
 * names (so avatars can stay in MEDIA_DIR and attachments in FILES_DIR, as data folders have them).
 */
export function createLocalStorage(rootFor: (key: string) => string): FileStorage {
  const place = (key: string) => path.join(rootFor(key), key);

  return {
    async put(key: string, body: Readable, { maxBytes }: PutOptions) {
      assertSafeKey(key);
      const limit = limited(body, maxBytes);
      const target = place(key);
      // Written beside the target and renamed when whole: a reader never sees half a file, and a
      // failed write leaves none.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(limit, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        limit.destroy();
        await rm(partial, { force: true });
        throw limit.errored ?? error;
      }
      return { size: limit.bytesPassed };
    },

    async open(key: string): Promise<StoredObject | undefined> {
      if (!isSafeKey(key)) return undefined;
      const handle = await open(place(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        stream: handle.createReadStream(),
        size: stats.size,
        contentType: TYPES_BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      };
    },

    async remove(key: string) {
      if (!isSafeKey(key)) return;
      await rm(place(key), { force: true });
    },
  };
}
