/**
 * The session's cookie and header names, apart from the schemas, so the
 * browser reads them (in the address parsers and the sign-in path) without loading zod.
 */

/** Names of the double-submit XSRF cookie and header, shared by the client and the server. */
export const XSRF_COOKIE_NAME = 'csrftoken';
export const XSRF_HEADER_NAME = 'X-CSRFToken';
export const REFRESH_COOKIE_NAME = 'refresh_token';
/**
 * A readable cookie that only says "this browser has a session" (no secret: the session is the
 * http-only refresh cookie). Without it the page does not ask to renew a session it cannot have,
 * so a guest's visit makes no refused request.
 */
export const SESSION_HINT_COOKIE_NAME = 'lato_session';
