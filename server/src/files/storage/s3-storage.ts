import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '@server/src/config';
import { limited } from './byte-limit';
import { assertSafeKey, isSafeKey, type FileStorage, type PutOptions, type StoredObject } from './file-storage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

// Only the key: a missing bucket is a misconfiguration to report, not a missing file.
const isNoSuchKey = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/** Files as objects in one S3-compatible bucket, which every server process shares. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the machine's own credentials (environment, instance role), as the SDK finds them.
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not read the newer
    // checksum trailers, and would store them inside the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;

  const remove = async (key: string) => {
    if (!isSafeKey(key)) return;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };

  return {
    async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions) {
      assertSafeKey(key);
      const limit = limited(body, maxBytes);
      // Parts of 5 MB, two at a time: at most 10 MB of a file in memory, however large the file.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: limit, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A multipart upload is aborted by the SDK; this is for a whole object that did land.
        await remove(key).catch(() => undefined);
        const cause = limit.errored ?? error;
        // The sender's stream may still be open: end it, so nothing waits on it.
        limit.destroy();
        throw cause;
      }
      return { size: limit.bytesPassed };
    },

    async open(key: string): Promise<StoredObject | undefined> {
      if (!isSafeKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },

    remove,
  };
}
