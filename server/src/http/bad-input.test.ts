import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { countUsers } from '@server/src/users/queries';
import { MAX_BODY_DEPTH } from './input-guard';

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = { authorization: `Bearer ${(await signIn(server.app, (await server.createUser('CEO')).email)).access}` };
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: auth });

/** A multipart body written by hand, so it can be malformed on purpose. */
function form(fields: Record<string, string>, boundary = 'XYZ') {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}
const person = (fullName = 'Ana Ruiz') => ({
  full_name: fullName,
  email: `ana.${Math.random().toString(36).slice(2)}@x.test`,
  role: 'DEV',
});
const postForm = (payload: string, contentType = 'multipart/form-data; boundary=XYZ') =>
  server.app.inject({ method: 'POST', url: '/api/v1/users/users/', headers: { ...auth, 'content-type': contentType }, payload });

/** Sends `request` and checks it is refused with a 400 or 404 in the usual shape, creating nobody. */
async function refusedUnchanged(request: () => Promise<{ statusCode: number; json(): unknown }>) {
  const before = await countUsers(server.database.db);
  const response = await request();
  expect([400, 404]).toContain(response.statusCode);
  expect(response.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  expect(await countUsers(server.database.db)).toBe(before);
  return response.json() as { errors?: Record<string, string[]> };
}

describe('a NUL byte', () => {
  it('in a query parameter answers 400 on that parameter', async () => {
    for (const url of [
      '/api/v1/users/users/?search=a%00b',
      '/api/v1/users/users/role-counts/?search=%00',
      '/api/v1/users/staff/?search=x%00',
    ]) {
      expect((await refusedUnchanged(() => get(url))).errors).toEqual({ search: ['invalid_character'] });
    }
  });

  it('in a JSON body answers 400 on that field', async () => {
    const body = await refusedUnchanged(() =>
      server.app.inject({ method: 'POST', url: '/api/v1/users/login/', payload: { email: 'a@b.co', password: 'pass\u0000word' } }),
    );
    expect(body.errors).toEqual({ password: ['invalid_character'] });
  });

  it('in a form field answers 400 on that field, as do other control characters in a name', async () => {
    expect((await refusedUnchanged(() => postForm(form(person('An\u0000a'))))).errors).toEqual({ full_name: ['invalid_character'] });
    expect((await refusedUnchanged(() => postForm(form(person('Ana\u0007 Ruiz'))))).errors).toEqual({ full_name: ['invalid_character'] });
    expect((await refusedUnchanged(() => postForm(form({ ...person(), email: 'a\u0000@x.test' })))).errors).toEqual({
      email: ['invalid_character'],
    });
  });
});

describe('a malformed multipart body', () => {
  const good = form(person());

  it.each([
    ['no boundary', good, 'multipart/form-data'],
    ['a wrong boundary', good, 'multipart/form-data; boundary=OTHER'],
    ['a body cut short', good.slice(0, 70), 'multipart/form-data; boundary=XYZ'],
    ['no closing boundary', good.replace('--XYZ--\r\n', ''), 'multipart/form-data; boundary=XYZ'],
    [
      'a part declared JSON that is not JSON',
      '--XYZ\r\nContent-Disposition: form-data; name="full_name"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--XYZ--\r\n',
      'multipart/form-data; boundary=XYZ',
    ],
  ])('with %s answers 400 and creates nobody', async (_name, payload, contentType) => {
    expect(await refusedUnchanged(() => postForm(payload, contentType))).toHaveProperty('detail');
  });

  it('refuses a text part over its limit rather than cutting it', async () => {
    const body = await refusedUnchanged(() => postForm(form({ ...person(), full_name: 'a'.repeat(70_000) })));
    expect(body.errors).toEqual({ full_name: ['too_long'] });
  });

  it('refuses a form over the total size before reading it', async () => {
    const huge = form({ ...person(), note: 'x'.repeat(6 * 1024 * 1024) });
    expect((await refusedUnchanged(() => postForm(huge))).errors).toEqual({ non_field_errors: ['too_large_request'] });
  });

  it('keeps the JSON body limit', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      payload: { email: 'a@b.co', password: 'x'.repeat(2_000_000) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('nested input', () => {
  const login = (payload: string, query = '') =>
    server.app.inject({ method: 'POST', url: `/api/v1/users/login/${query}`, headers: { 'content-type': 'application/json' }, payload });
  /** `{"email": [[…]], …}`: the body itself is one level, the arrays the rest. */
  const nestedEmail = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"password":"x"}`;

  it(`reads a body ${MAX_BODY_DEPTH} levels deep, and refuses one level more before its schema`, async () => {
    expect((await login(nestedEmail(MAX_BODY_DEPTH))).json().errors).toEqual({ email: ['invalid_type'] });
    const deeper = await login(nestedEmail(MAX_BODY_DEPTH + 1));
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({ code: 'invalid', errors: { non_field_errors: ['too_deep'] } });
  });

  it('still finds a NUL byte deep in a body, on its path', async () => {
    const response = await login(`{"email":"a@b.co","password":[[["a\\u0000"]]]}`);
    expect(response.json().errors).toEqual({ 'password.0.0.0': ['invalid_character'] });
  });

  it('refuses a nested query key, which the server would otherwise ignore', async () => {
    for (const query of ['?search[a]=1', '?search[]=1', `?search${'[a]'.repeat(50_000)}=1`]) {
      const response = await get(`/api/v1/users/users/${query}`);
      expect(response.statusCode, query.slice(0, 20)).toBe(400);
      expect(response.json().errors).toEqual({ non_field_errors: ['too_deep'] });
    }
    // A repeated key is a flat list, not nesting.
    expect((await get('/api/v1/users/users/?search=a&search=b')).json().errors).not.toEqual({ non_field_errors: ['too_deep'] });
  });

  it('refuses a body sent to an endpoint that reads none, but takes an empty one', async () => {
    const signOutOthers = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/sign-out-others/',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
    const refused = await signOutOthers('{"all":true}');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ non_field_errors: ['unknown_field'] });
    expect((await signOutOthers('{}')).statusCode).toBe(200);
  });

  it('refuses a multipart part declared JSON and nested beyond any limit', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const payload = `--XYZ\r\nContent-Disposition: form-data; name="full_name"\r\nContent-Type: application/json\r\n\r\n${deep}\r\n--XYZ--\r\n`;
    expect(await refusedUnchanged(() => postForm(payload))).toHaveProperty('detail');
  });

  it('parses a JSON body 100,000 levels deep without overflowing (the size limit comes later)', async () => {
    const response = await login(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ non_field_errors: ['too_deep'] });
  });
});
