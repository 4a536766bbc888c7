import type { Config } from '@server/src/config';
import { PUBLIC_MEDIA_FOLDER } from '@server/src/files/media';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/**
 * The configuration's storage: the S3 bucket, or this machine's folders as data folders have
 * always had them (avatars in MEDIA_DIR/avatars, every other file in FILES_DIR).
 */
export function createStorage(config: Pick<Config, 'storage' | 'mediaDir' | 'filesDir'>): FileStorage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage((key) => (key.startsWith(`${PUBLIC_MEDIA_FOLDER}/`) ? config.mediaDir : config.filesDir));
}
