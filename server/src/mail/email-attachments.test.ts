import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '@server/src/files/storage/local-storage';
import { mailAttachments } from './email-attachments';

const folder = mkdtempSync(path.join(tmpdir(), 'lato-mail-'));
const storage = createLocalStorage(() => folder);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const email = { to: 'ana@clinic.test', subject: 'Invoice INV-2026-0001 from Lato', text: 'Attached: INV-2026-0001.pdf.' };

describe('an e-mail’s attachments as it is delivered', () => {
  it('are read from the storage by key, under the names the e-mail gives them', async () => {
    await storage.put('invoices/1/INV-2026-0001.pdf', Readable.from([Buffer.from('%PDF-1.3 test')]), {
      contentType: 'application/pdf',
      maxBytes: 1000,
    });
    const attachments = await mailAttachments(storage, {
      ...email,
      attachments: [{ filename: 'INV-2026-0001.pdf', storageKey: 'invoices/1/INV-2026-0001.pdf', contentType: 'application/pdf' }],
    });
    expect(attachments).toEqual([{ filename: 'INV-2026-0001.pdf', content: Buffer.from('%PDF-1.3 test'), contentType: 'application/pdf' }]);
  });

  it('are none for an e-mail without any', async () => {
    expect(await mailAttachments(storage, email)).toEqual([]);
  });

  it('fail the delivery when a file is missing, so it is tried again rather than sent without it', async () => {
    const missing = { ...email, attachments: [{ filename: 'x.pdf', storageKey: 'invoices/2/x.pdf', contentType: 'application/pdf' }] };
    await expect(mailAttachments(storage, missing)).rejects.toThrow('x.pdf');
  });
});
