import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { unauthorized } from '../errors.js';

/** Holds the refresh token of a browser session; JavaScript never sees it. */
export const SESSION_COOKIE = 'pagewatch_session';

/**
 * Says only that a session cookie was handed out, so the dashboard asks for a token on load only
 * when there may be one (a signed-out visit then sends no request that answers 401). It holds no
 * secret: scripts may read it.
 */
export const SESSION_HINT_COOKIE = 'pagewatch_signed_in';

/** A header a cross-site form or image cannot send, and a cross-origin script cannot send without a CORS preflight we never grant. */
export const CSRF_HEADER = 'x-pagewatch-csrf';

const REFRESH_TOKEN_LIFETIME_SECONDS = 7 * 86_400;

/** The cookie goes only to the session routes, under whichever prefix the dashboard used. */
export function sessionCookieOptions(request: FastifyRequest, publicUrl: string): CookieSerializeOptions {
  return {
    path: request.url.startsWith('/v1/') ? '/v1/auth/session' : '/auth/session',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || publicUrl.startsWith('https:'),
    maxAge: REFRESH_TOKEN_LIFETIME_SECONDS,
  };
}

/** The hint lives as long as the session cookie and is readable by the dashboard's pages. */
export function sessionHintCookieOptions(request: FastifyRequest, publicUrl: string): CookieSerializeOptions {
  return { ...sessionCookieOptions(request, publicUrl), path: '/', httpOnly: false };
}

/**
 * CSRF protection for routes that act on the session cookie: the custom header proves the request
 * came from script on an origin the browser let send it, and Origin, when present, must be ours.
 */
export function assertSameOriginRequest(request: FastifyRequest, publicUrl: string): void {
  if (request.headers[CSRF_HEADER] !== '1') {
    throw unauthorized(`browser session routes need the header ${CSRF_HEADER}: 1; API clients use /v1/auth/login and /v1/auth/refresh instead`);
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = [`${request.protocol}://${request.host}`, new URL(publicUrl).origin];
  if (!own.includes(origin)) throw unauthorized(`requests from ${origin} may not use the browser session; open the dashboard at ${publicUrl}/app/`);
}
