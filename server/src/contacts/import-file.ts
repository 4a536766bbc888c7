import type { FileStorage } from '@server/src/files/storage/file-storage';
import type { StoredFile } from '@server/src/files/uploads';
import { fieldError } from '@server/src/http/http-errors';

/**
 * The uploaded CSV's text, and the file removed: it is read once and never kept. UTF-8, or else
 * Windows-1252, which a spreadsheet on Windows still writes "CSV" in.
 */
export async function takeUploadedText(storage: FileStorage, file: StoredFile | undefined): Promise<string> {
  if (!file) throw fieldError('file', 'required');
  try {
    const stored = await storage.open(file.key);
    if (!stored) throw fieldError('file', 'required');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    if (bytes.length === 0) throw fieldError('file', 'empty_file');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return new TextDecoder('windows-1252').decode(bytes);
    }
  } finally {
    await storage.remove(file.key);
  }
}
