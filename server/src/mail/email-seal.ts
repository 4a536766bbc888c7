import { createSeal, type Seal } from '@server/src/crypto/seal';
import type { Email } from './email';

/**
 * E-mails at rest, sealed: an e-mail can carry a reset code or an invitation link, so neither the
 * job queue nor the outbox holds one in clear text.
 */
export type EmailSeal = Seal<Email>;

export const createEmailSeal = (secret: string): EmailSeal => createSeal<Email>(secret, 'sealed e-mails');
