import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema.js';
import type { PrunedKind } from '../../domain/accounts/retention.js';

/** A row past retention, with the monitor its blobs live under. */
export interface PrunableRow {
  id: string;
  monitor_id: string;
}

/** Which table holds a kind and which column stamps its rows. */
const KIND_TABLES: Readonly<Record<PrunedKind, { table: string; at: string }>> = {
  changes: { table: 'changes', at: 'detected_at' },
  checks: { table: 'checks', at: 'started_at' },
};

/** Reads and deletes history past its owner's tier's retention, a bounded batch at a time. */
export function createRetentionRepository(db: Kysely<Schema>) {
  return {
    /**
     * Up to `limit` rows of owners of `tier` that are older than `cutoff` or beyond the newest
     * `maxPerSource` of their source. Source observations and snapshots are other tables and
     * blobs: the baseline of a source is never among these.
     */
    async findPrunable(kind: PrunedKind, tier: string, cutoff: number, maxPerSource: number, limit: number): Promise<PrunableRow[]> {
      const { table, at } = KIND_TABLES[kind];
      const result = await sql<PrunableRow>`
        select id, monitor_id from (
          select h.id, h.monitor_id, ${sql.ref(`h.${at}`)} as stamped_at,
            row_number() over (partition by h.source_id order by ${sql.ref(`h.${at}`)} desc, h.id desc) as newest_rank
          from ${sql.table(table)} h
          join monitors m on m.id = h.monitor_id
          join users u on u.id = m.user_id
          where u.tier = ${tier}
        ) ranked
        where stamped_at < ${cutoff} or newest_rank > ${maxPerSource}
        limit ${limit}`.execute(db);
      return result.rows;
    },

    /** Deletes rows of a kind by id; the count deleted. */
    async deleteRows(kind: PrunedKind, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await sql`delete from ${sql.table(KIND_TABLES[kind].table)} where id in (${sql.join(ids)})`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
