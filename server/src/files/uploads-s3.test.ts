import { request as httpRequest } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { s3StorageConfig, startS3Server, type RunningS3Server } from '@server/test/s3-server';

// The app on a real S3-compatible server: uploads stream into the bucket only once access is
// checked, and nothing of a refused upload stays in it.
let s3: RunningS3Server;
let bucket: S3Client;
let server: TestServer;
const people = {} as Record<'pm' | 'dev' | 'outsider' | 'ceo', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let project: { id: number };

beforeAll(async () => {
  s3 = await startS3Server();
  const settings = s3StorageConfig(s3);
  bucket = new S3Client({ ...settings, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  server = await startTestServer({ storage: settings });
  people.ceo = await server.createUser('CEO');
  people.pm = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV');
  people.outsider = await server.createUser('DEV');
  for (const who of Object.keys(people) as (keyof typeof people)[]) tokens[who] = (await signIn(server.app, people[who].email)).access;
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/projects/project-list/',
    headers: auth('pm'),
    payload: { name: 'On S3', members: [people.dev.id] },
  });
  project = created.json();
});
afterAll(async () => {
  await server.close();
  await s3.stop();
});

const auth = (who: keyof typeof people) => ({ authorization: `Bearer ${tokens[who]}` });
const filesUrl = (id: number) => `/api/v1/projects/file-attachment/${id}/`;
const keysInBucket = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!);
const attachmentCount = async () => (await server.database.db.select({ n: count() }).from(attachments))[0]!.n;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 'stream bytes '), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

function form(files: { name: string; data: Buffer }[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.data)]), file.name);
  return body;
}
const upload = (files: { name: string; data: Buffer }[], who: keyof typeof people = 'dev', id = project.id) =>
  server.app.inject({ method: 'POST', url: filesUrl(id), headers: auth(who), payload: form(files) });

describe('attachments on S3', () => {
  it('stores an upload in the bucket under its project and sends it back byte for byte', async () => {
    const before = await keysInBucket();
    const response = await upload([
      { name: 'brief.pdf', data: PDF },
      { name: 'notes.md', data: Buffer.from('# Notes\n\n- ünïcödé\n') },
    ]);
    expect(response.statusCode).toBe(201);
    const [pdf] = response.json<{ id: number; size: number }[]>();
    expect(pdf!.size).toBe(PDF.length);
    const added = (await keysInBucket()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    for (const key of added) expect(key).toMatch(new RegExp(`^projects/${project.id}/[0-9a-f-]{36}$`));

    const download = await server.app.inject({ method: 'GET', url: `${filesUrl(project.id)}${pdf!.id}/`, headers: auth('dev') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses an upload to a project the sender cannot see before reading its body, and stores nothing', async () => {
    const before = await keysInBucket();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // The body never ends: an answer can only come from a server that did not wait for it.
    const answer = await new Promise<{ status: number; bodyEnded: boolean }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: filesUrl(project.id),
          headers: { ...auth('outsider'), 'content-type': 'multipart/form-data; boundary=XYZ', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          resolve({ status: response.statusCode!, bodyEnded: sent.writableEnded });
          response.resume();
          sent.destroy();
        },
      );
      sent.on('error', (error) => (sent.destroyed ? undefined : reject(error)));
      sent.write('--XYZ\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
      sent.write(PDF);
    });
    expect(answer).toEqual({ status: 404, bodyEnded: false });
    expect(await keysInBucket()).toEqual(before);
  });

  it('stores nothing of an upload with a file over the limit, a refused type, or a refused field', async () => {
    const before = await keysInBucket();
    const rows = await attachmentCount();
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const tooLarge = await upload([
      { name: 'first.pdf', data: PDF },
      { name: 'big.pdf', data: big },
    ]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ 'files.1': ['file_too_large'] });

    const badType = await upload([
      { name: 'good.pdf', data: PDF },
      { name: 'setup.pdf', data: EXE },
    ]);
    expect(badType.json().errors).toEqual({ 'files.1': ['file_type_not_allowed'] });

    // Refused by the handler once the files are stored: a member who is no one.
    const badField = await server.app.inject({
      method: 'POST',
      url: '/api/v1/projects/project-list/',
      headers: auth('pm'),
      payload: form([{ name: 'brief.pdf', data: PDF }], { name: 'Never made', members: '999999' }),
    });
    expect(badField.json().errors).toEqual({ members: ['unknown_user'] });

    expect(await keysInBucket()).toEqual(before);
    expect(await attachmentCount()).toBe(rows);
  });

  it('creates a project with its files in the project’s own folder', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/projects/project-list/',
      headers: auth('pm'),
      payload: form([{ name: 'logo.png', data: PNG }], { name: 'Brand book' }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; attachments: { id: number }[] }>();
    expect((await keysInBucket()).filter((key) => key.startsWith(`projects/${created.id}/`))).toHaveLength(1);
    const download = await server.app.inject({
      method: 'GET',
      url: `${filesUrl(created.id)}${created.attachments[0]!.id}/`,
      headers: auth('pm'),
    });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('avatars on S3', () => {
  it('are served at /media/avatars/<name> from the bucket, for good', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ full_name: 'Ada', email: 'ada@s3.test', role: 'DEV' })) body.append(key, value);
    body.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/users/users/', headers: auth('ceo'), payload: body });
    expect(created.statusCode).toBe(201);
    const { avatar } = created.json<{ avatar: string }>();
    expect(avatar).toMatch(/^\/media\/avatars\/[\w-]+\.png$/);
    expect(await keysInBucket()).toContain(avatar.slice('/media/'.length));

    const image = await server.app.inject({ method: 'GET', url: avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    for (const url of ['/media/avatars/nobody.png', '/media/avatars/..%2Fprojects', '/media/avatars/.hidden', '/media/projects/1/x']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
