import { NETWORK_FAILURE_CODES } from '@server/src/http/network-failures';
import type { FileStorage } from './file-storage';

/**
 * Storage that cannot take a file: `full` (the disk or quota, 507) or `unavailable` (read-only,
 * refused, unreachable, 503). Neither is the request's fault nor a bug: the error handler says so.
 */
export class StorageFailure extends Error {
  constructor(
    readonly kind: 'full' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(kind === 'full' ? 'The file storage is full.' : 'The file storage is unavailable.', options);
  }
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);
// A folder that is read-only or not ours, or a disk failing; network failures are told apart below.
const UNAVAILABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO']);

interface MaybeStorageError {
  code?: string;
  name?: string;
  $metadata?: unknown;
  cause?: unknown;
}

function kindOf(error: unknown, depth = 0): StorageFailure['kind'] | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { code, name, $metadata, cause } = error as MaybeStorageError;
  if (code && FULL.has(code)) return 'full';
  if (code && (UNAVAILABLE.has(code) || NETWORK_FAILURE_CODES.has(code))) return 'unavailable';
  // Any answer of the S3 server we did not expect (denied, no such bucket, 5xx, throttled), or no answer in time.
  if ($metadata !== undefined || name === 'TimeoutError') return 'unavailable';
  return kindOf(cause, depth + 1);
}

/** The storage with its failures told apart: full or unavailable become StorageFailure, anything else is as it was. */
export function reportingFailures(storage: FileStorage): FileStorage {
  const translate = (error: unknown): never => {
    const kind = kindOf(error);
    throw kind ? new StorageFailure(kind, { cause: error }) : error;
  };
  return {
    put: (key, body, options) => storage.put(key, body, options).catch(translate),
    open: (key) => storage.open(key).catch(translate),
    remove: (key) => storage.remove(key).catch(translate),
  };
}
