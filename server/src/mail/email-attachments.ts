import type { FileStorage } from '@server/src/files/storage/file-storage';
import type { Email } from './email';

/** An attachment as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * The e-mail's files read from the storage when it is delivered. One that is missing throws, so the
 * job tries again later rather than send the e-mail without it.
 */
export async function mailAttachments(storage: FileStorage, email: Email): Promise<MailAttachment[]> {
  return Promise.all(
    (email.attachments ?? []).map(async (attachment) => {
      const file = await storage.open(attachment.storageKey);
      if (!file) throw new Error(`an e-mail's attachment is not in the storage: ${attachment.filename}`);
      return { filename: attachment.filename, content: await bytesOf(file.stream), contentType: attachment.contentType };
    }),
  );
}
