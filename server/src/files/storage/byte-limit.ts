import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage';

/** Passes a file's bytes through, counting them, and fails as soon as there are more than the limit. */
export class ByteLimit extends Transform {
  // Not `size`: the S3 uploader reads a body's `size` as its length.
  bytesPassed = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytesPassed += chunk.length;
    if (this.bytesPassed > this.maxBytes) done(new FileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

/**
 * The body through a new limit, joined at once so that an error on either side (the sender's, or
 * the limit's) ends both, even before the storage starts reading.
 */
export function limited(body: Readable, maxBytes: number): ByteLimit {
  const limit = new ByteLimit(maxBytes);
  pipeline(body, limit, () => undefined);
  return limit;
}
