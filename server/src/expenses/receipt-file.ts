import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { RECEIPT_TYPES } from '@/api/contract/expenses';
import type { ExpenseRow } from '@server/db/schema';
import { privateFileKey, sendPrivateFile } from '@server/src/files/private-files';
import type { FilePlace, StoredFile } from '@server/src/files/uploads';
import { displayName } from '@server/src/projects/attachment-files';

const ALLOWED: ReadonlySet<string> = new Set(RECEIPT_TYPES);

/**
 * Where a receipt is stored: a private key no one can guess, as bytes of no known type until its
 * content has been checked (checkReceipt), so a refused file is never served as what it claimed.
 */
export const receiptPlace = (): FilePlace => ({ key: privateFileKey('expenses'), contentType: 'application/octet-stream' });

/** A receipt as the expense keeps it. */
export interface CheckedReceipt {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * The stored receipt checked by its content, not by the name or type the browser gave (a text file
 * renamed `.pdf` is refused): the receipt, or the field code that refuses it.
 */
export async function checkReceipt(file: StoredFile | undefined): Promise<CheckedReceipt | { refused: string }> {
  if (!file) return { refused: 'required' };
  if (file.size === 0) return { refused: 'empty_file' };
  const detected = await fileTypeFromBuffer(file.head);
  if (!detected || !ALLOWED.has(detected.mime)) return { refused: 'file_type_not_allowed' };
  return { key: file.key, name: displayName(file.filename), contentType: detected.mime, size: file.size };
}

/** The receipt to be shown in place (a browser shows a PDF or an image itself), kept by no shared cache. */
export const sendReceipt = (app: FastifyInstance, reply: FastifyReply, expense: ExpenseRow) =>
  sendPrivateFile(
    reply,
    app.storage,
    expense.receiptKey,
    { originalName: expense.receiptName, contentType: expense.receiptContentType },
    'inline',
  );

/**
 * Removes a deleted expense's receipt. The expense is already gone, so a file that will not go is
 * only worth a warning: its key is random and nothing links to it any more.
 */
export async function removeReceipt(app: FastifyInstance, key: string): Promise<void> {
  await app.storage.remove(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'a deleted expense’s receipt was not removed'));
}
