import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../errors.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL characters; without this guard such input would reach the
 * database and fail there as a 500. SQLite would store it, so both engines refuse it here alike.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const part = containsNul(request.body) ? 'body' : containsNul(request.params) ? 'path' : containsNul(request.query) ? 'query' : null;
    done(part === null ? undefined : invalidRequest(`${part} must not contain NUL characters`));
  });
}
