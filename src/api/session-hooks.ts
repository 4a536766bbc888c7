/**
 * Where the API client finds the current access token and how it renews the session: set by the
 * auth flow at start-up. Apart from the client, so that setting them does not load the HTTP client
 * (and the fetch library) before the first call: a guest on the sign-in page makes none.
 */
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

export const currentAccessToken = () => accessTokenSource();
export const renewSession = () => sessionRefresher();
