/** A file an e-mail carries, by its key in the file storage: the queue holds the key, never the bytes. */
export interface EmailAttachment {
  /** The name the recipient sees. */
  filename: string;
  storageKey: string;
  contentType: string;
}

/** An e-mail as the app writes it: plain text to one person, with files from the storage if any. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}
