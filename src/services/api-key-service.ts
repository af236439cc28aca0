import type { Clock } from '../domain/clock.js';
import { newId, newSecretToken } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { notFound } from '../errors.js';
import type { ApiKeyRepository, ApiKeyRow } from '../storage/repositories/api-keys.js';
import { hashToken } from './secret-hash.js';
import type { PlanLimits } from './plan-limits.js';

export function createApiKeyService(deps: {
  apiKeys: ApiKeyRepository;
  clock: Clock;
  planLimits: PlanLimits;
  /** Told after a key is revoked, so remembered credentials of the owner are dropped. */
  onRevoked(userId: string): void;
}) {
  return {
    async create(user: { id: string; tier: Tier }, name: string): Promise<{ row: ApiKeyRow; key: string }> {
      const now = deps.clock.now();
      const key = newSecretToken('pw');
      const row: ApiKeyRow = {
        id: newId('key', now),
        user_id: user.id,
        name,
        key_hash: hashToken(key),
        key_prefix: key.slice(0, 10),
        created_at: now,
        last_used_at: null,
        revoked_at: null,
      };
      const limit = deps.planLimits.limitsOf(user.tier).apiKeys;
      if ((await deps.apiKeys.insertWithinLimit(row, limit)) === 'over_limit') {
        throw deps.planLimits.exceeded(`an account holds at most ${limit} API keys; revoke one first`);
      }
      return { row, key };
    },
    list(userId: string): Promise<ApiKeyRow[]> {
      return deps.apiKeys.listActive(userId);
    },
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await deps.apiKeys.revoke(userId, id, deps.clock.now()))) throw notFound('API key');
      deps.onRevoked(userId);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
