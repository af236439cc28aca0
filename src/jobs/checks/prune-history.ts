import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Clock } from '../../domain/clock.js';
import { TIERS } from '../../domain/accounts/tiers.js';
import { PRUNED_KINDS, retentionCutoff, retentionFor, type PrunedKind } from '../../domain/accounts/retention.js';
import { changeScreenshotKey } from '../../domain/monitors/snapshot-keys.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { PrunableRow, RetentionRepository } from '../../storage/repositories/retention.js';

/** Small enough that one delete holds its locks briefly and checks in the same process keep running. */
export const PRUNE_BATCH_SIZE = 500;

/** The blobs that live only as long as a row of each kind: a change's two screenshots; a check log row has none. */
const ROW_BLOBS: Readonly<Record<PrunedKind, (row: PrunableRow) => string[]>> = {
  changes: (row) => [changeScreenshotKey(row.monitor_id, row.id, 'before'), changeScreenshotKey(row.monitor_id, row.id, 'after')],
  checks: () => [],
};

/** Told what pruning removed; satisfied structurally by the metrics, like CheckRecorder. */
export interface PruneRecorder {
  onRowsPruned(kind: PrunedKind, rows: number): void;
  onBlobsPruned(blobs: number): void;
}

interface Deps {
  retention: RetentionRepository;
  blobs: BlobStore;
  clock: Clock;
  recorder: PruneRecorder;
  /** `RETENTION_DAYS_FULL`. */
  retentionDaysFull: number;
  batchSize?: number;
}

export type PruneTotals = Record<PrunedKind, number> & { blobs: number };

/**
 * Removes changes (with their screenshots) and check log rows past their owner's tier's
 * retention, batch by batch, yielding to the event loop between batches. Blobs go first: a
 * crash between the two leaves a row without screenshots, never a screenshot nothing points at.
 */
export function createHistoryPruner(deps: Deps) {
  const batchSize = deps.batchSize ?? PRUNE_BATCH_SIZE;

  /** Deletes the blobs of `rows` and counts those that existed (most changes are read without a browser and have none). */
  async function deleteBlobs(kind: PrunedKind, rows: readonly PrunableRow[]): Promise<number> {
    const keys = rows.flatMap(ROW_BLOBS[kind]);
    const present = await Promise.all(keys.map(async (key) => (await deps.blobs.get(key)) !== null));
    const existing = keys.filter((_, i) => present[i]);
    await Promise.all(existing.map((key) => deps.blobs.delete(key)));
    return existing.length;
  }

  async function pruneKind(kind: PrunedKind, tier: string, cutoff: number, maxPerSource: number, totals: PruneTotals): Promise<void> {
    for (;;) {
      const rows = await deps.retention.findPrunable(kind, tier, cutoff, maxPerSource, batchSize);
      if (rows.length === 0) return;
      const blobs = await deleteBlobs(kind, rows);
      totals.blobs += blobs;
      deps.recorder.onBlobsPruned(blobs);
      const deleted = await deps.retention.deleteRows(kind, rows.map((row) => row.id));
      totals[kind] += deleted;
      deps.recorder.onRowsPruned(kind, deleted);
      if (rows.length < batchSize) return;
      await yieldToEventLoop();
    }
  }

  return {
    /** One full pass over every tier and kind; what it removed. */
    async prune(): Promise<PruneTotals> {
      const now = deps.clock.now();
      const totals: PruneTotals = { changes: 0, checks: 0, blobs: 0 };
      for (const tier of TIERS) {
        const policy = retentionFor(tier, deps.retentionDaysFull);
        for (const kind of PRUNED_KINDS) await pruneKind(kind, tier, retentionCutoff(policy, now), policy.maxPerSource[kind], totals);
      }
      return totals;
    },
  };
}

export type HistoryPruner = ReturnType<typeof createHistoryPruner>;
