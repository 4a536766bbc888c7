import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StorageConfig, startS3Server, type RunningS3Server } from '@server/test/s3-server';
import { FileTooLargeError, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { reportingFailures, StorageFailure } from './storage-failures';

interface Driver {
  storage: FileStorage;
  /** Every key that holds anything, half-written files included. */
  everything(): Promise<string[]>;
}

let s3: RunningS3Server;
const folder = mkdtempSync(path.join(tmpdir(), 'lato-storage-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

const drivers: Record<string, () => Driver> = {
  'a local folder': () => ({
    storage: createLocalStorage(() => folder),
    everything: async () =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))),
  }),
  'an S3-compatible server': () => {
    const settings = s3StorageConfig(s3);
    const client = new S3Client({ ...settings, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    return {
      storage: createS3Storage(settings),
      everything: async () =>
        ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!),
    };
  },
};

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes in 64 KB chunks, made as they are read (never all in memory). */
function generated(total: number, seed: Buffer): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent), seed);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe.each(Object.keys(drivers))('the file storage on %s', (name) => {
  let driver: Driver;
  beforeAll(() => {
    driver = drivers[name]!();
  });
  const MB = 1024 * 1024;

  it('gives back what was put, with its size and type', async () => {
    const bytes = randomBytes(3000);
    const key = `avatars/${randomBytes(8).toString('hex')}.png`;
    expect(await driver.storage.put(key, Readable.from([bytes]), { contentType: 'image/png', maxBytes: 5000 })).toEqual({ size: 3000 });
    const file = await driver.storage.open(key);
    expect(file).toMatchObject({ size: 3000, contentType: 'image/png' });
    expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
  });

  it('streams a file larger than one upload part, byte for byte', async () => {
    const seed = randomBytes(16);
    const total = 12 * MB + 123;
    const key = 'projects/1/large';
    expect(await driver.storage.put(key, generated(total, seed), { contentType: 'application/pdf', maxBytes: 25 * MB })).toEqual({
      size: total,
    });
    const back = await readAll((await driver.storage.open(key))!.stream);
    const expected = await readAll(generated(total, seed));
    expect(back.length).toBe(total);
    expect(sha(back)).toBe(sha(expected));
  });

  it('refuses a file over its limit while it streams, and keeps nothing of it', async () => {
    const before = await driver.everything();
    const key = 'projects/2/too-large';
    // Larger than one upload part, so a multipart upload has begun when the limit is passed.
    const refused = driver.storage.put(key, generated(7 * MB, Buffer.from('x')), { contentType: 'text/plain', maxBytes: 6 * MB });
    await expect(refused).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await driver.storage.open(key)).toBeUndefined();
    expect(await driver.everything()).toEqual(before);
  });

  it('keeps nothing of a file whose sender stops half-way', async () => {
    const before = await driver.everything();
    const sender = new PassThrough();
    const key = 'projects/3/cut';
    const put = driver.storage.put(key, sender, { contentType: 'text/plain', maxBytes: MB });
    sender.write(Buffer.alloc(1000, 'a'));
    sender.destroy(new Error('connection reset by the sender'));
    await expect(put).rejects.toThrow('connection reset by the sender');
    expect(await driver.storage.open(key)).toBeUndefined();
    expect(await driver.everything()).toEqual(before);
  });

  it('answers nothing for a missing key, and removes one without complaint', async () => {
    expect(await driver.storage.open('projects/9/missing')).toBeUndefined();
    await driver.storage.remove('projects/9/missing');
    const key = 'projects/4/gone';
    await driver.storage.put(key, Readable.from([Buffer.from('bye')]), { contentType: 'text/plain', maxBytes: 10 });
    expect(await text((await driver.storage.open(key))!.stream)).toBe('bye');
    await driver.storage.remove(key);
    expect(await driver.storage.open(key)).toBeUndefined();
  });

  it('takes no key that could leave its folder', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'avatars/']) {
      await expect(driver.storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 })).rejects.toThrow(
        'Not a storage key',
      );
      expect(await driver.storage.open(key)).toBeUndefined();
    }
  });
});

describe('storage failures', () => {
  it('says an unreachable S3 server is unavailable, not a bug', async () => {
    const settings = s3StorageConfig(s3);
    // A port that nothing listens on: the S3 server's own, once stopped.
    const gone = await startS3Server('gone');
    await gone.stop();
    const storage = reportingFailures(createS3Storage({ ...settings, endpoint: gone.endpoint }));
    const failure = await storage
      .put('projects/1/x', Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageFailure);
    expect((failure as StorageFailure).kind).toBe('unavailable');
  });

  it('says a bucket that is not there is unavailable', async () => {
    const storage = reportingFailures(createS3Storage({ ...s3StorageConfig(s3), bucket: 'no-such-bucket' }));
    const failure = await storage.open('projects/1/x').catch((e: unknown) => e);
    expect((failure as StorageFailure).kind).toBe('unavailable');
  });

  it('tells a full disk from one that cannot be written, and leaves other errors as they are', async () => {
    const failing = (code: string): FileStorage => ({
      put: async () => {
        throw Object.assign(new Error(code), { code });
      },
      open: async () => undefined,
      remove: async () => undefined,
    });
    const kindOf = async (code: string) =>
      reportingFailures(failing(code))
        .put('a', Readable.from([]), { contentType: 'text/plain', maxBytes: 1 })
        .catch((e: unknown) => (e instanceof StorageFailure ? e.kind : (e as Error).message));
    expect(await kindOf('ENOSPC')).toBe('full');
    expect(await kindOf('EDQUOT')).toBe('full');
    expect(await kindOf('EROFS')).toBe('unavailable');
    expect(await kindOf('EACCES')).toBe('unavailable');
    expect(await kindOf('EINVAL')).toBe('EINVAL');
  });
});
