import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchResult } from './support/bench-result.js';
import type { ChildHandle } from './support/child-process.js';
import { openCheckDatabase, type CheckDatabase, type RoundSample } from './support/check-round.js';
import { describeOurRound, describeUrlwatchRound, megabytes, type Expectation, type MeasuredUrlwatchRound, type RoundName } from './support/describe-check-rounds.js';
import { startPageFarm, type PageFarm } from './support/page-farm-process.js';
import { readProcessMemory } from './support/process-memory.js';
import { seedMonitors, type SeededMonitors } from './support/seed-monitors.js';
import { REPO_ROOT, createDataDir } from './support/service-process.js';
import { summarizeCpuProfile, type HotSpot } from './support/summarize-cpu-profile.js';
import { createUrlwatchWorkspace, findOrInstallUrlwatch, type UrlwatchFound, type UrlwatchWorkspace } from './support/urlwatch-process.js';
import { buildWorker, startWorker } from './support/worker-process.js';

// Checks per second of one worker process against a local shop of ~60 KB product pages, and of
// urlwatch (Debian's package) on the same pages in the same run, round by round.
// Run with `npm run bench -- checks`; BENCH_PROFILE=1 adds a CPU profile of an unchanged round.

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
  // Unset, the worker's own default (one fewer than the CPUs); 0 reads pages on its main thread.
  ...(process.env.BENCH_EXTRACTION_THREADS ? { EXTRACTION_THREADS: process.env.BENCH_EXTRACTION_THREADS } : {}),
  // V8 flags for the worker alone (e.g. heap limits), to try how they trade memory for CPU.
  ...(process.env.BENCH_WORKER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS } : {}),
};
// BENCH_CHECK_SELECTORS='{"price": ".buy-box .price", "availability": ".buy-box .stock"}' gives every
// monitor those selectors: what a selector-only reading costs beside the automatic one.
const selectors = process.env.BENCH_CHECK_SELECTORS ? (JSON.parse(process.env.BENCH_CHECK_SELECTORS) as Record<string, unknown>) : undefined;
// One page in ten gets a new price before the "changed" round.
const MOVE_EVERY = 10;
const MOVE_OFFSET = 3;
// What a urlwatch user writes so the noise stays quiet: the price and the stock line, as text.
const URLWATCH_SELECTOR = '.buy-box .price, .buy-box .stock';
const MEMORY_TARGET_MB = 150;
// "rounds", "memory" or "selectors" runs that part alone, e.g. to try a memory setting without the urlwatch rounds.
const PART = process.env.BENCH_CHECK_PART ?? 'all';

const round2 = (value: number) => Number(value.toFixed(2));

interface Setup {
  readonly seeded: SeededMonitors;
  readonly database: CheckDatabase;
  readonly remove: () => Promise<void>;
  readonly dataDir: string;
  readonly urls: readonly string[];
}

async function prepare(farm: PageFarm, monitorsPerUrl: number, checkIntervalSeconds: number, withSelectors = selectors): Promise<Setup> {
  const dataDir = await createDataDir();
  try {
    const urls = Array.from({ length: sizes.pages }, (_, index) => farm.url(index));
    const seeded = await seedMonitors({ dataDir: dataDir.path, urls, monitorsPerUrl, checkIntervalSeconds, probeUrl: farm.url(0), ...(withSelectors ? { selectors: withSelectors } : {}) });
    return { seeded, database: openCheckDatabase(dataDir.path, seeded.probeId), remove: dataDir.remove, dataDir: dataDir.path, urls };
  } catch (error) {
    await dataDir.remove();
    throw error;
  }
}

async function runRound(setup: Setup, worker: ChildHandle, farm: PageFarm): Promise<RoundSample> {
  const monitors = setup.seeded.monitorIds.length;
  // A floor of 20 checks/s: below it something is broken, not slow.
  return setup.database.runRound({ worker, farm, monitors, timeoutMs: 60_000 + monitors * 50 });
}

/** Re-runs an unchanged round on a profiled worker and ranks where its CPU time went. */
async function profileUnchangedRound(setup: Setup, farm: PageFarm, expectation: Expectation): Promise<BenchResult[]> {
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
  const ours = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: (url) => url.includes('/dist/') && !url.includes('node_modules'), rankBy: 'total', limit: 15, window });
  const anywhere = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: () => true, rankBy: 'self', limit: 15, window });
  const row = (group: string) => (spot: HotSpot) => ({
    group,
    name: spot.frame,
    metrics: { 'total %': Number(spot.totalPercent.toFixed(1)), 'self %': Number(spot.selfPercent.toFixed(1)) },
  });
  const profiled = describeOurRound(sample, expectation, null);
  return [
    { ...profiled, group: 'profiled unchanged round (slower: the profiler runs)' },
    ...ours.map(row(`profile of an unchanged round, our code by inclusive time (${path})`)),
    ...anywhere.map(row('profile of an unchanged round, any code by self time')),
  ];
}

async function runUrlwatchRound(workspace: UrlwatchWorkspace, farm: PageFarm): Promise<MeasuredUrlwatchRound> {
  await farm.takeRequests();
  const run = await workspace.runRound();
  const served = await farm.takeRequests();
  return { run, firstRequestAt: served.firstAt };
}

/**
 * Rounds "first" (no previous state), "changed" (one price in ten moved) and "unchanged", each run
 * by our worker and by urlwatch on the same pages, the order alternating so neither always goes first.
 */
async function measureRounds(farm: PageFarm, urlwatch: UrlwatchFound): Promise<{ results: BenchResult[]; first: RoundSample }> {
  // An hour, so that no monitor comes due by itself between the rounds.
  const setup = await prepare(farm, 1, 3600);
  const workspace = urlwatch.found ? await createUrlwatchWorkspace(urlwatch, setup.urls, URLWATCH_SELECTOR) : null;
  let worker: ChildHandle | null = null;
  try {
    worker = startWorker({ dataDir: setup.dataDir, env: workerEnv });
    await setup.database.waitForWorker(worker);
    const results: BenchResult[] = [];
    let first: RoundSample | null = null;
    let movedUrls: string[] = [];
    const rounds: { round: RoundName; urlwatchFirst: boolean }[] = [
      { round: 'first', urlwatchFirst: false },
      { round: 'changed', urlwatchFirst: true },
      { round: 'unchanged', urlwatchFirst: false },
    ];
    for (const { round, urlwatchFirst } of rounds) {
      if (round === 'changed') movedUrls = (await farm.movePrices(MOVE_EVERY, MOVE_OFFSET)).map((index) => farm.url(index));
      const expectation: Expectation = { round, urls: setup.urls, movedUrls: round === 'changed' ? movedUrls : [] };
      const theirs = workspace && urlwatchFirst ? await runUrlwatchRound(workspace, farm) : null;
      const ours = await runRound(setup, worker, farm);
      const measured = theirs ?? (workspace ? await runUrlwatchRound(workspace, farm) : null);
      first ??= ours;
      results.push(describeOurRound(ours, expectation, measured));
      if (measured) results.push(describeUrlwatchRound(measured, expectation));
    }
    await worker.stop();
    worker = null;
    if (process.env.BENCH_PROFILE === '1') results.push(...(await profileUnchangedRound(setup, farm, { round: 'unchanged', urls: setup.urls, movedUrls: [] })));
    return { results, first: first! };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}${worker ? `\n--- worker output ---\n${worker.output()}` : ''}`, { cause: error });
  } finally {
    await worker?.stop();
    await workspace?.remove();
    setup.database.close();
    await setup.remove();
  }
}

/** The ways of reading a page compared in the same run; the first is the baseline. */
const READINGS: readonly { name: string; selectors: Record<string, unknown> | undefined; target: string | null }[] = [
  { name: 'automatic', selectors: undefined, target: null },
  // What urlwatch's user writes (URLWATCH_SELECTOR), said in our terms: read those elements and nothing else.
  { name: 'selector-only', selectors: { region: URLWATCH_SELECTOR.split(', '), price: '.buy-box .price', availability: '.buy-box .stock' }, target: '<= 1.0x' },
  // Field selectors on top of the whole page's text, which is still read for content changes.
  { name: 'price and stock selectors, whole page', selectors: { price: '.buy-box .price', availability: '.buy-box .stock' }, target: null },
];
const SELECTOR_UNCHANGED_ROUNDS = 3;

/**
 * Issue 23's aim: a reading by selectors costs no more than the automatic one. Each way of reading
 * gets its own monitors and worker on the same pages; after their baselines and one changed round,
 * their unchanged rounds alternate, so the machine's load falls on all of them alike.
 */
async function measureSelectorReading(farm: PageFarm): Promise<BenchResult[]> {
  const group = 'reading by selectors beside the automatic reading (same pages, same run)';
  const variants: { reading: (typeof READINGS)[number]; setup: Setup; worker: ChildHandle; samples: Record<RoundName, RoundSample[]> }[] = [];
  try {
    for (const reading of READINGS) {
      const setup = await prepare(farm, 1, 3600, reading.selectors);
      const worker = startWorker({ dataDir: setup.dataDir, env: workerEnv });
      variants.push({ reading, setup, worker, samples: { first: [], changed: [], unchanged: [] } });
      await setup.database.waitForWorker(worker);
    }
    for (const variant of variants) variant.samples.first.push(await runRound(variant.setup, variant.worker, farm));
    const movedUrls = (await farm.movePrices(MOVE_EVERY, MOVE_OFFSET + 1)).map((index) => farm.url(index));
    for (const variant of [...variants].reverse()) variant.samples.changed.push(await runRound(variant.setup, variant.worker, farm));
    for (let round = 0; round < SELECTOR_UNCHANGED_ROUNDS; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) variant.samples.unchanged.push(await runRound(variant.setup, variant.worker, farm));
    }
    const cpuPerCheck = (samples: readonly RoundSample[]): number | null =>
      samples.some((sample) => sample.workerCpuMs === null) ? null : samples.reduce((sum, sample) => sum + sample.workerCpuMs!, 0) / samples.reduce((sum, sample) => sum + sample.checks, 0);
    const perCheck = (samples: readonly RoundSample[]): number | null => {
      const cpu = cpuPerCheck(samples);
      return cpu === null ? null : round2(cpu);
    };
    const baseline = variants[0]!;
    return variants.map(({ reading, setup, samples }) => {
      const changed = cpuPerCheck(samples.changed);
      const unchanged = cpuPerCheck(samples.unchanged);
      const baseChanged = cpuPerCheck(baseline.samples.changed);
      const baseUnchanged = cpuPerCheck(baseline.samples.unchanged);
      const ratio = (ours: number | null, base: number | null) => (ours === null || base === null ? null : round2(ours / base));
      const unchangedRatio = ratio(unchanged, baseUnchanged);
      const expectations: [RoundName, RoundSample[], Expectation][] = [
        ['first', samples.first, { round: 'first', urls: setup.urls, movedUrls: [] }],
        ['changed', samples.changed, { round: 'changed', urls: setup.urls, movedUrls }],
        ['unchanged', samples.unchanged, { round: 'unchanged', urls: setup.urls, movedUrls: [] }],
      ];
      return {
        group,
        name: reading.name,
        metrics: {
          'first cpu ms/check': perCheck(samples.first),
          'changed cpu ms/check': perCheck(samples.changed),
          'unchanged cpu ms/check': perCheck(samples.unchanged),
          'changed vs automatic': ratio(changed, baseChanged),
          'unchanged vs automatic': unchangedRatio,
          'target': reading.target ?? '-',
          'meets': reading.target === null || unchangedRatio === null ? '-' : unchangedRatio <= 1 ? 'yes' : 'NO',
        },
        warnings: expectations.flatMap(([, roundSamples, expectation]) => roundSamples.flatMap((sample) => describeOurRound(sample, expectation, null).warnings ?? [])),
      };
    });
  } catch (error) {
    const outputs = variants.map((variant) => `--- ${variant.reading.name} worker output ---\n${variant.worker.output()}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${outputs}`, { cause: error });
  } finally {
    for (const variant of variants) {
      await variant.worker.stop();
      variant.setup.database.close();
      await variant.setup.remove();
    }
  }
}

function growthPer10k(fewer: RoundSample | null, more: RoundSample): number | null {
  if (fewer === null || fewer.workerPeakRssBytes === null || more.workerPeakRssBytes === null || more.monitors <= fewer.monitors) return null;
  return megabytes(((more.workerPeakRssBytes - fewer.workerPeakRssBytes) * 10_000) / (more.monitors - fewer.monitors));
}

// The memory promise is measured as a user runs the worker, with its own check concurrency, and with
// the speed rounds' raised one: pages in flight, not monitors, make most of the difference.
const { CHECK_CONCURRENCY: raisedConcurrency, ...defaultConcurrency } = workerEnv;
const MEMORY_SETTINGS: readonly { label: string; env: Record<string, string> }[] = [
  { label: "the worker's default check concurrency", env: defaultConcurrency },
  { label: `the speed rounds' check concurrency (${raisedConcurrency})`, env: workerEnv },
];

async function measureMemory(farm: PageFarm, fewer: RoundSample | null): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const setting of MEMORY_SETTINGS) rows.push(...(await measureMemoryWith(farm, fewer, setting)));
  return rows;
}

/**
 * Many monitors per page, a first round and an unchanged round, sampling the worker's resident
 * memory. The growth over the one-per-page first round's peak is what the extra monitors cost.
 */
async function measureMemoryWith(farm: PageFarm, fewer: RoundSample | null, setting: (typeof MEMORY_SETTINGS)[number]): Promise<BenchResult[]> {
  const perPage = Math.max(1, Math.round(sizes.memoryMonitors / sizes.pages));
  // An hour, so that no monitor comes due a second time while the round is still running.
  const setup = await prepare(farm, perPage, 3600);
  const worker = startWorker({ dataDir: setup.dataDir, env: setting.env });
  try {
    await setup.database.waitForWorker(worker);
    const idle = await readProcessMemory(worker.process.pid!);
    const group = `memory: ${(perPage * sizes.pages).toLocaleString('en-US')} monitors (${perPage} per page), ${setting.label}`;
    const rows: BenchResult[] = [];
    for (const round of ['first', 'unchanged'] as const) {
      const sample = await runRound(setup, worker, farm);
      const final = await readProcessMemory(worker.process.pid!);
      const peak = megabytes(sample.workerPeakRssBytes);
      rows.push({
        group,
        name: `${round} round`,
        metrics: {
          'seed s': round2(setup.seeded.seconds),
          'checks/s': Math.round(sample.monitors / sample.wallSeconds),
          'cpu ms/check': sample.workerCpuMs === null ? null : round2(sample.workerCpuMs / sample.checks),
          'rss idle MB': megabytes(idle?.rssBytes ?? null),
          'peak rss MB': peak,
          'VmHWM MB': megabytes(final?.peakRssBytes ?? null),
          ...(fewer === null ? {} : { [`growth over ${fewer.monitors} monitors, per 10k MB`]: round === 'first' ? growthPer10k(fewer, sample) : null }),
          'target': `<= ${MEMORY_TARGET_MB} MB`,
          'meets': peak === null ? '-' : peak <= MEMORY_TARGET_MB ? 'yes' : 'NO',
          'outcomes': Object.entries(sample.outcomes).map(([outcome, count]) => `${count} ${outcome}`).join(', '),
        },
        warnings: sample.outcomes.error ? [`${sample.outcomes.error} checks failed: the figures are not valid`] : [],
      });
    }
    return rows;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- worker output ---\n${worker.output()}`, { cause: error });
  } finally {
    await worker.stop();
    setup.database.close();
    await setup.remove();
  }
}

async function measureSelectorReadingAlone(): Promise<BenchResult[]> {
  const farm = await startPageFarm({ pages: sizes.pages, pageBytes: sizes.pageBytes });
  try {
    return await measureSelectorReading(farm);
  } finally {
    await farm.child.stop();
  }
}

async function measureMemoryAlone(): Promise<BenchResult[]> {
  const farm = await startPageFarm({ pages: sizes.pages, pageBytes: sizes.pageBytes });
  try {
    return await measureMemory(farm, null);
  } finally {
    await farm.child.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  if (!['all', 'rounds', 'memory', 'selectors'].includes(PART)) throw new Error(`BENCH_CHECK_PART is "${PART}": use rounds, memory, selectors, or leave it unset for all`);
  await buildWorker();
  if (PART === 'memory') return measureMemoryAlone();
  if (PART === 'selectors') return measureSelectorReadingAlone();
  const urlwatch = await findOrInstallUrlwatch();
  if (!urlwatch.found) console.log(`\n!!! urlwatch NOT MEASURED !!! ${urlwatch.reason}: the rounds run without it and no ratio is printed\n`);
  const farm = await startPageFarm({ pages: sizes.pages, pageBytes: sizes.pageBytes });
  try {
    const rounds = await measureRounds(farm, urlwatch);
    const urlwatchRow: BenchResult[] = urlwatch.found ? [] : [{ name: 'urlwatch', metrics: {}, warnings: [`not measured: ${urlwatch.reason}`] }];
    const memory = PART === 'all' ? await measureMemory(farm, rounds.first) : [];
    const reading = PART === 'all' ? await measureSelectorReading(farm) : [];
    return [...rounds.results, ...urlwatchRow, ...memory, ...reading];
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- page farm output ---\n${farm.child.output()}`, { cause: error });
  } finally {
    await farm.child.stop();
  }
}
