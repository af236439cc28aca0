import type { RequestBudget, Tier } from '../domain/accounts/tiers.js';
import type { Clock } from '../domain/clock.js';
import { createTtlCache } from './ttl-cache.js';
import { isTier } from '../domain/accounts/tiers.js';
import { unauthorized } from '../errors.js';
import type { ApiKeyRepository } from '../storage/repositories/api-keys.js';
import type { UserRepository, UserRow } from '../storage/repositories/users.js';
import type { AccessTokens, TokenHolder } from './access-tokens.js';
import { hashToken } from './secret-hash.js';

export interface AuthenticatedUser {
  id: string;
  email: string;
  tier: Tier;
  trialEndsAt: number;
  createdAt: number;
  /** What the request counts against: API keys and API tokens the API quota, dashboard sessions the interactive budget. */
  budget: RequestBudget;
}

/** What a request may carry to say who it is: the X-API-Key header, the Authorization header. */
export interface Credentials {
  apiKey?: string | undefined;
  authorization?: string | undefined;
}

export function toAuthenticatedUser(row: UserRow, budget: RequestBudget): AuthenticatedUser {
  return {
    id: row.id,
    email: row.email,
    tier: isTier(row.tier) ? row.tier : 'free',
    trialEndsAt: row.trial_ends_at,
    createdAt: row.created_at,
    budget,
  };
}

/**
 * How long a credential's owner is remembered. Every request needs the owner and its tier; a
 * short memory saves a database read per request. Revoking a key forgets it at once in the
 * revoking process; other processes stop accepting it within this time.
 */
export const CREDENTIAL_CACHE_MS = 5_000;

/** SPEC.md section 5: an API key in X-API-Key, or a bearer access token. */
export function createAuthenticator(deps: { apiKeys: ApiKeyRepository; users: UserRepository; accessTokens: AccessTokens; clock: Clock }) {
  const byKeyHash = createTtlCache<AuthenticatedUser>({ ttlMs: CREDENTIAL_CACHE_MS, maxEntries: 10_000, clock: deps.clock });
  // Keyed by the token's holder, so a dashboard session and an API token of one user stay apart.
  const byHolder = createTtlCache<AuthenticatedUser>({ ttlMs: CREDENTIAL_CACHE_MS, maxEntries: 10_000, clock: deps.clock });
  const holderKey = (holder: TokenHolder) => (holder.interactive ? `i:${holder.userId}` : holder.userId);

  async function userByHolder(holder: TokenHolder): Promise<AuthenticatedUser | undefined> {
    const key = holderKey(holder);
    const cached = byHolder.get(key);
    if (cached) return cached;
    const row = await deps.users.findById(holder.userId);
    if (!row) return undefined;
    const user = toAuthenticatedUser(row, holder.interactive ? 'interactive' : 'api');
    byHolder.set(key, user);
    return user;
  }

  const bearerToken = (authorization: string) => /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];

  return {
    /**
     * The caller when its credential was seen within CREDENTIAL_CACHE_MS (the token within its
     * lifetime), without waiting; undefined when it must be looked up: call `authenticate`.
     */
    recognize(headers: Credentials): AuthenticatedUser | undefined {
      if (headers.apiKey !== undefined) return byKeyHash.get(hashToken(headers.apiKey));
      const token = headers.authorization === undefined ? undefined : bearerToken(headers.authorization);
      const holder = token === undefined ? undefined : deps.accessTokens.recall(token);
      return holder === undefined ? undefined : byHolder.get(holderKey(holder));
    },

    /** Drops what is remembered of a user's credentials, after a key is revoked or the account changes. */
    forgetUser(userId: string): void {
      byKeyHash.deleteWhere((user) => user.id === userId);
      byHolder.deleteWhere((user) => user.id === userId);
    },

    async authenticate(headers: Credentials): Promise<AuthenticatedUser> {
      if (headers.apiKey !== undefined) {
        const keyHash = hashToken(headers.apiKey);
        const cached = byKeyHash.get(keyHash);
        if (cached) return cached;
        const owner = await deps.apiKeys.findOwnerByHash(keyHash);
        if (!owner) throw unauthorized('API key is invalid or revoked');
        const user = toAuthenticatedUser(owner, 'api');
        byKeyHash.set(keyHash, user);
        return user;
      }
      if (headers.authorization !== undefined) {
        const token = bearerToken(headers.authorization);
        if (token === undefined) throw unauthorized('Authorization header must be "Bearer <access token>"');
        const holder = await deps.accessTokens.verify(token);
        const user = holder ? await userByHolder(holder) : undefined;
        if (!user) throw unauthorized('access token is invalid or expired');
        return user;
      }
      throw unauthorized('send an API key in X-API-Key or an access token in Authorization: Bearer');
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
