import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-errors';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  /** Text fields; a repeated field becomes an array (spec section 7: arrays as repeated fields). */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

interface Limits {
  fileFields: string[];
  maxFileBytes: number;
  tooLargeMessage: string;
}

/** Reads a multipart body within limits; a file over the limit is a 400 on its field. */
export async function readMultipart(request: FastifyRequest, limits: Limits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send this form as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.fileFields.length, fields: 100, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!limits.fileFields.includes(part.fieldname)) throw badRequest('Invalid request.', { [part.fieldname]: ['Unexpected file.'] });
        if (data.length > 0) body.files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
        continue;
      }
      const value = String(part.value);
      const existing = body.fields[part.fieldname];
      body.fields[part.fieldname] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = limits.fileFields[0] ?? 'file';
      throw badRequest('Invalid request.', { [field]: [limits.tooLargeMessage] });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Too many parts in this form.');
    throw error;
  }
  return body;
}
