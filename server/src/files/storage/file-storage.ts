import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface PutOptions {
  /** The type the file is kept as (S3 keeps it with the object; a folder tells it by the name's extension). */
  contentType: string;
  /** More bytes than this refuse the file while it streams, with FileTooLargeError. */
  maxBytes: number;
}

/**
 * Where every uploaded file lives (attachments, avatars, seeded files, and whatever later areas
 * store), by key: `projects/12/<uuid>`, `avatars/<uuid>.png`. A folder on this machine, or an
 * S3-compatible bucket that several server processes share.
 */
export interface FileStorage {
  /** Streams the body in under the key, never holding the whole file; a failed put leaves nothing behind. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** The file under the key, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

// Segments of letters, digits, dot, dash and underscore that do not start with a dot: no `..`,
// no hidden files, no empty segment, so a key can never leave its folder.
const SAFE_KEY = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

/** Whether a key is one the app would make; a key from a URL is checked with this before use. */
export const isSafeKey = (key: string): boolean => key.length <= 512 && SAFE_KEY.test(key);

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
}
