import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../domain/clock.js';

export interface AccessTokens {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The user id the token was issued to, or null when it is invalid, expired or foreign. */
  verify(token: string): Promise<string | null>;
}

const ISSUER = 'pagewatch';

export function createAccessTokens(deps: { key: Uint8Array; ttlSeconds: number; clock: Clock }): AccessTokens {
  return {
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
      try {
        const { payload } = await jwtVerify(token, deps.key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(deps.clock.now()),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
