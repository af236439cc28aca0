import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchResult } from './support/bench-result.js';
import { measureLoad, type LoadSample } from './support/measure-load.js';
import { REPO_ROOT, createDataDir, startBareServer, startService, type RunningServer } from './support/service-process.js';
import { summarizeCpuProfile, type HotSpot } from './support/summarize-cpu-profile.js';

// The target: an authenticated read keeps at least half of what Fastify alone serves.
const TARGET_RATIO = 0.5;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const load = {
  connections: setting('BENCH_CONNECTIONS', 50),
  warmupSeconds: setting('BENCH_WARMUP_SECONDS', 2),
  durationSeconds: setting('BENCH_SECONDS', 8),
};

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Registers a user and creates an API key over HTTP, as a client would. */
async function createCredentials(service: RunningServer): Promise<{ apiKey: string; accessToken: string }> {
  const registered = await postJson(`${service.url}/v1/auth/register`, { email: 'bench@example.com', password: 'Correct-horse-9' });
  const accessToken = String(registered.accessToken);
  const created = await postJson(`${service.url}/v1/api-keys`, { name: 'bench' }, { authorization: `Bearer ${accessToken}` });
  const apiKey = String(created.key);
  // A wrong credential would measure the 401 path at full speed and look like a great result.
  const probe = await fetch(`${service.url}/v1/me`, { headers: { 'x-api-key': apiKey } });
  await probe.arrayBuffer();
  if (probe.status !== 200 || !probe.headers.get('x-ratelimit-remaining')) {
    throw new Error(`GET /v1/me with the new API key answered ${probe.status} without quota headers`);
  }
  return { apiKey, accessToken };
}

interface Baseline {
  requestsPerSecond: number;
  cpuMicrosPerRequest: number | null;
}

function averageBaseline(first: LoadSample, last: LoadSample): Baseline {
  const cpu = first.cpuMicrosPerRequest !== null && last.cpuMicrosPerRequest !== null;
  return {
    requestsPerSecond: (first.requestsPerSecond + last.requestsPerSecond) / 2,
    cpuMicrosPerRequest: cpu ? ((first.cpuMicrosPerRequest ?? 0) + (last.cpuMicrosPerRequest ?? 0)) / 2 : null,
  };
}

const round2 = (value: number) => Number(value.toFixed(2));

function describe(name: string, sample: LoadSample, baseline: Baseline, judged: boolean): BenchResult {
  const ratio = sample.requestsPerSecond / baseline.requestsPerSecond;
  const cpuRatio =
    sample.cpuMicrosPerRequest && baseline.cpuMicrosPerRequest ? baseline.cpuMicrosPerRequest / sample.cpuMicrosPerRequest : null;
  const failures = Object.entries(sample.statusCodes).filter(([code]) => !code.startsWith('2'));
  const failureList = failures.map(([code, count]) => `${count}x ${code}`).join(', ') || 'connection errors/timeouts';
  return {
    name,
    metrics: {
      'req/s': Math.round(sample.requestsPerSecond),
      'p50 ms': sample.p50Ms,
      'p99 ms': sample.p99Ms,
      'failed': sample.failed,
      'cpu us/req': sample.cpuMicrosPerRequest === null ? null : Math.round(sample.cpuMicrosPerRequest),
      'vs bare': round2(ratio),
      'vs bare by cpu': cpuRatio === null ? null : round2(cpuRatio),
      'target': judged ? `>= ${TARGET_RATIO.toFixed(2)}` : null,
      'meets': judged ? (ratio >= TARGET_RATIO ? 'yes' : 'NO') : null,
    },
    warnings: sample.failed > 0 ? [`${sample.failed} requests did not succeed (${failureList}): the figures are not valid`] : [],
  };
}

/** Re-runs the API-key load on a profiled server and ranks where its CPU time went. */
async function profileApiKeyRun(dataDir: string, apiKey: string): Promise<BenchResult[]> {
  const profileDir = join(REPO_ROOT, 'bench/results/profiles');
  await mkdir(profileDir, { recursive: true });
  const service = await startService({ dataDir, env: { FREE_DAILY_REQUESTS: '100000000' }, cpuProfileDir: profileDir });
  const pid = service.child.process.pid;
  // V8 stamps samples with the same monotonic clock as process.hrtime, so start-up and warm-up can be cut off.
  const microsNow = () => Number(process.hrtime.bigint() / 1000n);
  const window = { fromMicros: 0, toMicros: 0 };
  const onMeasureStart = () => {
    window.fromMicros = microsNow();
  };
  try {
    await measureLoad({ ...load, url: `${service.url}/v1/me`, headers: { 'x-api-key': apiKey }, onMeasureStart });
    window.toMicros = microsNow();
  } finally {
    await service.child.stop();
  }
  // Loader threads write their own small profiles; the main thread's is the big one.
  const files = (await readdir(profileDir)).filter((file) => file.includes(`.${pid}.`) && file.endsWith('.cpuprofile'));
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(join(profileDir, file))).size })));
  const main = sized.sort((a, b) => b.size - a.size)[0];
  if (!main) return [{ group: 'profile', name: 'profile', metrics: {}, warnings: [`no .cpuprofile written by pid ${pid} in ${profileDir}`] }];

  const path = join(profileDir, main.file);
  const ours = await summarizeCpuProfile(path, {
    repoRoot: REPO_ROOT,
    include: (url) => url.includes('/src/') && !url.includes('node_modules'),
    rankBy: 'total',
    limit: 12,
    window,
  });
  const anywhere = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: () => true, rankBy: 'self', limit: 15, window });
  const row = (group: string) => (spot: HotSpot) => ({
    group,
    name: spot.frame,
    metrics: { 'total %': Number(spot.totalPercent.toFixed(1)), 'self %': Number(spot.selfPercent.toFixed(1)) },
  });
  return [
    ...ours.map(row(`profile of the X-API-Key run, our code by inclusive time (${path})`)),
    ...anywhere.map(row('profile of the X-API-Key run, any code by self time')),
  ];
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = await createDataDir();
  let service: RunningServer | null = null;
  let bare: RunningServer | null = null;
  try {
    service = await startService({ dataDir: dataDir.path, env: { FREE_DAILY_REQUESTS: '100000000' } });
    bare = await startBareServer();
    const { apiKey, accessToken } = await createCredentials(service);

    const onBare = { ...load, url: `${bare.url}/bare`, serverPid: bare.child.process.pid };
    const onMe = { ...load, url: `${service.url}/v1/me`, serverPid: service.child.process.pid };
    const bareFirst = await measureLoad(onBare);
    const withApiKey = await measureLoad({ ...onMe, headers: { 'x-api-key': apiKey } });
    const withJwt = await measureLoad({ ...onMe, headers: { authorization: `Bearer ${accessToken}` } });
    const bareLast = await measureLoad(onBare);
    // The machine is shared and noisy: bracketing the API runs with two baselines evens out drift.
    const baseline = averageBaseline(bareFirst, bareLast);

    const results = [
      describe('GET /bare (Fastify only, first)', bareFirst, baseline, false),
      describe('GET /v1/me  X-API-Key', withApiKey, baseline, true),
      describe('GET /v1/me  Bearer JWT', withJwt, baseline, true),
      describe('GET /bare (Fastify only, last)', bareLast, baseline, false),
    ];
    if (process.env.BENCH_PROFILE === '1') {
      await service.child.stop();
      service = null;
      await bare.child.stop();
      bare = null;
      results.push(...(await profileApiKeyRun(dataDir.path, apiKey)));
    }
    return results;
  } catch (error) {
    const outputs = [service, bare].map((server) => (server ? `\n--- ${server.child.name} output ---\n${server.child.output()}` : ''));
    throw new Error(`${error instanceof Error ? error.message : String(error)}${outputs.join('')}`, { cause: error });
  } finally {
    await Promise.allSettled([service?.child.stop(), bare?.child.stop()]);
    await dataDir.remove();
  }
}
