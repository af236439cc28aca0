import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/infrastructure.js';
import type { Schema } from '../src/storage/schema.js';
import type { BenchResult, MetricValue } from './support/bench-result.js';
import type { ChildHandle } from './support/child-process.js';
import { startPageFarm, type PageFarm } from './support/page-farm-process.js';
import { startCpuWindow, type WindowCpu } from './support/scale-cpu.js';
import { resetScaleMonitors, seedScaleMonitors } from './support/scale-seed.js';
import { createDataDir } from './support/service-process.js';
import { buildWorker, startWorker } from './support/worker-process.js';

// Checks per second of one worker process, then of two, on one PostgreSQL database holding
// 100,000 due monitors. Run with `npm run bench -- scale`.

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const TARGET_RATIO = 1.7;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Set on the workers' connections only, so their PostgreSQL backends can be told from everyone else's.
const APPLICATION_NAME = `pagewatch-bench-scale-${process.pid}`;
const sizes = {
  monitors: setting('BENCH_SCALE_MONITORS', 100_000),
  pages: setting('BENCH_SCALE_PAGES', 1_000),
  pageBytes: setting('BENCH_SCALE_PAGE_BYTES', 40_000),
  windowSeconds: setting('BENCH_SCALE_SECONDS', 20),
  warmupSeconds: setting('BENCH_SCALE_WARMUP_SECONDS', 5),
};
// All pages live on one host, so the per-host cap (4 by default, to spare real shops) is raised
// above the check concurrency: the workers, not the politeness limit, are what is measured.
// Pages are read on each worker's main thread by default: a worker with an extraction thread
// already uses more than one core, so on a 2-core machine a second one would measure the cores
// left, not how worker processes share the database.
const workerEnv = {
  CHECK_CONCURRENCY: String(setting('BENCH_SCALE_CONCURRENCY', 32)),
  FETCH_PER_HOST_CONCURRENCY: String(setting('BENCH_SCALE_FETCH_PER_HOST', 64)),
  EXTRACTION_THREADS: String(setting('BENCH_SCALE_EXTRACTION_THREADS', 0)),
};

const delay = (ms: number) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
const round2 = (value: number) => Number(value.toFixed(2));

interface Sample {
  readonly workers: number;
  readonly checks: number;
  readonly cpu: WindowCpu;
  readonly outcomes: Readonly<Record<string, number>>;
}

async function countChecked(db: Kysely<Schema>): Promise<number> {
  const row = await db.selectFrom('monitors').select((eb) => eb.fn.countAll<number>().as('n')).where('last_check_at', 'is not', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

function assertAlive(workers: readonly ChildHandle[]): void {
  const dead = workers.find((worker) => worker.process.exitCode !== null || worker.process.signalCode !== null);
  if (dead) throw new Error(`a worker exited during the benchmark:\n${dead.output()}`);
}

/** Resolves once every worker holds a lease: each has started, connected and claimed. */
async function waitUntilAllClaim(db: Kysely<Schema>, workers: readonly ChildHandle[]): Promise<void> {
  const pids = workers.map((worker) => String(worker.process.pid));
  const deadline = Date.now() + 120_000;
  for (;;) {
    assertAlive(workers);
    const owners = await db.selectFrom('monitors').select('lease_owner').distinct().where('lease_owner', 'is not', null).execute();
    const claiming = new Set(owners.map((row) => row.lease_owner!.split(':').at(-2)));
    if (pids.every((pid) => claiming.has(pid))) return;
    if (Date.now() > deadline) throw new Error(`not every worker claimed within 120 s:\n${workers.map((w) => w.output()).join('\n')}`);
    await delay(200);
  }
}

async function listOurBackends(db: Kysely<Schema>): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${APPLICATION_NAME}`.execute(db);
  return rows.map((row) => Number(row.pid));
}

/** Makes every monitor due, runs `count` workers, and counts the checks they store in the window after warm-up. */
async function measureWorkers(db: Kysely<Schema>, count: number, farm: PageFarm, workerEnvironment: Record<string, string>): Promise<Sample> {
  await resetScaleMonitors(db);
  await db.updateTable('monitors').set({ next_check_at: Date.now() }).execute();
  const workers = Array.from({ length: count }, () => startWorker({ dataDir: workerEnvironment.DATA_DIR!, env: workerEnvironment }));
  try {
    await waitUntilAllClaim(db, workers);
    await delay(sizes.warmupSeconds * 1000);
    const before = await countChecked(db);
    const from = Date.now();
    const window = await startCpuWindow({
      workers: workers.map((worker) => worker.process.pid!),
      farm: [farm.child.process.pid!],
      ours: await listOurBackends(db),
    });
    await delay(sizes.windowSeconds * 1000);
    const [after, cpu] = await Promise.all([countChecked(db), window.finish()]);
    assertAlive(workers);
    const outcomes = await db
      .selectFrom('checks')
      .select(['outcome', (eb) => eb.fn.countAll<number>().as('n')])
      .where('started_at', '>=', from)
      .groupBy('outcome')
      .execute();
    return { workers: count, checks: after - before, cpu, outcomes: Object.fromEntries(outcomes.map((row) => [row.outcome, Number(row.n)])) };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

function describeSample(sample: Sample, single: Sample | null): BenchResult {
  const rate = sample.checks / sample.cpu.seconds;
  const ratio = single ? rate / (single.checks / single.cpu.seconds) : null;
  // Checks per second of worker CPU: what the workers would do with cores to themselves.
  const perCore = (s: Sample) => (s.cpu.groups.workers ? s.checks / (s.cpu.groups.workers / 1000) : null);
  const ownPerCore = perCore(sample);
  const singlePerCore = single ? perCore(single) : null;
  const perCheck = (ms: number | null | undefined) => (ms === null || ms === undefined || sample.checks === 0 ? null : round2(ms / sample.checks));
  const cores = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : round2(ms / 1000 / sample.cpu.seconds));
  const metrics: Record<string, MetricValue> = {
    'window s': round2(sample.cpu.seconds),
    'checks': sample.checks,
    'checks/s': Math.round(rate),
    'vs 1 worker': ratio === null ? 1 : round2(ratio),
    'target': single ? `>= ${TARGET_RATIO}x` : '-',
    'meets': ratio === null ? '-' : ratio >= TARGET_RATIO ? 'yes' : 'NO',
    'checks per worker core-s': ownPerCore === null ? null : Math.round(ownPerCore),
    'vs 1 worker by cpu': ownPerCore === null ? null : singlePerCore ? round2(ownPerCore / singlePerCore) : 1,
    'worker cpu ms/check': perCheck(sample.cpu.groups.workers),
    'farm cpu ms/check': perCheck(sample.cpu.groups.farm),
    'pg (ours) cpu ms/check': perCheck(sample.cpu.groups.ours),
    'cores: workers': cores(sample.cpu.groups.workers),
    'cores: farm': cores(sample.cpu.groups.farm),
    'cores: pg ours': cores(sample.cpu.groups.ours),
    'cores: pg all': cores(sample.cpu.allPostgresMs),
    'machine busy %': sample.cpu.machineBusy === null ? null : Math.round(sample.cpu.machineBusy * 100),
    'load 1m': round2(sample.cpu.loadAverage),
    'outcomes': Object.entries(sample.outcomes).map(([outcome, n]) => `${n} ${outcome}`).join(', '),
  };
  const warnings: string[] = [];
  const errors = sample.outcomes.error ?? 0;
  if (errors > 0) warnings.push(`${errors} checks failed (outcome error): the figures are not valid`);
  if (sample.checks === 0) warnings.push('no check was stored in the window');
  if (ratio !== null && ratio < TARGET_RATIO && (sample.cpu.machineBusy ?? 0) > 0.9) {
    warnings.push(`the machine was ${Math.round((sample.cpu.machineBusy ?? 0) * 100)} % busy: a second worker had no free core to run on, so the ratio measures the machine, not the workers`);
  }
  return { name: `${sample.workers} worker${sample.workers > 1 ? 's' : ''}`, metrics, warnings };
}

export async function run(): Promise<BenchResult[]> {
  await buildWorker();
  const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
  const dataDir = await createDataDir();
  const workerUrl = new URL(DATABASE_URL);
  workerUrl.searchParams.set('application_name', APPLICATION_NAME);
  const database = await openDatabase(loadConfig({ DATABASE_URL, DATABASE_SCHEMA: schema, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' }));
  let farm: PageFarm | null = null;
  try {
    farm = await startPageFarm({ pages: sizes.pages, pageBytes: sizes.pageBytes });
    const urls = Array.from({ length: sizes.pages }, (_, index) => farm!.url(index));
    const seeded = await seedScaleMonitors(database.db, { monitors: sizes.monitors, monitorsPerUser: 1_000, urls, checkIntervalSeconds: 3_600 });
    const env = { ...workerEnv, DATA_DIR: dataDir.path, DATABASE_URL: workerUrl.href, DATABASE_SCHEMA: schema };
    const one = await measureWorkers(database.db, 1, farm, env);
    const two = await measureWorkers(database.db, 2, farm, env);
    return [
      describeSample(one, null),
      describeSample(two, one),
      {
        group: 'setup',
        name: `seed ${sizes.monitors.toLocaleString('en-US')} monitors (${sizes.pages} pages of ~${Math.round(sizes.pageBytes / 1000)} KB)`,
        metrics: {
          's': round2(seeded.seconds),
          'monitors/s': Math.round(sizes.monitors / seeded.seconds),
          'cores on machine': cpus().length,
          'worker CHECK_CONCURRENCY': Number(workerEnv.CHECK_CONCURRENCY),
          'FETCH_PER_HOST_CONCURRENCY': Number(workerEnv.FETCH_PER_HOST_CONCURRENCY),
        },
      },
    ];
  } catch (error) {
    const farmOutput = farm ? `\n--- page farm output ---\n${farm.child.output()}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${farmOutput}`, { cause: error });
  } finally {
    await farm?.child.stop();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
    await dataDir.remove();
  }
}
