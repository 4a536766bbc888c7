import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * The test provider's session ids (`tps_…`, in the payment page's address and its API's): whoever
 * holds one can press "Pay" on that order, so the log keeps only the prefix.
 */
const TEST_PAYMENT_SESSION = /tps_[A-Za-z0-9]+/g;

/**
 * A URL as the log holds it: query values hidden (keys stay, for reading the log; values may be
 * secrets), and the test provider's session ids in the path masked (`tps_…`).
 */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(TEST_PAYMENT_SESSION, 'tps_…');
  if (at < 0) return path;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${path}?${keys.join('&')}`;
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

/**
 * An error as the log may hold it. A database error's message carries the query's parameters
 * (a password hash, a token) and its `detail` the failing row: both stay out. What is kept: the
 * type, the message without parameters, the code, and the stack's frames.
 */
export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const message = error.message.split('\nparams:')[0]!;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') logged.code = code;
  if (error.cause) logged.cause = safeError(error.cause);
  return logged;
}

/** The request as the log holds it: no headers (tokens, cookies), no query values, no body. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}
