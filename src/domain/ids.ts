import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A time-ordered id (ULID layout, lower-case Crockford base32) behind a prefix such as
 * "mon": ids sort by creation, which keeps newest-first listings stable.
 */
export function newId(prefix: string, nowMs: number = Date.now()): string {
  let time = '';
  let t = nowMs;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[random[i]! % 32];
  return `${prefix}-${time}${tail}`;
}

/** A random opaque token of 32 bytes, for refresh tokens, API keys and reset links. */
export function newSecretToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}
