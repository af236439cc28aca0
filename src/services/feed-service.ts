import type { Clock } from '../domain/clock.js';
import { buildAtomFeed } from '../domain/feeds/atom-feed.js';
import { newId, newSecretToken } from '../domain/ids.js';
import { readTag } from '../domain/monitors/tags.js';
import { invalidRequest, notFound } from '../errors.js';
import type { FeedRepository } from '../storage/repositories/feeds.js';
import type { MonitorRepository } from '../storage/repositories/monitors.js';
import type { PlanLimits } from './plan-limits.js';
import { hashToken } from './secret-hash.js';

export interface FeedServiceDeps {
  feeds: FeedRepository;
  monitors: Pick<MonitorRepository, 'findOwned'>;
  planLimits: PlanLimits;
  clock: Clock;
  publicUrl: string;
}

/** Feeds an account may hold at once: one per reader or device is plenty. */
export const MAX_FEEDS = 20;
/** Entries a feed shows: readers keep what they have seen, so the newest are enough. */
export const FEED_ENTRIES = 50;

export interface FeedFilter {
  monitor?: string;
  tag?: string;
}

/**
 * Atom feeds of an account's changes at unguessable URLs. The secret in the URL opens this feed
 * only (it is no API credential: it reads nothing else and writes nothing); its hash is kept, so
 * the URL is shown once, and deleting the feed revokes it.
 */
export function createFeedService(deps: FeedServiceDeps) {
  const feedUrl = (token: string) => `${deps.publicUrl}/feeds/${token}`;

  return {
    async create(userId: string): Promise<{ id: string; url: string; created_at: number }> {
      if ((await deps.feeds.countByUser(userId)) >= MAX_FEEDS) throw deps.planLimits.exceeded(`an account holds at most ${MAX_FEEDS} feeds; delete one first`);
      const now = deps.clock.now();
      const token = newSecretToken('pwfeed');
      const id = newId('feed', now);
      await deps.feeds.insert({ id, user_id: userId, token_hash: hashToken(token), created_at: now });
      return { id, url: feedUrl(token), created_at: now };
    },

    async list(userId: string): Promise<{ id: string; created_at: number }[]> {
      return (await deps.feeds.listByUser(userId)).map((row) => ({ id: row.id, created_at: row.created_at }));
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await deps.feeds.delete(userId, id))) throw notFound('feed');
    },

    /** The Atom document of the feed whose secret `token` is; an unknown or revoked one is a 404 like any unknown page. */
    async render(token: string, filter: FeedFilter): Promise<string> {
      const feed = await deps.feeds.findByTokenHash(hashToken(token));
      if (feed === undefined) throw notFound('feed');
      const tag = filter.tag === undefined ? undefined : readTag(filter.tag, 'tag');
      if (tag !== undefined && !tag.ok) throw invalidRequest(tag.error);
      const monitor = filter.monitor === undefined ? undefined : await deps.monitors.findOwned(feed.user_id, filter.monitor);
      if (filter.monitor !== undefined && monitor === undefined) throw notFound('monitor');
      const changes = await deps.feeds.listChanges({
        userId: feed.user_id,
        ...(monitor === undefined ? {} : { monitorId: monitor.id }),
        ...(tag?.ok ? { tag: tag.tag } : {}),
        limit: FEED_ENTRIES,
      });
      const query = new URLSearchParams({ ...(monitor === undefined ? {} : { monitor: monitor.id }), ...(tag?.ok ? { tag: tag.tag } : {}) }).toString();
      return buildAtomFeed({
        id: `urn:pagewatch:feed:${feed.id}${monitor === undefined ? '' : `:monitor:${monitor.id}`}${tag?.ok ? `:tag:${encodeURIComponent(tag.tag)}` : ''}`,
        title: monitor !== undefined ? `PageWatch: changes of ${monitor.name}` : tag?.ok ? `PageWatch: changes tagged ${tag.tag}` : 'PageWatch: changes',
        selfUrl: `${feedUrl(token)}${query === '' ? '' : `?${query}`}`,
        publicUrl: deps.publicUrl,
        changes,
        createdAt: feed.created_at,
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
