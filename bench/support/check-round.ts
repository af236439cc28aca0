import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { ChildHandle } from './child-process.js';
import type { PageFarm } from './page-farm-process.js';
import { readProcessCpuMicros } from './process-cpu.js';
import { readProcessMemory, sampleRssPeak } from './process-memory.js';

/** What one round of checks (every seeded monitor once) cost and found. */
export interface RoundSample {
  /** Monitors that stored a new check: all of them, or the round would have failed. */
  readonly monitors: number;
  /** Checks stored in the round; more than `monitors` only if a round outlasted the check interval. */
  readonly checks: number;
  /** From the page farm's first request of the round until the last check was stored. */
  readonly wallSeconds: number;
  /** From making the monitors due until the last check was stored: adds the scheduler's idle poll (up to 1 s). */
  readonly sinceDueSeconds: number;
  readonly workerCpuMs: number | null;
  /** The worker's main thread alone (fetching, storing); the rest is its extraction threads, GC and libuv. */
  readonly workerMainThreadCpuMs: number | null;
  readonly farmCpuMs: number | null;
  readonly workerRssBytes: number | null;
  readonly workerPeakRssBytes: number | null;
  /** Mean size of the pages fetched, in bytes. */
  readonly averagePageBytes: number;
  /** Check outcome (baseline, unchanged, minor_change, changed, error, ...) to count. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** The page URLs whose check reported a change (outcome `changed`). */
  readonly changedUrls: readonly string[];
  /** Monotonic microseconds (process.hrtime) the round ran between, to cut a CPU profile to it. */
  readonly window: { fromMicros: number; toMicros: number };
}

// Later than any benchmark runs: the probe waits there between its checks.
const PARKED_UNTIL = 4_102_444_800_000;
const POLL_MS = 50;

const microsNow = () => Number(process.hrtime.bigint() / 1000n);
const delay = (ms: number) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));

function assertAlive(worker: ChildHandle): void {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) {
    throw new Error(`the worker exited during the benchmark:\n${worker.output()}`);
  }
}

/**
 * The benchmark's side door into the worker's SQLite file: it reads on a read-only connection and
 * writes only to make monitors due. WAL lets both run beside the worker's own writes.
 */
export function openCheckDatabase(dataDir: string, probeId: string) {
  const path = join(dataDir, 'pagewatch.sqlite');
  const reader = new SqliteDatabase(path, { readonly: true });
  const writer = new SqliteDatabase(path);
  writer.pragma('busy_timeout = 10000');
  const countChecked = reader.prepare('select count(*) as n from monitors where id != ? and last_check_at >= ?').pluck();
  const lastFinished = reader.prepare('select max(last_check_at) from monitors where id != ?').pluck();
  const probeCheckedAt = reader.prepare('select last_check_at from monitors where id = ?').pluck();
  const outcomes = reader.prepare('select outcome, count(*) as n from checks where monitor_id != ? and started_at >= ? group by outcome');
  const changedUrls = reader
    .prepare("select s.url from checks c join monitor_sources s on s.id = c.source_id where c.monitor_id != ? and c.started_at >= ? and c.outcome = 'changed'")
    .pluck();
  const averageBytes = reader.prepare('select avg(bytes) from checks where monitor_id != ? and started_at >= ?').pluck();
  const setProbeDue = writer.prepare('update monitors set next_check_at = ? where id = ?');
  const setAllDue = writer.prepare('update monitors set next_check_at = 0 where id != ?');

  return {
    /** Makes the probe due and resolves once `worker` has stored a check of it: the worker runs and has reached the page host. */
    async waitForWorker(worker: ChildHandle, timeoutMs = 60_000): Promise<void> {
      const since = Date.now();
      setProbeDue.run(0, probeId);
      const deadline = since + timeoutMs;
      while (((probeCheckedAt.get(probeId) as number | null) ?? 0) < since) {
        assertAlive(worker);
        if (Date.now() > deadline) throw new Error(`the worker stored no check within ${timeoutMs} ms:\n${worker.output()}`);
        await delay(POLL_MS);
      }
      // Parked again, so the probe's own checks stay out of the rounds.
      setProbeDue.run(PARKED_UNTIL, probeId);
    },

    /** Makes every seeded monitor due at once and measures the worker until each has stored a new check. */
    async runRound(options: { worker: ChildHandle; farm: PageFarm; monitors: number; timeoutMs: number }): Promise<RoundSample> {
      const workerPid = options.worker.process.pid!;
      const farmPid = options.farm.child.process.pid!;
      const rss = sampleRssPeak(workerPid);
      const [workerCpuBefore, mainCpuBefore, farmCpuBefore] = await Promise.all([
        readProcessCpuMicros(workerPid),
        readProcessCpuMicros(workerPid, workerPid),
        readProcessCpuMicros(farmPid),
      ]);
      await options.farm.takeRequests();
      const fromMicros = microsNow();
      const since = Date.now();
      setAllDue.run(probeId);
      const deadline = since + options.timeoutMs;
      let checked = 0;
      try {
        while ((checked = countChecked.get(probeId, since) as number) < options.monitors) {
          assertAlive(options.worker);
          if (Date.now() > deadline) throw new Error(`only ${checked} of ${options.monitors} monitors were checked within ${options.timeoutMs} ms`);
          await delay(POLL_MS);
        }
      } catch (error) {
        await rss.stop();
        throw error;
      }
      const toMicros = microsNow();
      const [workerCpuAfter, mainCpuAfter, farmCpuAfter, memory, peak, served] = await Promise.all([
        readProcessCpuMicros(workerPid),
        readProcessCpuMicros(workerPid, workerPid),
        readProcessCpuMicros(farmPid),
        readProcessMemory(workerPid),
        rss.stop(),
        options.farm.takeRequests(),
      ]);
      const finishedAt = lastFinished.get(probeId) as number;
      const rows = outcomes.all(probeId, since) as { outcome: string; n: number }[];
      const difference = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / 1000);
      return {
        monitors: checked,
        checks: rows.reduce((sum, row) => sum + row.n, 0),
        wallSeconds: Math.max(finishedAt - (served.firstAt || since), 1) / 1000,
        sinceDueSeconds: (finishedAt - since) / 1000,
        workerCpuMs: difference(workerCpuBefore, workerCpuAfter),
        workerMainThreadCpuMs: difference(mainCpuBefore, mainCpuAfter),
        farmCpuMs: difference(farmCpuBefore, farmCpuAfter),
        workerRssBytes: memory?.rssBytes ?? null,
        workerPeakRssBytes: peak,
        averagePageBytes: (averageBytes.get(probeId, since) as number | null) ?? 0,
        outcomes: Object.fromEntries(rows.map((row) => [row.outcome, row.n])),
        changedUrls: changedUrls.all(probeId, since) as string[],
        window: { fromMicros, toMicros },
      };
    },

    close(): void {
      reader.close();
      writer.close();
    },
  };
}

export type CheckDatabase = ReturnType<typeof openCheckDatabase>;
