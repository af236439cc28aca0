import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../domain/clock.js';

export interface AccessTokens {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The user id the token was issued to, or null when it is invalid, expired or foreign. */
  verify(token: string): Promise<string | null>;
  /** `verify` without waiting, for a token this process verified before: its user id while it has not expired, else undefined. */
  recall(token: string): string | undefined;
}

const ISSUER = 'pagewatch';
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(deps: { key: Uint8Array; ttlSeconds: number; clock: Clock }): AccessTokens {
  // A token's signature and claims never change, so a verified token stays good until it
  // expires; re-verifying it on every request would be most of an authenticated read's cost.
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();
  const recall = (token: string): string | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > deps.clock.now()) return known.userId;
    verified.delete(token);
    return undefined;
  };
  return {
    recall,
    async issue(userId) {
      const now = Math.floor(deps.clock.now() / 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + deps.ttlSeconds)
        .sign(deps.key);
      return { token, expiresIn: deps.ttlSeconds };
    },
    async verify(token) {
      const known = recall(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, deps.key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(deps.clock.now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId: payload.sub, expiresAtMs: payload.exp * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
