import type { FastifyInstance } from 'fastify';
import type { UserRow } from '@server/db/schema';

/**
 * Sends a draft: its PDF drawn and stored once, the invoice final (status sent, the organisation's
 * default address kept on it), an `invoice_sent` audit event, and the e-mail with the PDF queued to
 * the business's owners in the invoice's language. 409 `invoice_not_draft` when it is not a draft.
 */
export async function sendInvoice(_app: FastifyInstance, _actor: Pick<UserRow, 'id' | 'role'> | null, _id: number): Promise<void> {
  throw new Error('not built yet');
}
