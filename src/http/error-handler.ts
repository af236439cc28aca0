import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { ApiError, type ErrorCode } from '../errors.js';
import { describeValidationError } from './validation.js';

const TITLES: Record<ErrorCode, string> = {
  ERR_INVALID_REQUEST: 'Invalid request',
  ERR_INVALID_EMAIL: 'Invalid e-mail address',
  ERR_WEAK_PASSWORD: 'Password too weak',
  ERR_EMAIL_EXISTS: 'E-mail already registered',
  ERR_UNAUTHORIZED: 'Unauthorized',
  ERR_INVALID_REFRESH_TOKEN: 'Invalid refresh token',
  ERR_NOT_FOUND: 'Not found',
  ERR_RATE_LIMIT: 'Too many requests',
  ERR_LIMIT_EXCEEDED: 'Plan limit exceeded',
  ERR_INTERNAL: 'Internal server error',
};

/**
 * CONTRACT: every 429 carries Retry-After. Plan limits on counts (monitors, webhooks, keys) do
 * not lift with time; they name an hour, after which a client should look again rather than spin.
 */
const PLAN_LIMIT_RETRY_AFTER_SECONDS = '3600';

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.extra.headers) reply.headers(error.extra.headers);
  if (error.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', PLAN_LIMIT_RETRY_AFTER_SECONDS);
  return reply.status(error.status).send({
    error: TITLES[error.code],
    code: error.code,
    message: error.message,
    ...(error.extra.upgradeUrl ? { upgradeUrl: error.extra.upgradeUrl } : {}),
  });
}

/** For the router's own refusals, which happen before Fastify's reply exists. */
export function writeRawError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: TITLES.ERR_INVALID_REQUEST, code: 'ERR_INVALID_REQUEST', message }));
}

/** What Node's HTTP parser refused, as status and a message saying what to send instead. */
function describeClientError(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'the request was not received in time; send the headers and body without pausing' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'the request line and headers are larger than 16 KiB; send shorter headers' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return { status: 400, message: 'Transfer-Encoding is not valid or comes with Content-Length; send either Content-Length or Transfer-Encoding: chunked' };
    default:
      return { status: 400, message: 'the request is not valid HTTP/1.1' };
  }
}

/**
 * For requests Node's parser refuses before Fastify sees them (timeouts, oversized headers,
 * smuggling attempts): the same error body as everywhere, then the socket is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = describeClientError(error.code);
    const body = JSON.stringify({ error: TITLES.ERR_INVALID_REQUEST, code: 'ERR_INVALID_REQUEST', message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error.validation) return new ApiError('ERR_INVALID_REQUEST', describeValidationError(error.validationContext, error.validation as never));
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('ERR_INVALID_REQUEST', 'request body is larger than 1 MiB', { status: 413 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('ERR_INVALID_REQUEST', 'content type must be application/json; send the body as JSON');
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError('ERR_INVALID_REQUEST', 'request body is not valid JSON');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError('ERR_INVALID_REQUEST', error.message, { status: status === 413 ? 413 : 400 });
  return null;
}

/** The one place where anything thrown becomes the spec's error body; 5xx never show internals. */
export function installErrorHandling(app: FastifyInstance): void {
  // A router of our own routes answers "which methods exist at this path?" for 405s.
  const known = FindMyWay();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!known.hasRoute(method as HTTPMethod, route.url)) known.on(method as HTTPMethod, route.url, () => {});
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) return sendApiError(reply, apiError);
    request.log.error({ err: error, route: request.routeOptions.url, method: request.method }, 'unhandled error');
    return sendApiError(reply, new ApiError('ERR_INTERNAL', 'an unexpected error occurred; it has been logged'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => known.find(m, path) !== null);
    if (allowed.length > 0) {
      return sendApiError(
        reply,
        new ApiError('ERR_INVALID_REQUEST', `method ${request.method} is not allowed here; use ${allowed.join(', ')}`, {
          status: 405,
          headers: { allow: allowed.join(', ') },
        }),
      );
    }
    return sendApiError(reply, new ApiError('ERR_NOT_FOUND', `no route for ${request.method} ${path}`));
  });
}
