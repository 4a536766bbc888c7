import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema';
import { testConfig } from '@server/src/config';
import { createStorage } from '@server/src/files/storage/create-storage';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertTestInvoice } from '@server/src/invoices/test-kit';

const config = testConfig();
const disk = createStorage(config);
let readOnly = false;
/** The storage, read-only while the test says so (as a disk turned read-only answers). */
const storage: FileStorage = {
  put: (key, body, options) =>
    readOnly ? Promise.reject(Object.assign(new Error('EROFS: simulated'), { code: 'EROFS' })) : disk.put(key, body, options),
  open: (key) => disk.open(key),
  remove: (key) => disk.remove(key),
};
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ mediaDir: config.mediaDir, filesDir: config.filesDir }, { storage });
  token = (await signIn(server.app, (await server.createUser('CFO')).email)).access;
});
afterAll(() => server.close());

describe('sending while the file storage cannot take the PDF', () => {
  it('answers 503, keeps the draft and e-mails nothing; sent once the storage is back', async () => {
    const owner = await server.createUser('CLIENT');
    const invoice = await insertTestInvoice(server.database.db, { organisationId: await server.organisationOf(owner) });
    const send = () =>
      server.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoice.id}/send/`, headers: { authorization: `Bearer ${token}` } });
    readOnly = true;
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'storage_unavailable' });
    const [row] = await server.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'draft', pdfKey: null });
    await server.app.jobs.settled();
    expect(await server.sentEmails(owner.email)).toEqual([]);

    readOnly = false;
    expect((await send()).statusCode).toBe(200);
    await server.app.jobs.settled();
    expect(await server.sentEmails(owner.email)).toHaveLength(1);
  });
});
