import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@/api/contract/auth';
import type { Config } from '@server/src/config';
import { forbidden } from '@server/src/http/http-errors';

/** The refresh cookie goes only to the calls that use it: token refresh and sign-out. */
const REFRESH_COOKIE_PATH = '/api/v1/users/';

function secure(config: Config, request: FastifyRequest): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

export function setSessionCookies(reply: FastifyReply, config: Config, refreshToken: string): void {
  const isSecure = secure(config, reply.request);
  reply.setCookie(REFRESH_COOKIE_NAME, refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
  // The XSRF cookie is readable by the page on purpose: the page echoes it in a header, which
  // another site cannot do (double-submit).
  const xsrf = reply.request.cookies[XSRF_COOKIE_NAME] ?? randomBytes(24).toString('base64url');
  reply.setCookie(XSRF_COOKIE_NAME, xsrf, {
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, { path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, { path: '/' });
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE_NAME] || undefined;
}

/** Double-submit check for the calls authenticated by cookie alone. */
export function assertXsrf(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE_NAME];
  const header = request.headers[XSRF_HEADER_NAME.toLowerCase()];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!cookie || !sent || cookie.length !== sent.length || !timingSafeEqual(Buffer.from(cookie), Buffer.from(sent))) {
    throw forbidden('CSRF check failed.', 'csrf_failed');
  }
}
