import { randomBytes, randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const ID_RANDOM_BYTES = 16;

// Ids are unique, not secret: their random part is cut from a pool filled 256 ids at a time,
// because asking the system for 16 bytes per id was a visible share of a delivery's CPU time.
const pool = Buffer.alloc(ID_RANDOM_BYTES * 256);
let poolOffset = pool.length;

function takeRandomBytes(): Buffer {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += ID_RANDOM_BYTES;
  return pool.subarray(poolOffset - ID_RANDOM_BYTES, poolOffset);
}

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
  const random = takeRandomBytes();
  let tail = '';
  for (let i = 0; i < ID_RANDOM_BYTES; i++) tail += ALPHABET[random[i]! % 32];
  return `${prefix}-${time}${tail}`;
}

/** A random opaque token of 32 bytes, for refresh tokens, API keys and reset links. */
export function newSecretToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}
