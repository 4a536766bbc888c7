import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES } from '@/api/contract/projects';
import type { FieldErrors } from '@/api/contract/errors';
import { invalidFields } from '@server/src/http/http-errors';
import { privateFileKey } from '@server/src/files/private-files';
import type { FilePlace, StoredFile } from '@server/src/files/uploads';

const ALLOWED = new Set<string>(ATTACHMENT_TYPES);

/** Text files are known by their name once their content has proved to be text. */
const TEXT_TYPES: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv', '.md': 'text/markdown' };

// Control characters that no text file holds (tab, newline, form feed and carriage return are text).
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const NOT_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** Whether bytes are UTF-8 text; `cut` when they are only the start of a file, which may end mid-character. */
function isUtf8Text(data: Buffer, cut: boolean): boolean {
  try {
    return !NOT_TEXT.test(new TextDecoder('utf-8', { fatal: true }).decode(data, { stream: cut }));
  } catch {
    return false;
  }
}

/**
 * The file's type as its first bytes show it, if the allow-list has it: a binary format by its
 * signature (so a renamed program is refused), else UTF-8 text with a text file's name.
 */
export async function attachmentType(file: StoredFile): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(file.head);
  if (detected) return ALLOWED.has(detected.mime) ? detected.mime : undefined;
  const textType = TEXT_TYPES[path.extname(file.filename).toLowerCase()];
  return textType && isUtf8Text(file.head, file.size > file.head.length) ? textType : undefined;
}

/**
 * Where a project's attachment is stored, as data folders have always had them. Its type is
 * checked once it is stored (`checkAttachmentFiles`, which says every refused file at once).
 */
export const attachmentPlace = (projectId: number): FilePlace => ({
  key: privateFileKey(`projects/${projectId}`),
  contentType: 'application/octet-stream',
});

const NAME_MAX = 255;
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/**
 * Marks that reorder the text around them without showing themselves: `invoice\u202Efdp.exe` reads
 * as "invoiceexe.pdf". No file name needs them.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The name to show and download under: no folders, no control characters nor direction marks, at
 * most 255 characters with its extension kept.
 */
export function displayName(filename: string): string {
  // Browsers send a double quote in a file's name as %22 (the HTML form encoding): it is one.
  const base = filename.split(/[\\/]/).pop()!.replaceAll('%22', '"').replace(CONTROL, '').replace(BIDI_CONTROL, '').trim();
  if (!base) return 'attachment';
  if (base.length <= NAME_MAX) return base;
  const extension = path.extname(base).slice(0, 16);
  return base.slice(0, NAME_MAX - extension.length) + extension;
}

export interface CheckedFile {
  file: StoredFile;
  contentType: string;
  name: string;
}

/** Checks every stored file: one refused file refuses the request (and its files are removed), said on `files.<index>`. */
export async function checkAttachmentFiles(files: readonly StoredFile[]): Promise<CheckedFile[]> {
  const errors: FieldErrors = {};
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size === 0) {
      errors[`files.${index}`] = ['empty_file'];
      continue;
    }
    const contentType = await attachmentType(file);
    if (!contentType) errors[`files.${index}`] = ['file_type_not_allowed'];
    else checked.push({ file, contentType, name: displayName(file.filename) });
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return checked;
}
