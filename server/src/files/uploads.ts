import type { Readable } from 'node:stream';
import type { FileStorage } from './storage/file-storage';

/** How much of each uploaded file is kept in memory for its type to be read (office files need a few zip entries). */
export const HEAD_BYTES = 64 * 1024;

/** A file part as it starts to arrive: what the sender says of it, and its first bytes. */
export interface IncomingFile {
  field: string;
  filename: string;
  mimetype: string;
  /** The first HEAD_BYTES bytes, or the whole file when it is smaller. */
  head: Buffer;
}

/** Where an endpoint keeps an uploaded file, and as which type. */
export interface FilePlace {
  key: string;
  contentType: string;
}

/** An uploaded file once stored: what a handler gets instead of its bytes. */
export interface StoredFile extends IncomingFile {
  key: string;
  size: number;
}

/**
 * The files one request stores. If the request is refused (a bad file or field, a failing
 * handler, the database), `discard` removes every one, so a refused upload leaves nothing behind.
 */
export class UploadBatch {
  private readonly keys: string[] = [];

  constructor(
    private readonly storage: FileStorage,
    private readonly place: (file: IncomingFile) => FilePlace,
  ) {}

  async store(file: IncomingFile, body: Readable, maxBytes: number): Promise<StoredFile> {
    const { key, contentType } = this.place(file);
    this.keys.push(key);
    const { size } = await this.storage.put(key, body, { contentType, maxBytes });
    return { ...file, key, size };
  }

  async discard(): Promise<void> {
    await Promise.all(this.keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}
