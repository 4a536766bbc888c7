import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachments, users, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { testConfig } from '@server/src/config';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';

/**
 * A local storage whose disk gives out: from the `after`-th put on, each write fails with `code`
 * part-way through the file, as a full or read-only disk does.
 */
function givingOut(storage: FileStorage) {
  const trouble = { code: undefined as string | undefined, after: 0, puts: 0, opens: undefined as string | undefined };
  const failingPartWay = (body: Readable, code: string) => {
    let passed = 0;
    return body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          passed += chunk.length;
          if (passed > 100) done(Object.assign(new Error(`${code}: simulated`), { code }));
          else done(null, chunk);
        },
      }),
    );
  };
  const failing: FileStorage = {
    put: (key, body, options) => {
      trouble.puts += 1;
      const code = trouble.code !== undefined && trouble.puts > trouble.after ? trouble.code : undefined;
      return storage.put(key, code ? failingPartWay(body, code) : body, options);
    },
    open: async (key) => {
      if (trouble.opens) throw Object.assign(new Error(`${trouble.opens}: simulated`), { code: trouble.opens });
      return storage.open(key);
    },
    remove: (key) => storage.remove(key),
  };
  return { storage: failing, trouble };
}

const config = testConfig();
const disk = givingOut(createStorage(config));
let server: TestServer;
const people = {} as Record<'ceo' | 'pm', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let projectId = 0;

beforeAll(async () => {
  server = await startTestServer({ mediaDir: config.mediaDir, filesDir: config.filesDir }, { storage: disk.storage });
  people.ceo = await server.createUser('CEO');
  people.pm = await server.createUser('PM_DEV');
  for (const who of ['ceo', 'pm'] as const) tokens[who] = (await signIn(server.app, people[who].email)).access;
  projectId = (
    await server.app.inject({ method: 'POST', url: '/api/v1/projects/project-list/', headers: auth('pm'), payload: { name: 'Disk' } })
  ).json<{ id: number }>().id;
});
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(disk.trouble, { code: undefined, after: 0, puts: 0, opens: undefined });
});

const auth = (who: keyof typeof people) => ({ authorization: `Bearer ${tokens[who]}` });
/** Every file in both folders, half-written ones included. */
const filesOnDisk = () =>
  [config.filesDir, config.mediaDir].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
const rowsOf = async (table: typeof attachments | typeof users) => (await server.database.db.select({ n: count() }).from(table))[0]!.n;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'x'), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function uploadTwo() {
  const body = new FormData();
  for (const name of ['one.pdf', 'two.pdf']) body.append('files', new Blob([new Uint8Array(PDF)]), name);
  return server.app.inject({ method: 'POST', url: `/api/v1/projects/file-attachment/${projectId}/`, headers: auth('pm'), payload: body });
}

describe('a storage that gives out', () => {
  it('answers 507 on a full disk, and removes the files the request had already stored', async () => {
    const before = { files: filesOnDisk(), rows: await rowsOf(attachments) };
    // The first file is stored whole; the disk fills up during the second.
    Object.assign(disk.trouble, { code: 'ENOSPC', after: 1 });
    const response = await uploadTwo();
    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({ code: 'storage_full' });
    expect(filesOnDisk()).toEqual(before.files);
    expect(await rowsOf(attachments)).toBe(before.rows);
  });

  it('answers 503 on a read-only disk or quota, never 500', async () => {
    for (const [code, status, answer] of [
      ['EROFS', 503, 'storage_unavailable'],
      ['EACCES', 503, 'storage_unavailable'],
      ['EDQUOT', 507, 'storage_full'],
    ] as const) {
      Object.assign(disk.trouble, { code, after: 0, puts: 0 });
      const response = await uploadTwo();
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code, code).toBe(answer);
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('keeps no user whose avatar could not be stored', async () => {
    const userCount = await rowsOf(users);
    Object.assign(disk.trouble, { code: 'ENOSPC' });
    const body = new FormData();
    for (const [key, value] of Object.entries({ full_name: 'Ada', email: 'ada@disk.test', role: 'DEV' })) body.append(key, value);
    // Large enough to pass the point where the disk gives out.
    body.append('avatar', new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.alloc(500)]))], { type: 'image/png' }), 'me.png');
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/users/users/', headers: auth('ceo'), payload: body });
    expect(response.statusCode).toBe(507);
    expect(await rowsOf(users)).toBe(userCount);
    expect(filesOnDisk()).toEqual([]);
  });

  it('answers 503 to a download the storage cannot read', async () => {
    const [stored] = (await uploadTwo()).json<{ id: number }[]>();
    disk.trouble.opens = 'EACCES';
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/projects/file-attachment/${projectId}/${stored!.id}/`,
      headers: auth('pm'),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('storage_unavailable');
  });
});
