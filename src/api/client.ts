import { ofetch, type FetchOptions } from 'ofetch';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './contract/auth';
import { noAccessTokenError, toApiError } from './errors';

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

/** The auth flow tells the client where the current access token lives. */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

type RequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'credentials'> & {
  /** Calls made before there is a session (sign-in, refresh) pass `false`. */
  auth?: boolean;
  /** Use this token instead of the current one (the auth flow, mid-change). */
  token?: string | null;
};

/**
 * Calls the API. A data call without an access token fails here, before any request, with
 * 'No access token' (spec section 4). Every failure comes out as an ApiError.
 */
export async function apiRequest<T>(path: string, { auth = true, token, headers, ...options }: RequestOptions = {}): Promise<T> {
  const bearer = token ?? (auth ? accessTokenSource() : null);
  if (auth && !bearer) throw noAccessTokenError();
  const merged = new Headers(headers);
  if (bearer) merged.set('Authorization', `Bearer ${bearer}`);
  try {
    return await http<T>(path, { ...options, headers: merged });
  } catch (error) {
    throw toApiError(error);
  }
}
