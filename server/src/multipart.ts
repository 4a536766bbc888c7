import type { FastifyRequest } from 'fastify';
import type { FileField } from '@/api/contract/endpoint';
import { badRequest, fieldError } from './http-errors';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  /** Text parts; a repeated part becomes a list (arrays travel as repeated fields). */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

const MAX_TEXT_PARTS = 100;
const MAX_TEXT_PART_BYTES = 64 * 1024;

/** Reads a multipart body within its contract's file limits; a refused file is a 400 on its field. */
export async function readMultipart(request: FastifyRequest, fileFields: Record<string, FileField>): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send this form as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: {} };
  const largest = Math.max(0, ...Object.values(fileFields).map((f) => f.maxBytes));
  let current = '';
  try {
    const parts = request.parts({
      limits: { fileSize: largest, files: Object.keys(fileFields).length, fields: MAX_TEXT_PARTS, fieldSize: MAX_TEXT_PART_BYTES },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'file') {
        const spec = fileFields[part.fieldname];
        if (!spec) throw fieldError(part.fieldname, 'unexpected_file');
        const data = await part.toBuffer();
        if (data.length > spec.maxBytes) throw fieldError(part.fieldname, 'file_too_large');
        if (data.length > 0) body.files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
        continue;
      }
      const value = String(part.value);
      const existing = body.fields[part.fieldname];
      body.fields[part.fieldname] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(current, 'file_too_large');
    if (code === 'FST_FILES_LIMIT') throw fieldError(current, 'too_many_files');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many parts in this form.');
    throw error;
  }
  return body;
}
