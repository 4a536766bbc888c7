import { ofetch } from 'ofetch';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './contract/auth';
import { pathFor, type CallInput, type EndpointSpec, type ResponseOf } from './contract/endpoint';
import { ApiError, noAccessTokenError, toApiError } from './errors';
import { toFormData } from './form-data';

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
    const method = (options.method ?? 'GET').toUpperCase();
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (UNSAFE_METHODS.has(method) && xsrf) options.headers.set(XSRF_HEADER_NAME, xsrf);
  },
});

let accessTokenSource: () => string | null = () => null;
let sessionRefresher: () => Promise<string | null> = async () => null;

/** The auth flow tells the client where the current access token lives. */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

/**
 * The auth flow tells the client how to renew the session when a call answers 401: the answer is
 * the new access token, or null when the session has ended.
 */
export function setSessionRefresher(refresh: () => Promise<string | null>): void {
  sessionRefresher = refresh;
}

export interface CallOptions {
  /** Use this token instead of the current one (the auth flow, mid-change). */
  token?: string | null;
  signal?: AbortSignal;
}

type CallArgs<E extends EndpointSpec> =
  {} extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/** Query values worth sending: an empty search is no search. */
function queryOf(query: Record<string, unknown> | undefined) {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * Calls one endpoint of the contract: its URL from the contract's path and the params, the body
 * as JSON or multipart as the contract says, the answer checked against its response schema.
 * A protected call without a token fails here with 'No access token', before any request; one
 * that answers 401 renews the session once and is tried once more. Every failure is an ApiError.
 */
export async function callApi<E extends EndpointSpec>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const isPublic = endpoint.access === 'public';
  const send = (token: string | null | undefined) =>
    http<unknown>(pathFor(endpoint, params), {
      method: endpoint.method,
      query: queryOf(query),
      body:
        endpoint.body?.kind === 'multipart'
          ? toFormData(body as Parameters<typeof toFormData>[0])
          : (body as Record<string, unknown> | undefined),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });

  const token = options.token !== undefined ? options.token : isPublic ? null : accessTokenSource();
  if (!isPublic && !token) throw noAccessTokenError();
  let answer: unknown;
  try {
    answer = await send(token);
  } catch (error) {
    const failure = toApiError(error);
    if (isPublic || failure.status !== 401) throw failure;
    const renewed = await sessionRefresher();
    if (!renewed) throw failure;
    answer = await send(renewed).catch((retryError: unknown) => {
      throw toApiError(retryError);
    });
  }
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) throw new ApiError('Unexpected answer from the server', undefined, 'bad_response', undefined);
  return parsed.data as ResponseOf<E>;
}
