import type { AuthenticatedUser } from '../services/authenticator.js';
import type { UserRow } from '../storage/repositories/users.js';
import type { ApiKeyRow } from '../storage/repositories/api-keys.js';

export function presentUser(user: UserRow | AuthenticatedUser) {
  return 'password_hash' in user
    ? { id: user.id, email: user.email, tier: user.tier, trial_ends_at: user.trial_ends_at, created_at: user.created_at }
    : { id: user.id, email: user.email, tier: user.tier, trial_ends_at: user.trialEndsAt, created_at: user.createdAt };
}

export function presentApiKey(row: ApiKeyRow) {
  return { id: row.id, name: row.name, key_prefix: row.key_prefix, created_at: row.created_at };
}
