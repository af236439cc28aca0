import type { Tier } from '../domain/accounts/tiers.js';
import { invalidRequest, type ApiError } from '../errors.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';
import type { WebhookRepository } from '../storage/repositories/webhooks.js';
import type { PlanLimits } from './plan-limits.js';

export interface DestinationRuleDeps {
  monitors: Pick<MonitorRepository, 'isOwned'>;
  webhooks: Pick<WebhookRepository, 'countDestinations'>;
  planLimits: PlanLimits;
}

/**
 * Active webhooks and channels count together against one limit per account (10 on every
 * tier): each is a destination every change fans out to, whatever its kind. Repositories
 * count and insert in one transaction (`insertWithinLimit`).
 */
export function destinationLimit(deps: DestinationRuleDeps, tier: Tier): number {
  return deps.planLimits.limitsOf(tier).webhooks;
}

/** The refusal once an insert found no room, naming what the account holds. */
export async function describeFullDestinations(deps: DestinationRuleDeps, userId: string, limit: number): Promise<ApiError> {
  const { webhooks, channels } = await deps.webhooks.countDestinations(userId);
  return deps.planLimits.exceeded(
    `an account holds at most ${limit} active webhooks and channels together (now ${webhooks} webhooks, ${channels} channels); deactivate a webhook or delete a channel first`,
  );
}

/**
 * `monitorIds` as stored: null for every monitor, else a JSON array of the caller's monitors,
 * duplicates dropped. An id the caller does not own is a 400 naming it.
 */
export async function readMonitorIds(deps: DestinationRuleDeps, userId: string, monitorIds: readonly string[] | undefined): Promise<string | null> {
  if (monitorIds === undefined) return null;
  const unique = [...new Set(monitorIds)];
  if (unique.length === 0) throw invalidRequest('monitorIds must name at least one monitor; leave it out to get every monitor');
  const owned = await Promise.all(unique.map((id) => deps.monitors.isOwned(userId, id)));
  const unknown = unique.filter((_, i) => !owned[i]);
  if (unknown.length > 0) throw invalidRequest(`monitorIds: ${unknown.join(', ')} is not one of your monitors; list them with GET /v1/monitors`);
  return JSON.stringify(unique);
}

/** The stored monitor_ids as the API shows them. */
export function presentMonitorIds(stored: string | null): string[] | null {
  return stored === null ? null : (JSON.parse(stored) as string[]);
}
