import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FileField } from '@/api/contract/endpoint';
import { FileTooLargeError } from '@server/src/files/storage/file-storage';
import { StorageFailure } from '@server/src/files/storage/storage-failures';
import { HEAD_BYTES, type StoredFile, type UploadBatch } from '@server/src/files/uploads';
import { badRequest, fieldError, HttpError, invalidFields } from './http-errors';
import { hasNul } from './input-guard';

interface MultipartBody {
  /** Text parts; a repeated part becomes a list (arrays travel as repeated fields). */
  fields: Record<string, string | string[]>;
  /** Files by field name, in the order sent, already stored. */
  files: Record<string, StoredFile[]>;
}

const MAX_TEXT_PARTS = 100;
/** A text part's own limit; a longer one is refused, never cut. */
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** All text parts together. */
const MAX_TEXT_BYTES = 256 * 1024;

const tooLarge = () =>
  new HttpError(400, 'This form is larger than this call takes.', 'invalid', { non_field_errors: ['too_large_request'] });

/**
 * The first `bytes` bytes of a stream (fewer if it ends first), and the whole stream again from
 * its start, to be read on.
 */
async function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      read.push(next.value);
      size += next.value.length;
    }
  }
  const start = Buffer.concat(read);
  async function* rest() {
    try {
      yield start;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // Stopped early (the file too large, the storage failing): the part is read no further.
      await chunks.return?.();
    }
  }
  return { head: start.subarray(0, bytes), whole: Readable.from(rest(), { objectMode: false }) };
}

/**
 * Reads a multipart body within its contract's limits, streaming each file into the storage as it
 * arrives (through `uploads`, which keeps every key for removal if the request is refused): each
 * file within its own size, text parts within theirs, the whole within the sum (checked from
 * Content-Length first, and while reading). Anything malformed (no boundary, a wrong one, a body
 * cut short, a JSON part that is not JSON) answers 400, never 5xx.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Record<string, FileField>,
  uploads: UploadBatch,
): Promise<MultipartBody> {
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
        const { head, whole } = await readHead(part.file, HEAD_BYTES);
        // A browser sends an empty, unnamed part for a file input left empty: no file was chosen.
        if (head.length === 0 && !part.filename) continue;
        const incoming = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, head };
        list.push(await uploads.store(incoming, whole, spec.maxBytes));
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
    if (error instanceof FileTooLargeError) throw fieldError(current, 'file_too_large');
    if (error instanceof StorageFailure) throw error;
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
