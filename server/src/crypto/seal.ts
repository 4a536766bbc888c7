import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A value kept at rest that must be read back (so not hashed) yet never readable from the tables
 * or a backup alone: an e-mail that carries a code, an authenticator app's secret. Whoever reads
 * them also needs the server's secret.
 */
export interface Seal<T> {
  seal(value: T): string;
  /** The value, or undefined when the text was sealed with another secret or purpose (or changed). */
  open(sealed: string): T | undefined;
}

/**
 * AES-256-GCM under a key derived from the server's secret for one purpose, so each kind of
 * sealed value has its own key and the secret that signs tokens is never used as a key itself.
 */
export function createSeal<T>(secret: string, purpose: string): Seal<T> {
  const key = Buffer.from(hkdfSync('sha256', secret, 'lato', purpose, 32));
  return {
    seal(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
  };
}
