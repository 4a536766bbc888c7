import { randomUUID } from 'node:crypto';
import type { FileStorage } from './storage/file-storage';
import type { FilePlace, IncomingFile } from './uploads';

export const MEDIA_URL_PREFIX = '/media/';

/**
 * The one folder of stored files served without a token: avatars, whose random names carry
 * nothing private. Files that need permission are private files (private-files.ts).
 */
export const PUBLIC_MEDIA_FOLDER = 'avatars';

const SIGNATURES: { ext: string; type: string; matches(bytes: Buffer): boolean }[] = [
  {
    ext: 'png',
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * The image type of a file, read from its first bytes: the name and the declared type are the
 * sender's word, the bytes are not.
 */
export function imageType(bytes: Buffer): { ext: string; type: string } | undefined {
  return SIGNATURES.find((s) => s.matches(bytes));
}

/** The extension of an image file, read from its first bytes. */
export const imageExtension = (bytes: Buffer): string | undefined => imageType(bytes)?.ext;

/** A new key for a public image: a random name that is never reused, so its URL may be cached for good. */
export const publicImageKey = (ext: string) => `${PUBLIC_MEDIA_FOLDER}/${randomUUID()}.${ext}`;

/**
 * Where an uploaded image (an avatar) is stored, named and typed by its bytes. A file that is no
 * image is stored as bytes for its handler to refuse (with the form's other errors), and removed.
 */
export function publicImagePlace(file: IncomingFile): FilePlace {
  const image = imageType(file.head);
  return { key: publicImageKey(image?.ext ?? 'bin'), contentType: image?.type ?? 'application/octet-stream' };
}

/** The URL a public file is served at. */
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/**
 * Removes a replaced public file by its URL; a file already gone, or a URL that is not ours, is not
 * an error. Nor is a storage that fails: the change that replaced it is made, and an orphaned file
 * harms no one where a failed answer to a saved change would.
 */
export async function removeMedia(storage: FileStorage, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(`${MEDIA_URL_PREFIX}${PUBLIC_MEDIA_FOLDER}/`)) return;
  await storage.remove(url.slice(MEDIA_URL_PREFIX.length)).catch(() => undefined);
}
