import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { FieldErrors } from '@/api/contract/errors';
import { privateFileKey } from '@server/src/files/private-files';
import type { FilePlace, StoredFile } from '@server/src/files/uploads';
import { invalidFields } from '@server/src/http/http-errors';
import { displayName } from '@server/src/projects/attachment-files';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

/** Where an applicant's CV or cover letter is kept: a private key no one can guess, checked once stored. */
export const applicationFilePlace = (): FilePlace => ({
  key: privateFileKey('applications'),
  contentType: 'application/octet-stream',
});

/**
 * The file's type as its first bytes show it, if it is a PDF, DOCX or DOC. A `.doc` is a compound
 * file (the container Word 97 to 2003 wrote), which only its name tells from a spreadsheet or an
 * installer of the same container: it is taken as Word only when named so.
 */
async function applicationFileType(file: StoredFile): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(file.head);
  if (detected?.mime === PDF || detected?.mime === DOCX) return detected.mime;
  if (detected?.mime === 'application/x-cfb' && path.extname(file.filename).toLowerCase() === '.doc') return DOC;
  return undefined;
}

/** A CV or cover letter as the application keeps it. */
export interface CheckedFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Checks the stored CV (required) and cover letter (optional) by their content; every refusal is
 * said at once, and the request's files are then removed by the upload's own clean-up.
 */
export async function checkApplicationFiles(files: {
  cv?: StoredFile;
  cover_letter?: StoredFile;
}): Promise<{ cv: CheckedFile; coverLetter: CheckedFile | null }> {
  const errors: FieldErrors = {};
  const check = async (field: 'cv' | 'cover_letter', file: StoredFile | undefined): Promise<CheckedFile | null> => {
    if (!file) return null;
    if (file.size === 0) {
      errors[field] = ['empty_file'];
      return null;
    }
    const contentType = await applicationFileType(file);
    if (!contentType) {
      errors[field] = ['file_type_not_allowed'];
      return null;
    }
    return { key: file.key, name: displayName(file.filename), contentType, size: file.size };
  };
  const cv = await check('cv', files.cv);
  const coverLetter = await check('cover_letter', files.cover_letter);
  if (!files.cv) errors.cv = ['required'];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { cv: cv!, coverLetter };
}
