import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../domain/clock.js';

/** Whom a token was issued to, and whether to a browser session of the dashboard. */
export interface TokenHolder {
  readonly userId: string;
  /** Issued to a dashboard session: its requests count against the interactive budget, not the API quota. */
  readonly interactive: boolean;
}

export interface AccessTokens {
  issue(userId: string, options?: { interactive?: boolean }): Promise<{ token: string; expiresIn: number }>;
  /** Whom the token was issued to, or null when it is invalid, expired or foreign. */
  verify(token: string): Promise<TokenHolder | null>;
  /** `verify` without waiting, for a token this process verified before, while it has not expired; else undefined. */
  recall(token: string): TokenHolder | undefined;
}

const ISSUER = 'pagewatch';
/** Claim marking a token issued to a dashboard session (a signed claim, so an API client cannot set it). */
const SESSION_CLAIM = 'ses';
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(deps: { key: Uint8Array; ttlSeconds: number; clock: Clock }): AccessTokens {
  // A token's signature and claims never change, so a verified token stays good until it
  // expires; re-verifying it on every request would be most of an authenticated read's cost.
  const verified = new Map<string, TokenHolder & { expiresAtMs: number }>();
  const recall = (token: string): TokenHolder | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > deps.clock.now()) return known;
    verified.delete(token);
    return undefined;
  };
  return {
    recall,
    async issue(userId, options) {
      const now = Math.floor(deps.clock.now() / 1000);
      const token = await new SignJWT(options?.interactive ? { [SESSION_CLAIM]: true } : {})
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
        const holder = { userId: payload.sub, interactive: payload[SESSION_CLAIM] === true, expiresAtMs: payload.exp * 1000 };
        verified.set(token, holder);
        return holder;
      } catch {
        return null;
      }
    },
  };
}
