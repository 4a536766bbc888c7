import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setAccessTokenSource } from './client';
import { ApiError } from './errors';

const fetchSpy = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchSpy.mockImplementation(
    async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
  setAccessTokenSource(() => null);
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const sentHeaders = () => new Headers(fetchSpy.mock.calls[0]![1]!.headers);

describe('apiRequest', () => {
  it('fails a data call without a token locally with "No access token", sending nothing', async () => {
    const call = apiRequest('/api/v1/users/me/');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('No access token');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the current access token as a bearer, with cookies included', async () => {
    setAccessTokenSource(() => 'token-123');
    await apiRequest('/api/v1/users/me/');
    expect(sentHeaders().get('authorization')).toBe('Bearer token-123');
    expect(fetchSpy.mock.calls[0]![1]!.credentials).toBe('include');
  });

  it('echoes the XSRF cookie in the header on unsafe calls only', async () => {
    document.cookie = 'csrftoken=xsrf-value; path=/';
    await apiRequest('/api/v1/users/logout/', { method: 'POST', auth: false });
    expect(sentHeaders().get('x-csrftoken')).toBe('xsrf-value');
    fetchSpy.mockClear();
    setAccessTokenSource(() => 't');
    await apiRequest('/api/v1/users/me/');
    expect(sentHeaders().get('x-csrftoken')).toBeNull();
  });

  it("turns an error response into an ApiError with the server's detail and code", async () => {
    setAccessTokenSource(() => 't');
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'Nope.', code: 'permission_denied' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await apiRequest('/api/v1/users/users/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'permission_denied', detail: 'Nope.' });
  });
});
