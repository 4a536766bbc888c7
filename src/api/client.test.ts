import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from './contract/auth';
import { userEndpoints } from './contract/users';
import { callApi, setAccessTokenSource, setSessionRefresher } from './client';
import { ApiError } from './errors';

const fetchSpy = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ME = {
  id: 7,
  email: 'ava@example.com',
  full_name: 'Ava',
  role: 'CEO',
  avatar: null,
  is_active: true,
  languages: [],
  preferred_language: null,
  date_joined: '2026-01-01',
};
const UNAUTHORIZED = { detail: 'Access token is invalid or expired.', code: 'token_invalid' };

beforeEach(() => {
  fetchSpy.mockImplementation(async () => json(ME));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
  setAccessTokenSource(() => null);
  setSessionRefresher(async () => null);
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const sent = (call = 0) => {
  const [url, init] = fetchSpy.mock.calls[call]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

describe('callApi', () => {
  it('fails a protected call without a token locally with "No access token", sending nothing', async () => {
    const call = callApi(authEndpoints.me);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('No access token');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the current access token as a bearer, with cookies included, to the contract path', async () => {
    setAccessTokenSource(() => 'token-123');
    expect(await callApi(authEndpoints.me)).toEqual(ME);
    expect(sent().url).toBe('/api/v1/users/me/');
    expect(sent().headers.get('authorization')).toBe('Bearer token-123');
    expect(sent().init.credentials).toBe('include');
  });

  it('fills path parameters, leaves empty query values out, and sends a multipart body as form data', async () => {
    setAccessTokenSource(() => 't');
    await callApi(userEndpoints.get, { params: { id: 12 } });
    expect(sent(0).url).toBe('/api/v1/users/users/12/');
    fetchSpy.mockResolvedValueOnce(json({ count: 0, num_pages: 1, current_page: 1, results: [] }));
    await callApi(userEndpoints.list, { query: { page: 2, search: '' } });
    expect(sent(1).url).toBe('/api/v1/users/users/?page=2');
    await callApi(userEndpoints.create, {
      body: { full_name: 'Ana', email: 'ana@example.com', role: 'CLIENT', password: 'long-enough', languages: ['en', 'es'], avatar: null },
    });
    const form = sent(2).init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('languages')).toEqual(['en', 'es']);
    expect(form.has('avatar')).toBe(false);
  });

  it('echoes the XSRF cookie in the header on unsafe calls only', async () => {
    document.cookie = 'csrftoken=xsrf-value; path=/';
    fetchSpy.mockResolvedValueOnce(json({ detail: 'Signed out.' }));
    await callApi(authEndpoints.logout);
    expect(sent(0).headers.get('x-csrftoken')).toBe('xsrf-value');
    setAccessTokenSource(() => 't');
    await callApi(authEndpoints.me);
    expect(sent(1).headers.get('x-csrftoken')).toBeNull();
  });

  it("turns an error response into an ApiError with the server's detail, code and field codes", async () => {
    setAccessTokenSource(() => 't');
    fetchSpy.mockResolvedValueOnce(json({ detail: 'Invalid request.', code: 'invalid', errors: { email: ['email_taken'] } }, 400));
    const error = await callApi(userEndpoints.get, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'invalid', detail: 'Invalid request.', fieldErrors: { email: ['email_taken'] } });
  });

  it('refuses an answer that does not match the contract', async () => {
    setAccessTokenSource(() => 't');
    fetchSpy.mockResolvedValueOnce(json({ id: 'seven' }));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ code: 'bad_response' });
  });
});

describe('callApi when a call answers 401', () => {
  it('renews the session once and tries once more with the new token', async () => {
    setAccessTokenSource(() => 'stale');
    const refresher = vi.fn(async () => 'fresh');
    setSessionRefresher(refresher);
    fetchSpy.mockResolvedValueOnce(json(UNAUTHORIZED, 401));
    expect(await callApi(authEndpoints.me)).toEqual(ME);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(sent(1).headers.get('authorization')).toBe('Bearer fresh');
  });

  it('gives up after the one retry when that answers 401 too', async () => {
    setAccessTokenSource(() => 'stale');
    const refresher = vi.fn(async () => 'fresh');
    setSessionRefresher(refresher);
    fetchSpy.mockImplementation(async () => json(UNAUTHORIZED, 401));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 401, code: 'token_invalid' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the session cannot be renewed, nor for public calls', async () => {
    setAccessTokenSource(() => 'stale');
    const refresher = vi.fn(async () => null);
    setSessionRefresher(refresher);
    fetchSpy.mockImplementation(async () => json(UNAUTHORIZED, 401));
    await expect(callApi(authEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await expect(callApi(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
