import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_URL_PREFIX = '/media/';

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

/** Stores an image under the media folder and answers the URL it is served at. */
export async function saveImage(mediaDir: string, folder: string, bytes: Buffer, ext: string): Promise<string> {
  const dir = path.join(mediaDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${MEDIA_URL_PREFIX}${folder}/${name}`;
}

/** Removes a stored file by its URL; a file already gone is not an error. */
export async function removeMedia(mediaDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return;
  const relative = url.slice(MEDIA_URL_PREFIX.length);
  const target = path.resolve(mediaDir, relative);
  if (!target.startsWith(path.resolve(mediaDir) + path.sep)) return;
  await unlink(target).catch(() => undefined);
}
