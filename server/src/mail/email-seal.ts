import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Email } from './email';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * E-mails at rest, sealed: an e-mail can carry a reset code, so neither the job queue nor the
 * outbox holds one in clear text. Whoever reads a backup or the tables also needs the server's
 * secret to open them.
 */
export interface EmailSeal {
  seal(email: Email): string;
  /** The e-mail, or undefined when the text was sealed with another secret (or changed). */
  open(sealed: string): Email | undefined;
}

/** A seal keyed from the server's secret (its own key: the secret also signs tokens). */
export function createEmailSeal(secret: string): EmailSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, 'lato', 'sealed e-mails', 32));
  return {
    seal(email) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(email), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as Email;
      } catch {
        return undefined;
      }
    },
  };
}
