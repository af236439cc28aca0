import type { Tier } from '../domain/accounts/tiers.js';
import { isTier } from '../domain/accounts/tiers.js';
import { unauthorized } from '../errors.js';
import type { ApiKeyRepository } from '../storage/repositories/api-keys.js';
import type { UserRepository, UserRow } from '../storage/repositories/users.js';
import type { AccessTokens } from './access-tokens.js';
import { hashToken } from './secret-hash.js';

export interface AuthenticatedUser {
  id: string;
  email: string;
  tier: Tier;
  trialEndsAt: number;
  createdAt: number;
}

export function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  return {
    id: row.id,
    email: row.email,
    tier: isTier(row.tier) ? row.tier : 'free',
    trialEndsAt: row.trial_ends_at,
    createdAt: row.created_at,
  };
}

/** SPEC.md section 5: an API key in X-API-Key, or a bearer access token. */
export function createAuthenticator(deps: { apiKeys: ApiKeyRepository; users: UserRepository; accessTokens: AccessTokens }) {
  return {
    async authenticate(headers: { apiKey?: string | undefined; authorization?: string | undefined }): Promise<AuthenticatedUser> {
      if (headers.apiKey !== undefined) {
        const owner = await deps.apiKeys.findOwnerByHash(hashToken(headers.apiKey));
        if (!owner) throw unauthorized('API key is invalid or revoked');
        return toAuthenticatedUser(owner);
      }
      if (headers.authorization !== undefined) {
        const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization);
        if (!match) throw unauthorized('Authorization header must be "Bearer <access token>"');
        const userId = await deps.accessTokens.verify(match[1]!);
        const user = userId ? await deps.users.findById(userId) : undefined;
        if (!user) throw unauthorized('access token is invalid or expired');
        return toAuthenticatedUser(user);
      }
      throw unauthorized('send an API key in X-API-Key or an access token in Authorization: Bearer');
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
