import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchResult, MetricValue } from './support/bench-result.js';
import type { ChildHandle } from './support/child-process.js';
import { openCheckDatabase, type CheckDatabase, type RoundSample } from './support/check-round.js';
import { startPageFarm, type PageFarm } from './support/page-farm-process.js';
import { readProcessMemory } from './support/process-memory.js';
import { seedMonitors, type SeededMonitors } from './support/seed-monitors.js';
import { REPO_ROOT, createDataDir } from './support/service-process.js';
import { summarizeCpuProfile, type HotSpot } from './support/summarize-cpu-profile.js';
import { startWorker } from './support/worker-process.js';

// Checks per second of one worker process against a local shop of ~60 KB product pages.
// Run with `npm run bench -- checks`; BENCH_PROFILE=1 adds a CPU profile of a comparison round.

// The figure we were given for urlwatch on this kind of machine and page; it cannot be installed here.
const URLWATCH = { checksPerSecond: 400, range: '350-450', cpuMsPerCheck: 2.4 };
const MINIMUM_PER_SECOND = 200;
const AIM_PER_SECOND = 800;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const sizes = {
  pages: setting('BENCH_CHECK_PAGES', 1_000),
  memoryMonitors: setting('BENCH_CHECK_MONITORS', 10_000),
  pageBytes: setting('BENCH_CHECK_PAGE_BYTES', 60_000),
};
// Every page lives on one host here, so the per-host cap (4 by default, to spare real shops) is
// raised above the check concurrency: the worker, not the politeness limit, is what is measured.
const workerEnv = {
  CHECK_CONCURRENCY: String(setting('BENCH_CHECK_CONCURRENCY', 32)),
  FETCH_PER_HOST_CONCURRENCY: String(setting('BENCH_FETCH_PER_HOST', 64)),
};

const megabytes = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 1_048_576));
const round2 = (value: number) => Number(value.toFixed(2));
const perCheck = (ms: number | null, sample: RoundSample) => (ms === null ? null : round2(ms / sample.checks));
const checksPerSecond = (sample: RoundSample) => Math.round(sample.checks / sample.busySeconds);

function describeOutcomes(sample: RoundSample): string {
  return Object.entries(sample.outcomes).map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

function warnAbout(sample: RoundSample, expected: string): string[] {
  const warnings: string[] = [];
  const errors = sample.outcomes.error ?? 0;
  if (errors > 0) warnings.push(`${errors} checks failed (outcome error): the figures are not valid`);
  const others = Object.keys(sample.outcomes).filter((outcome) => outcome !== expected && outcome !== 'error');
  if (others.length > 0) warnings.push(`expected only "${expected}" outcomes, got ${describeOutcomes(sample)}: noise was taken for a change`);
  if (sample.checks > sample.monitors) warnings.push(`${sample.checks - sample.monitors} monitors were checked twice: the round outlasted the interval`);
  return warnings;
}

function describeRound(name: string, sample: RoundSample, expected: string): BenchResult {
  const rate = checksPerSecond(sample);
  const cpu = perCheck(sample.workerCpuMs, sample);
  const metrics: Record<string, MetricValue> = {
    'monitors': sample.monitors,
    'page KB': Math.round(sample.averagePageBytes / 1000),
    'wall s': round2(sample.wallSeconds),
    'busy s': round2(sample.busySeconds),
    'checks/s': rate,
    'cpu ms/check': cpu,
    'page farm cpu ms/check': perCheck(sample.farmCpuMs, sample),
    'rss MB': megabytes(sample.workerRssBytes),
    'peak rss MB': megabytes(sample.workerPeakRssBytes),
    'vs urlwatch 400/s': round2(rate / URLWATCH.checksPerSecond),
    'urlwatch cpu / ours': cpu === null ? null : round2(URLWATCH.cpuMsPerCheck / cpu),
    'target': `>= ${MINIMUM_PER_SECOND}/s (aim ${AIM_PER_SECOND})`,
    'meets': rate >= AIM_PER_SECOND ? 'aim' : rate >= MINIMUM_PER_SECOND ? 'minimum' : 'NO',
    'outcomes': describeOutcomes(sample),
  };
  return { name, metrics, warnings: warnAbout(sample, expected) };
}

const URLWATCH_ROW: BenchResult = {
  name: 'urlwatch (figure given, not measured here)',
  metrics: { 'checks/s': URLWATCH.range, 'cpu ms/check': URLWATCH.cpuMsPerCheck, 'vs urlwatch 400/s': 1, 'urlwatch cpu / ours': 1 },
};

interface Setup {
  readonly seeded: SeededMonitors;
  readonly database: CheckDatabase;
  readonly remove: () => Promise<void>;
  readonly dataDir: string;
}

async function prepare(farm: PageFarm, monitorsPerUrl: number, checkIntervalSeconds: number): Promise<Setup> {
  const dataDir = await createDataDir();
  try {
    const urls = Array.from({ length: sizes.pages }, (_, index) => farm.url(index));
    const seeded = await seedMonitors({ dataDir: dataDir.path, urls, monitorsPerUrl, checkIntervalSeconds, probeUrl: farm.url(0) });
    return { seeded, database: openCheckDatabase(dataDir.path, seeded.probeId), remove: dataDir.remove, dataDir: dataDir.path };
  } catch (error) {
    await dataDir.remove();
    throw error;
  }
}

async function runRound(setup: Setup, worker: ChildHandle, farm: PageFarm): Promise<RoundSample> {
  const monitors = setup.seeded.monitorIds.length;
  // A floor of 20 checks/s: below it something is broken, not slow.
  return setup.database.runRound({ worker, farmPid: farm.child.process.pid!, monitors, timeoutMs: 60_000 + monitors * 50 });
}

/** Re-runs a comparison round on a profiled worker and ranks where its CPU time went. */
async function profileComparisonRound(setup: Setup, farm: PageFarm): Promise<BenchResult[]> {
  const profileDir = join(REPO_ROOT, 'bench/results/profiles');
  await mkdir(profileDir, { recursive: true });
  const worker = startWorker({ dataDir: setup.dataDir, env: workerEnv, cpuProfileDir: profileDir });
  const pid = worker.process.pid;
  let sample: RoundSample;
  try {
    await setup.database.waitForWorker(worker);
    sample = await runRound(setup, worker, farm);
  } finally {
    await worker.stop();
  }
  // Loader threads write their own small profiles; the main thread's is the big one.
  const files = (await readdir(profileDir)).filter((file) => file.includes(`.${pid}.`) && file.endsWith('.cpuprofile'));
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(join(profileDir, file))).size })));
  const main = sized.sort((a, b) => b.size - a.size)[0];
  if (!main) return [{ group: 'profile', name: 'profile', metrics: {}, warnings: [`no .cpuprofile written by pid ${pid} in ${profileDir}`] }];
  const path = join(profileDir, main.file);
  const window = sample.window;
  const ours = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: (url) => url.includes('/src/') && !url.includes('node_modules'), rankBy: 'total', limit: 15, window });
  const anywhere = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: () => true, rankBy: 'self', limit: 15, window });
  const row = (group: string) => (spot: HotSpot) => ({
    group,
    name: spot.frame,
    metrics: { 'total %': Number(spot.totalPercent.toFixed(1)), 'self %': Number(spot.selfPercent.toFixed(1)) },
  });
  return [
    describeRound('profiled comparison round (slower: the profiler runs)', sample, 'unchanged'),
    ...ours.map(row(`profile of a comparison round, our code by inclusive time (${path})`)),
    ...anywhere.map(row('profile of a comparison round, any code by self time')),
  ];
}

function growthPer10k(fewer: RoundSample, more: RoundSample): number | null {
  if (fewer.workerPeakRssBytes === null || more.workerPeakRssBytes === null || more.monitors <= fewer.monitors) return null;
  return megabytes(((more.workerPeakRssBytes - fewer.workerPeakRssBytes) * 10_000) / (more.monitors - fewer.monitors));
}

/** One monitor per page: a baseline round, then a comparison round (the steady state). */
async function measureRounds(farm: PageFarm): Promise<{ results: BenchResult[]; baseline: RoundSample }> {
  const setup = await prepare(farm, 1, 60);
  let worker: ChildHandle | null = null;
  try {
    worker = startWorker({ dataDir: setup.dataDir, env: workerEnv });
    await setup.database.waitForWorker(worker);
    const baseline = await runRound(setup, worker, farm);
    const comparison = await runRound(setup, worker, farm);
    const results = [
      describeRound(`round 1: baseline, ${sizes.pages} monitors (1 per page)`, baseline, 'baseline'),
      describeRound('round 2: compare with round 1 (steady state)', comparison, 'unchanged'),
      URLWATCH_ROW,
    ];
    await worker.stop();
    worker = null;
    if (process.env.BENCH_PROFILE === '1') results.push(...(await profileComparisonRound(setup, farm)));
    return { results, baseline };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}${worker ? `\n--- worker output ---\n${worker.output()}` : ''}`, { cause: error });
  } finally {
    await worker?.stop();
    setup.database.close();
    await setup.remove();
  }
}

/**
 * Many monitors per page, one baseline round, sampling the worker's resident memory. The growth over
 * the one-per-page baseline round's peak is what the extra monitors cost.
 */
async function measureMemory(farm: PageFarm, fewer: RoundSample): Promise<BenchResult> {
  const perPage = Math.max(1, Math.round(sizes.memoryMonitors / sizes.pages));
  // An hour, so that no monitor comes due a second time while the round is still running.
  const setup = await prepare(farm, perPage, 3600);
  const worker = startWorker({ dataDir: setup.dataDir, env: workerEnv });
  try {
    await setup.database.waitForWorker(worker);
    const idle = await readProcessMemory(worker.process.pid!);
    const sample = await runRound(setup, worker, farm);
    const final = await readProcessMemory(worker.process.pid!);
    const peak = sample.workerPeakRssBytes;
    return {
      group: `memory: ${sample.monitors.toLocaleString('en-US')} monitors (${perPage} per page), one baseline round`,
      name: `${sample.monitors.toLocaleString('en-US')} monitors`,
      metrics: {
        'seed s': round2(setup.seeded.seconds),
        'checks/s': checksPerSecond(sample),
        'cpu ms/check': perCheck(sample.workerCpuMs, sample),
        'rss idle MB': megabytes(idle?.rssBytes ?? null),
        'peak rss MB': megabytes(peak),
        'VmHWM MB': megabytes(final?.peakRssBytes ?? null),
        [`growth over ${fewer.monitors} monitors, per 10k MB`]: growthPer10k(fewer, sample),
        'outcomes': describeOutcomes(sample),
      },
      warnings: warnAbout(sample, 'baseline'),
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- worker output ---\n${worker.output()}`, { cause: error });
  } finally {
    await worker.stop();
    setup.database.close();
    await setup.remove();
  }
}

export async function run(): Promise<BenchResult[]> {
  const farm = await startPageFarm({ pages: sizes.pages, pageBytes: sizes.pageBytes });
  try {
    const rounds = await measureRounds(farm);
    const memory = await measureMemory(farm, rounds.baseline);
    return [...rounds.results, memory];
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- page farm output ---\n${farm.child.output()}`, { cause: error });
  } finally {
    await farm.child.stop();
  }
}
