import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from './contract/auth';
import { userEndpoints } from './contract/users';
import { projectEndpoints } from './contract/projects';
import { shopEndpoints } from './contract/shop';
import { callApi, downloadApi, fileNameOf, uploadApi } from './client';
import { setAccessTokenSource, setSessionRefresher } from './session-hooks';
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
  two_step_enabled: false,
  invitation_pending: false,
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

  it('calls a public endpoint signed in when asked (the cart of a person, not of the cookie): the token is sent and renewed on 401', async () => {
    setAccessTokenSource(() => 'stale');
    const refresher = vi.fn(async () => 'fresh');
    setSessionRefresher(refresher);
    const cart = { lines: [], currency: null, subtotal_minor: 0, discount_minor: 0, total_minor: 0, coupon: null, item_count: 0 };
    fetchSpy.mockResolvedValueOnce(json(UNAUTHORIZED, 401)).mockResolvedValueOnce(json(cart));
    expect(await callApi(shopEndpoints.cart, { query: { lang: 'en' } }, { signedIn: true })).toEqual(cart);
    expect(sent(0).headers.get('authorization')).toBe('Bearer stale');
    expect(sent(1).headers.get('authorization')).toBe('Bearer fresh');
    // Not asked, the same public call goes without a token, as a visitor's.
    fetchSpy.mockResolvedValueOnce(json(cart));
    await callApi(shopEndpoints.cart, { query: { lang: 'en' } });
    expect(sent(2).headers.get('authorization')).toBeNull();
  });
});

/** A stand-in XMLHttpRequest that answers each request with the next status and body given. */
function fakeXhr(answers: { status: number; body: unknown }[]) {
  const requests: { method: string; url: string; headers: Record<string, string>; body: FormData }[] = [];
  type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;
  class Listeners {
    private listeners = new Map<string, Listener[]>();
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, loaded = 0, total = 0) {
      this.listeners.get(type)?.forEach((listener) => listener({ loaded, total, lengthComputable: total > 0 }));
    }
  }
  class FakeRequest extends Listeners {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = new Listeners();
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: new FormData() };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      this.request.body = body;
      requests.push(this.request);
      const answer = answers.shift()!;
      queueMicrotask(() => {
        this.upload.emit('progress', 50, 100);
        this.upload.emit('progress', 100, 100);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.emit('load');
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return requests;
}

const ATTACHMENT = {
  id: 1,
  project: 4,
  original_name: 'brief.pdf',
  content_type: 'application/pdf',
  size: 3,
  uploaded_by: null,
  uploaded_at: '2026-11-22T10:00:00.000Z',
  can_delete: true,
};

describe('uploadApi', () => {
  it('sends the files as multipart with the token, reports progress, and checks the answer', async () => {
    setAccessTokenSource(() => 'token-1');
    document.cookie = 'csrftoken=xsrf-1; path=/';
    const requests = fakeXhr([{ status: 201, body: [ATTACHMENT] }]);
    const progress: number[] = [];
    const files = [new File(['pdf'], 'brief.pdf')];
    const answer = await uploadApi(projectEndpoints.uploadAttachments, { params: { projectId: 4 }, body: { files } }, (bytes, total) =>
      progress.push(bytes / total),
    );
    expect(answer).toEqual([ATTACHMENT]);
    expect(progress).toEqual([0.5, 1]);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/projects/file-attachment/4/' });
    expect(requests[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-csrftoken': 'xsrf-1' });
    expect((requests[0]!.body.getAll('files') as File[]).map((f) => f.name)).toEqual(['brief.pdf']);
  });

  it('renews the session once on 401, and turns a refusal into an ApiError with its field errors', async () => {
    setAccessTokenSource(() => 'old');
    setSessionRefresher(async () => 'new');
    const requests = fakeXhr([
      { status: 401, body: UNAUTHORIZED },
      { status: 400, body: { detail: 'Invalid request.', code: 'invalid', errors: { 'files.0': ['file_type_not_allowed'] } } },
    ]);
    const call = uploadApi(
      projectEndpoints.uploadAttachments,
      { params: { projectId: 4 }, body: { files: [new File(['x'], 'a.exe')] } },
      () => {},
    );
    await expect(call).rejects.toMatchObject({ status: 400, fieldErrors: { 'files.0': ['file_type_not_allowed'] } });
    expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('downloadApi', () => {
  it('answers the file and the name the server gives it', async () => {
    setAccessTokenSource(() => 't');
    fetchSpy.mockResolvedValueOnce(
      new Response('%PDF', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Informe ?.pdf"; filename*=UTF-8''Informe%20%C3%B1.pdf`,
        },
      }),
    );
    const { blob, fileName } = await downloadApi(projectEndpoints.downloadAttachment, { params: { projectId: 4, attachmentId: 1 } });
    expect(await blob.text()).toBe('%PDF');
    expect(fileName).toBe('Informe ñ.pdf');
    expect(sent().url).toBe('/api/v1/projects/file-attachment/4/1/');
  });

  it('reads the plain name when there is no encoded one, and none when there is no header', () => {
    expect(fileNameOf('attachment; filename="notes.txt"')).toBe('notes.txt');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
