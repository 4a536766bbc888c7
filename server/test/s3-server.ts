import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The part of s3rver (an S3-compatible server from npm, with no types of its own) the tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;

const S3rverServer = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface RunningS3Server {
  /** `http://127.0.0.1:<port>`: give it as S3_ENDPOINT, with path-style addressing. */
  endpoint: string;
  bucket: string;
  /** s3rver's own fixed test credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Where s3rver keeps the bucket's objects, one folder per bucket. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback, on a free port, with an empty bucket in a temporary
 * folder: start it in beforeAll, stop it in afterAll (which removes the folder).
 */
export async function startS3Server(bucket = 'lato-test'): Promise<RunningS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lato-s3-'));
  const server = new S3rverServer({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app's storage settings for a running server. */
export const s3StorageConfig = (s3: RunningS3Server) =>
  ({
    kind: 's3',
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  }) as const;
