import type { Kysely } from 'kysely';
import type { Clock } from '../domain/clock.js';
import type { Schema } from '../storage/schema.js';

export type QueueName = 'checks' | 'deliveries';

export interface QueueStat {
  /** Items due now, including those a worker holds at this moment. */
  depth: number;
  /** How long the longest-waiting due item has been due; 0 when nothing is due. */
  oldestDueAgeSeconds: number;
}

export type QueueStats = Record<QueueName, QueueStat>;

function toStat(row: { depth: number | string | bigint; oldest: number | string | bigint | null } | undefined, now: number): QueueStat {
  // PostgreSQL returns count and bigint aggregates as strings.
  const depth = Number(row?.depth ?? 0);
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
  return { depth, oldestDueAgeSeconds: oldest === null || depth === 0 ? 0 : Math.max(0, (now - oldest) / 1000) };
}

/**
 * Reads both job queues with one aggregate per queue; each is a range scan of the
 * (status, due time) index the claimers use, so a scrape stays cheap at any size.
 */
export function createQueueStatsReader(db: Kysely<Schema>, clock: Clock): () => Promise<QueueStats> {
  return async () => {
    const now = clock.now();
    const [checks, deliveries] = await Promise.all([
      db
        .selectFrom('monitors')
        .select((eb) => [eb.fn.countAll<number | string | bigint>().as('depth'), eb.fn.min('next_check_at').as('oldest')])
        .where('status', '=', 'active')
        .where('next_check_at', '<=', now)
        .executeTakeFirst(),
      db
        .selectFrom('deliveries')
        .select((eb) => [eb.fn.countAll<number | string | bigint>().as('depth'), eb.fn.min('next_attempt_at').as('oldest')])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .executeTakeFirst(),
    ]);
    return { checks: toStat(checks, now), deliveries: toStat(deliveries, now) };
  };
}
