import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../errors.js';

// A lone half of a surrogate pair: valid in a JSON escape (\ud800), not in UTF-8 text or PostgreSQL.
const LONE_SURROGATE = /\p{Cs}/u;

function refuseUnsafeMember(key: string, value: unknown): void {
  // JSON.parse makes "__proto__" an own property; merged into another object it would set its prototype.
  if (key === '__proto__') throw invalidRequest('the body may not contain a __proto__ key');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw invalidRequest('the body may not contain a constructor.prototype key');
  }
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw invalidRequest('the body contains a lone surrogate escape (such as \\ud800); send well-formed Unicode text');
  }
}

/**
 * Reads JSON bodies as bytes so that invalid UTF-8 is refused instead of silently becoming
 * U+FFFD, and says precisely what was wrong with a body that cannot be accepted.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  // JSON is the only body the API reads; a text/plain body would otherwise reach validation as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) return done(invalidRequest('request body is empty but the content type is application/json; send a JSON object'), undefined);
    if (!isUtf8(bytes)) return done(invalidRequest('request body is not valid UTF-8; send JSON encoded as UTF-8'), undefined);
    let text = bytes.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(invalidRequest('request body is not valid JSON'), undefined);
    }
    try {
      refuseUnsafeMembers(parsed);
    } catch (error) {
      return done(error as Error, undefined);
    }
    done(null, parsed);
  });
}

/** Visits every key and value; a loop, not recursion, so deeply nested input cannot exhaust the stack. */
function refuseUnsafeMembers(root: unknown): void {
  const pending: Array<[string, unknown]> = [['', root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [key, value] = next;
    refuseUnsafeMember(key, value);
    if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) pending.push([Array.isArray(value) ? '' : childKey, child]);
    }
  }
}
