import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createFsBlobStore } from '../src/adapters/blobs/fs-blob-store.js';
import { FREE_RETENTION_DAYS } from '../src/domain/accounts/retention.js';
import { changeScreenshotKey } from '../src/domain/monitors/snapshot-keys.js';
import { createHistoryPruner } from '../src/jobs/checks/prune-history.js';
import { createRetentionRepository } from '../src/storage/repositories/retention.js';
import { openJobDatabase, seedMonitor } from '../test/unit/jobs/job-database.js';
import { createTestClock } from '../test/support/test-clock.js';
import type { BenchResult } from './support/bench-result.js';

// Disk used per monitor of a free account checked every 15 minutes, over three times the free
// tier's 30-day window, on SQLite with file blobs. A test clock stands in for the months: each
// simulated check writes its check log row, every sixth hour a change with two screenshots, and
// a retention pass runs once per simulated day (the worker runs one an hour; the bound is the
// same). Run with `npm run bench -- retention`.

const DAY_MS = 86_400_000;
const INTERVAL_MS = 15 * 60_000;
const MONITORS = 10;
const DAYS = 3 * FREE_RETENTION_DAYS;
const CHANGE_EVERY_CHECKS = 24;
const SCREENSHOT = Buffer.alloc(30_000, 7);
const PAYLOAD = JSON.stringify({ summary: 'x'.repeat(800) });
const SAMPLE_EVERY_DAYS = 10;

async function directoryBytes(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? await directoryBytes(full) : (await stat(full)).size;
  }
  return total;
}

export async function run(): Promise<BenchResult[]> {
  const clock = createTestClock(Date.UTC(2026, 0, 1));
  const store = await openJobDatabase(clock.now());
  try {
    const { db } = store.database;
    await db.updateTable('users').set({ tier: 'free' }).where('id', '=', store.userId).execute();
    const blobDir = join(store.dataDir, 'blobs');
    const blobs = createFsBlobStore(blobDir);
    const monitors = [];
    for (let i = 0; i < MONITORS; i++) {
      const { id, sourceIds } = await seedMonitor(store.database, store.userId, clock.now(), { urls: [`http://127.0.0.1:9/page-${i}`] });
      monitors.push({ id, sourceId: sourceIds[0]! });
    }
    const pruner = createHistoryPruner({
      retention: createRetentionRepository(db),
      blobs,
      clock,
      recorder: { onRowsPruned: () => undefined, onBlobsPruned: () => undefined },
      retentionDaysFull: 365,
    });

    // Live bytes of the database (pages in use, not the free list SQLite reuses) plus blob files.
    const bytesPerMonitor = async () => {
      const pages = await sql<{ n: number }>`select (select page_count from pragma_page_count()) - (select freelist_count from pragma_freelist_count()) as n`.execute(db);
      const size = await sql<{ page_size: number }>`select page_size from pragma_page_size()`.execute(db);
      return (Number(pages.rows[0]!.n) * Number(size.rows[0]!.page_size) + (await directoryBytes(blobDir))) / MONITORS;
    };

    const results: BenchResult[] = [];
    const started = performance.now();
    const checksPerDay = DAY_MS / INTERVAL_MS;
    let tick = 0;
    for (let day = 1; day <= DAYS; day++) {
      for (let n = 0; n < checksPerDay; n++, tick++) {
        clock.advance(INTERVAL_MS);
        const at = clock.now();
        const withChange = tick % CHANGE_EVERY_CHECKS === 0;
        const changes = withChange ? monitors.map((m) => ({ id: `chg_${m.id}_${tick}`, monitor_id: m.id, user_id: store.userId, source_id: m.sourceId, type: 'content', detected_at: at, payload: PAYLOAD })) : [];
        if (changes.length > 0) {
          await db.insertInto('changes').values(changes).execute();
          for (const change of changes) {
            for (const side of ['before', 'after'] as const) await blobs.put(changeScreenshotKey(change.monitor_id, change.id, side), SCREENSHOT);
          }
        }
        await db.insertInto('checks').values(monitors.map((m) => ({
          id: `chk_${m.id}_${tick}`, monitor_id: m.id, source_id: m.sourceId, started_at: at, duration_ms: 180, http_status: 200, bytes: 48_000,
          outcome: withChange ? 'changed' : 'unchanged', error: null, change_id: withChange ? `chg_${m.id}_${tick}` : null, fetched_with: 'browser', render_ms: 700, blocked_requests: null, note: null,
        }))).execute();
      }
      await pruner.prune();
      if (day % SAMPLE_EVERY_DAYS === 0) {
        results.push({
          name: `day ${day}`,
          metrics: {
            'KB per monitor': Math.round((await bytesPerMonitor()) / 1024),
            'check rows per monitor': Number((await db.selectFrom('checks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) / MONITORS,
            'changes per monitor': Number((await db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) / MONITORS,
          },
        });
      }
    }
    const afterWindow = results.filter((r) => Number(r.name.slice(4)) > FREE_RETENTION_DAYS).map((r) => Number(r.metrics['KB per monitor']));
    const spread = (Math.max(...afterWindow) - Math.min(...afterWindow)) / Math.max(...afterWindow);
    results.push({
      name: `after day ${FREE_RETENTION_DAYS}`,
      metrics: { 'KB per monitor': `spread ${(spread * 100).toFixed(1)} %`, 'check rows per monitor': null, 'changes per monitor': `${Math.round((performance.now() - started) / 1000)} s wall` },
      ...(spread > 0.1 ? { warnings: [`disk per monitor still moves by ${(spread * 100).toFixed(1)} % after the window`] } : {}),
    });
    return results;
  } finally {
    await store.close();
  }
}
