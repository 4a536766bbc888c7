import type { FastifyRequest } from 'fastify';
import type { FileField } from '@/api/contract/endpoint';
import { badRequest, fieldError, HttpError, invalidFields } from './http-errors';
import { hasNul } from './input-guard';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

interface MultipartBody {
  /** Text parts; a repeated part becomes a list (arrays travel as repeated fields). */
  fields: Record<string, string | string[]>;
  /** Files by field name, in the order sent. */
  files: Record<string, UploadedFile[]>;
}

const MAX_TEXT_PARTS = 100;
/** A text part's own limit; a longer one is refused, never cut. */
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** All text parts together. */
const MAX_TEXT_BYTES = 256 * 1024;

const tooLarge = () =>
  new HttpError(400, 'This form is larger than this call takes.', 'invalid', { non_field_errors: ['too_large_request'] });

/**
 * Reads a multipart body within its contract's limits: each file within its own size, text parts
 * within theirs, the whole within the sum (checked from Content-Length first, and while reading).
 * Anything malformed (no boundary, a wrong one, a body cut short, a JSON part that is not JSON)
 * answers 400, never 5xx.
 */
export async function readMultipart(request: FastifyRequest, fileFields: Record<string, FileField>): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send this form as multipart/form-data.');
  const countOf = (field: FileField) => field.maxCount ?? 1;
  const fileBudget = Object.values(fileFields).reduce((sum, f) => sum + f.maxBytes * countOf(f), 0);
  // Boundaries and part headers take room too: a little over the content's own limits.
  const totalLimit = fileBudget + MAX_TEXT_BYTES + 64 * 1024;
  if (Number(request.headers['content-length'] ?? 0) > totalLimit) throw tooLarge();

  const body: MultipartBody = { fields: {}, files: {} };
  const largest = Math.max(0, ...Object.values(fileFields).map((f) => f.maxBytes));
  let current = '';
  let currentField = '';
  let textBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: Object.values(fileFields).reduce((sum, f) => sum + countOf(f), 0),
        fields: MAX_TEXT_PARTS,
        fieldSize: MAX_TEXT_PART_BYTES,
      },
    });
    for await (const part of parts) {
      current = part.fieldname;
      currentField = part.fieldname;
      if (hasNul(part.fieldname)) throw invalidFields({ non_field_errors: ['invalid_character'] });
      if (part.type === 'file') {
        const spec = fileFields[part.fieldname];
        if (!spec) throw fieldError(part.fieldname, 'unexpected_file');
        const list = (body.files[part.fieldname] ??= []);
        if (list.length >= countOf(spec)) throw fieldError(part.fieldname, 'too_many_files');
        // A list's refusals name the file by its place: `files.2`.
        current = spec.maxCount === undefined ? part.fieldname : `${part.fieldname}.${list.length}`;
        const data = await part.toBuffer();
        if (data.length > spec.maxBytes) throw fieldError(current, 'file_too_large');
        // A browser sends an empty, unnamed part for a file input left empty: no file was chosen.
        if (data.length > 0 || part.filename) list.push({ filename: part.filename, mimetype: part.mimetype, data });
        continue;
      }
      if (part.valueTruncated) throw fieldError(part.fieldname, 'too_long');
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      textBytes += Buffer.byteLength(value);
      if (textBytes > MAX_TEXT_BYTES) throw tooLarge();
      if (hasNul(value)) throw fieldError(part.fieldname, 'invalid_character');
      const existing = body.fields[part.fieldname];
      body.fields[part.fieldname] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(current, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw fieldError(currentField, 'too_many_files');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many parts in this form.');
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw fieldError(current || 'non_field_errors', 'invalid_format');
    // Busboy's own complaints: no or wrong boundary, a body cut short, unexpected end of form.
    throw badRequest('This form is malformed: it could not be read as multipart/form-data.');
  }
  return body;
}
