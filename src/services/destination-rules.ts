import type { Tier } from '../domain/accounts/tiers.js';
import type { DestinationKind } from '../domain/destinations/destination-kind.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import { invalidRequest, notFound } from '../errors.js';
import type { LimitedInsert } from '../storage/insert-within-limit.js';
import type { DestinationRepository } from '../storage/repositories/destinations.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';
import type { PlanLimits } from './plan-limits.js';
import type { EventType } from '../domain/webhooks/event-types.js';
import { readTags } from '../domain/monitors/tags.js';
import { readDigest, type DigestSetting } from '../domain/destinations/digest.js';

export interface DestinationRuleDeps {
  monitors: Pick<MonitorRepository, 'isOwned'>;
  destinations: Pick<DestinationRepository, 'countDestinations'>;
  planLimits: PlanLimits;
  /** The address guard of the composition root. */
  checkUrl(url: string): Promise<UrlTargetCheck>;
}

/** The caller's webhook or channel; another user's id is a 404 like an unknown one. */
export async function requireOwnedDestination<Record>(
  destinations: { findOwned(userId: string, id: string): Promise<Record | undefined> },
  noun: 'webhook' | 'channel',
  userId: string,
  id: string,
): Promise<Record> {
  const found = await destinations.findOwned(userId, id);
  if (found === undefined) throw notFound(noun);
  return found;
}

const HOW_TO_REACH_PRIVATE = {
  webhooks: 'use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to deliver to private and local addresses',
  notifications: 'use an endpoint on the public internet, or start the service with ALLOW_PRIVATE_NETWORKS=true to notify private and local addresses',
} as const;

/** A target as the API took it: what is stored, what responses show. */
export interface AcceptedTarget {
  target: string;
  masked: string;
}

/**
 * Reads a target with its kind and refuses one the address guard refuses; `field` names it in
 * messages and `purpose` says what the URL would receive.
 */
export async function acceptTarget(
  deps: Pick<DestinationRuleDeps, 'checkUrl'>,
  kind: DestinationKind,
  input: string,
  { field, purpose }: { field: 'url' | 'target'; purpose: 'webhooks' | 'notifications' },
): Promise<AcceptedTarget> {
  const read = kind.readTarget(input);
  if (!read.ok) throw invalidRequest(`${field} ${read.error}`);
  const guarded = kind.guardedUrl(read.parts);
  if (guarded !== null) {
    const reachable = await deps.checkUrl(guarded);
    if (!reachable.ok && reachable.reason === 'malformed') throw invalidRequest(`${field} ${reachable.error}`);
    // Which address range it is in would tell how internal names resolve: the log has it.
    if (!reachable.ok) throw invalidRequest(`${field}: this URL cannot receive ${purpose}; ${HOW_TO_REACH_PRIVATE[purpose]}`);
  }
  return { target: kind.writeTarget(read.parts), masked: kind.maskTarget(read.parts) };
}

/**
 * Active webhooks and channels count together against one limit per account (10 on every
 * tier): each is a destination every change fans out to, whatever its kind. `insert` counts
 * and inserts in one transaction (repositories' `insertWithinLimit`); a full account is refused
 * with what it holds.
 */
export async function insertWithinDestinationLimit(
  deps: DestinationRuleDeps,
  user: { id: string; tier: Tier },
  insert: (limit: number) => Promise<LimitedInsert>,
): Promise<void> {
  const limit = deps.planLimits.limitsOf(user.tier).destinations;
  if ((await insert(limit)) === 'created') return;
  const { webhooks, channels } = await deps.destinations.countDestinations(user.id);
  throw deps.planLimits.exceeded(
    `an account holds at most ${limit} active webhooks and channels together (now ${webhooks} webhooks, ${channels} channels); deactivate a webhook or delete a channel first`,
  );
}

/**
 * `monitorIds` as kept: null for every monitor, else the caller's monitors, duplicates
 * dropped. An id the caller does not own is a 400 naming it.
 */
export async function readMonitorIds(deps: DestinationRuleDeps, userId: string, monitorIds: readonly string[] | undefined): Promise<readonly string[] | null> {
  if (monitorIds === undefined) return null;
  const unique = [...new Set(monitorIds)];
  if (unique.length === 0) throw invalidRequest('monitorIds must name at least one monitor; leave it out to get every monitor');
  const owned = await Promise.all(unique.map((id) => deps.monitors.isOwned(userId, id)));
  const unknown = unique.filter((_, i) => !owned[i]);
  if (unknown.length > 0) throw invalidRequest(`monitorIds: ${unknown.join(', ')} is not one of your monitors; list them with GET /v1/monitors`);
  return unique;
}

/** `events` as kept: null for the kind's default, else the list without repeats (the schema allows only known types). */
export function readEvents(events: readonly EventType[] | undefined): readonly EventType[] | null {
  return events === undefined ? null : [...new Set(events)];
}

/** `tags` as kept: null when the destination is not bound by tag, else the tags normalised like a monitor's. */
export function readDestinationTags(tags: readonly string[] | undefined): readonly string[] | null {
  if (tags === undefined) return null;
  const reading = readTags(tags, 'tags');
  if (!reading.ok) throw invalidRequest(reading.error);
  if (reading.tags.length === 0) throw invalidRequest('tags must name at least one tag; leave it out to get every monitor');
  return reading.tags;
}

/** What a create request says about digests. */
export interface DigestInput {
  digest?: string;
  digestAt?: string;
  timezone?: string;
}

/** `digest`, `digestAt` and `timezone` as kept: null for changes one by one; a bad value is a 400 naming its field. */
export function readDestinationDigest(input: DigestInput): DigestSetting | null {
  const reading = readDigest(input);
  if (!reading.ok) throw invalidRequest(reading.error);
  return reading.digest;
}
