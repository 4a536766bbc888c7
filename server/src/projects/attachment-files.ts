import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES } from '@/api/contract/projects';
import type { FieldErrors } from '@/api/contract/errors';
import { invalidFields } from '@server/src/http/http-errors';
import type { UploadedFile } from '@server/src/http/multipart';
import { storePrivateFile } from '@server/src/files/private-files';

const ALLOWED = new Set<string>(ATTACHMENT_TYPES);

/** Text files are known by their name once their content has proved to be text. */
const TEXT_TYPES: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv', '.md': 'text/markdown' };

// Control characters that no text file holds (tab, newline, form feed and carriage return are text).
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const NOT_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

function isUtf8Text(data: Buffer): boolean {
  try {
    return !NOT_TEXT.test(new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch {
    return false;
  }
}

/**
 * The file's type as its content shows it, if the allow-list has it: a binary format by its
 * signature (so a renamed program is refused), else UTF-8 text with a text file's name.
 */
export async function attachmentType(file: UploadedFile): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(file.data);
  if (detected) return ALLOWED.has(detected.mime) ? detected.mime : undefined;
  const textType = TEXT_TYPES[path.extname(file.filename).toLowerCase()];
  return textType && isUtf8Text(file.data) ? textType : undefined;
}

const NAME_MAX = 255;
// oxlint-disable-next-line no-control-regex -- matching them is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** The name to show and download under: no folders, no control characters, at most 255 characters with its extension kept. */
export function displayName(filename: string): string {
  // Browsers send a double quote in a file's name as %22 (the HTML form encoding): it is one.
  const base = filename.split(/[\\/]/).pop()!.replaceAll('%22', '"').replace(CONTROL, '').trim();
  if (!base) return 'attachment';
  if (base.length <= NAME_MAX) return base;
  const extension = path.extname(base).slice(0, 16);
  return base.slice(0, NAME_MAX - extension.length) + extension;
}

export interface CheckedFile {
  file: UploadedFile;
  contentType: string;
  name: string;
}

/** Checks every file before anything is stored: one refused file refuses the request, said on `files.<index>`. */
export async function checkAttachmentFiles(files: readonly UploadedFile[]): Promise<CheckedFile[]> {
  const errors: FieldErrors = {};
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (file.data.length === 0) {
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

/**
 * Files written during a transaction: if it fails, `discard` removes them, so a refused request
 * leaves no file behind.
 */
export function fileBatch(filesDir: string) {
  const written: string[] = [];
  return {
    async store(projectId: number, data: Buffer): Promise<string> {
      const storedName = await storePrivateFile(filesDir, `projects/${projectId}`, data);
      written.push(storedName);
      return storedName;
    },
    async discard(): Promise<void> {
      await Promise.all(written.map((name) => unlink(path.join(filesDir, name)).catch(() => undefined)));
    },
  };
}
