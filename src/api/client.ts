import { ofetch } from 'ofetch';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './contract/auth-values';
import { pathFor, type CallInput, type EndpointSpec, type ResponseOf } from './contract/endpoint';
import { ApiError, errorFromAnswer, networkError, noAccessTokenError, toApiError } from './errors';
import { toFormData } from './form-data';
import { currentAccessToken, renewSession } from './session-hooks';

export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The one HTTP client: JSON, cookies included, the XSRF header echoed on unsafe calls, no timeout. */
const http = ofetch.create({
  baseURL: API_BASE_URL,
  credentials: 'include',
  retry: 0,
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    // Read only when it is sent: document.cookie is parsed anew on each read, and a page's first
    // load makes a dozen reads that send nothing.
    if (!UNSAFE_METHODS.has((options.method ?? 'GET').toUpperCase())) return;
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (xsrf) options.headers.set(XSRF_HEADER_NAME, xsrf);
  },
});

export interface CallOptions {
  /** Use this token instead of the current one (the auth flow, mid-change). */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Call a public endpoint as the signed-in person (the shop's cart answers a person by their token,
   * a visitor by a cookie): the token is sent, and renewed once on 401, as for a protected call.
   */
  signedIn?: boolean;
}

type CallArgs<E extends EndpointSpec> =
  {} extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/** Query values worth sending: an empty search is no search. */
function queryOf(query: Record<string, unknown> | undefined) {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * Sends a protected call with the current token (or the one given); when it answers 401, renews
 * the session once and sends it once more. Without a token it fails at once with 'No access
 * token', before any request. Every failure comes out as an ApiError.
 */
async function withSession<T>(
  access: EndpointSpec['access'],
  given: string | null | undefined,
  send: (token: string | null) => Promise<T>,
  signedIn = false,
): Promise<T> {
  const isPublic = access === 'public' && !signedIn;
  const token = given !== undefined ? given : isPublic ? null : currentAccessToken();
  if (!isPublic && !token) throw noAccessTokenError();
  try {
    return await send(token);
  } catch (error) {
    const failure = toApiError(error);
    if (isPublic || failure.status !== 401) throw failure;
    const renewed = await renewSession();
    if (!renewed) throw failure;
    return send(renewed).catch((retryError: unknown) => {
      throw toApiError(retryError);
    });
  }
}

function parseAnswer<E extends EndpointSpec>(endpoint: E, answer: unknown): ResponseOf<E> {
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) throw new ApiError('Unexpected answer from the server', undefined, 'bad_response', undefined);
  return parsed.data as ResponseOf<E>;
}

interface CallParts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const bodyFor = (endpoint: EndpointSpec, body: unknown) =>
  endpoint.body?.kind === 'multipart'
    ? toFormData(body as Parameters<typeof toFormData>[0])
    : (body as Record<string, unknown> | undefined);

const authorization = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * Calls one endpoint of the contract: its URL from the contract's path and the params, the body
 * as JSON or multipart as the contract says, the answer checked against its response schema.
 * A protected call without a token fails here with 'No access token', before any request; one
 * that answers 401 renews the session once and is tried once more. Every failure is an ApiError.
 */
export async function callApi<E extends EndpointSpec>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as CallParts;
  const answer = await withSession(
    endpoint.access,
    options.token,
    (token) =>
      http<unknown>(pathFor(endpoint, params), {
        method: endpoint.method,
        query: queryOf(query),
        body: bodyFor(endpoint, body),
        headers: authorization(token),
        signal: options.signal,
      }),
    options.signedIn,
  );
  return parseAnswer(endpoint, answer);
}

/** How much of a request body has gone: bytes sent and the total. */
export type UploadProgress = (sent: number, total: number) => void;

/** One request through XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithProgress(method: string, url: string, body: FormData, token: string | null, onProgress: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE_URL}${url}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorization(token))) request.setRequestHeader(name, value);
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (xsrf) request.setRequestHeader(XSRF_HEADER_NAME, xsrf);
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0));
    request.addEventListener('error', () => reject(networkError()));
    request.addEventListener('abort', () => reject(networkError('The upload was cancelled.')));
    request.addEventListener('load', () => {
      let answer: unknown = null;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        // Not JSON (a proxy's page): only the status is of use.
      }
      if (request.status >= 200 && request.status < 300) resolve(answer);
      else reject(errorFromAnswer(request.status, answer));
    });
    request.send(body);
  });
}

/**
 * A multipart call (files) like `callApi`, reporting how much of the body has been sent, so a
 * form can show the progress of each file.
 */
export async function uploadApi<E extends EndpointSpec>(
  endpoint: E,
  input: CallInput<E>,
  onProgress: UploadProgress,
): Promise<ResponseOf<E>> {
  const { params, body } = input as CallParts;
  const answer = await withSession(endpoint.access, undefined, (token) =>
    sendWithProgress(endpoint.method, pathFor(endpoint, params), toFormData(body as Parameters<typeof toFormData>[0]), token, onProgress),
  );
  return parseAnswer(endpoint, answer);
}

/** The file name a download answer gives in Content-Disposition, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}

/** A file from an authorised download endpoint, with the name the server gives it. */
export async function downloadApi<E extends EndpointSpec>(endpoint: E, input: CallInput<E>): Promise<{ blob: Blob; fileName?: string }> {
  const { params, query } = input as CallParts;
  let disposition: string | null = null;
  const blob = await withSession(endpoint.access, undefined, (token) =>
    http<Blob, 'blob'>(pathFor(endpoint, params), {
      method: 'GET',
      query: queryOf(query),
      responseType: 'blob',
      headers: authorization(token),
      onResponse: ({ response }) => {
        disposition = response.headers.get('content-disposition');
      },
    }),
  );
  return { blob, fileName: fileNameOf(disposition) };
}
