import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_URL_PREFIX = '/media/';

/**
 * The one folder of MEDIA_DIR served without a token: avatars, whose random names carry nothing
 * private. Files that need permission are private files (private-files.ts).
 */
export const PUBLIC_MEDIA_FOLDER = 'avatars';

const SIGNATURES: { ext: string; matches(bytes: Buffer): boolean }[] = [
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * The image type of a file, read from its first bytes: the name and the declared type are the
 * sender's word, the bytes are not.
 */
export function imageExtension(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.ext;
}

/** Stores a public image (an avatar) and answers the URL it is served at. */
export async function savePublicImage(mediaDir: string, bytes: Buffer, ext: string): Promise<string> {
  const dir = path.join(mediaDir, PUBLIC_MEDIA_FOLDER);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${MEDIA_URL_PREFIX}${PUBLIC_MEDIA_FOLDER}/${name}`;
}

/** Removes a stored file by its URL; a file already gone is not an error. */
export async function removeMedia(mediaDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return;
  const relative = url.slice(MEDIA_URL_PREFIX.length);
  const target = path.resolve(mediaDir, relative);
  if (!target.startsWith(path.resolve(mediaDir) + path.sep)) return;
  await unlink(target).catch(() => undefined);
}
