import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { MIGRATIONS } from '../../src/storage/migrate.js';
import { closeInfrastructure, openInfrastructure, type Infrastructure } from '../../src/infrastructure.js';
import { createServices } from '../../src/services/create-services.js';
import { createBackendEnv, type BackendEnv } from '../support/backend.js';
import { productPage } from '../support/page-server.js';
import { freePort, spawnService, type SpawnedService } from '../support/spawn-service.js';
import { waitFor } from '../support/wait-for.js';

// Several real server processes on one database: what each role promises when scaled out.
// Processes coordinate only through the database (leases) and the kv store (limits, quotas).

const PARKED_UNTIL = 4_102_444_800_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let backend: BackendEnv | undefined;
let seeder: Infrastructure | undefined;
let pages: RecordingPageServer | undefined;
const spawned: SpawnedService[] = [];

afterEach(async () => {
  await Promise.all(spawned.splice(0).map((service) => service.stop('SIGKILL')));
  if (seeder) await closeInfrastructure(seeder);
  await pages?.close();
  await backend?.cleanup();
  seeder = undefined;
  pages = undefined;
  backend = undefined;
});

interface RecordingPageServer {
  url(path: string): string;
  /** Answers are held this long, so two fetches of one page at once would overlap. */
  setDelay(ms: number): void;
  hits(path: string): number;
  maxConcurrent(path: string): number;
  inFlight(): number;
  /** When each request for `path` arrived (epoch ms). */
  arrivals(path: string): number[];
  close(): Promise<void>;
}

/** Product pages at /p<n>, recording per path how often and how concurrently they were fetched. */
async function startRecordingPageServer(initialDelayMs: number): Promise<RecordingPageServer> {
  let delayMs = initialDelayMs;
  const arrivals = new Map<string, number[]>();
  const current = new Map<string, number>();
  const peak = new Map<string, number>();
  let total = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    arrivals.set(path, [...(arrivals.get(path) ?? []), Date.now()]);
    const now = (current.get(path) ?? 0) + 1;
    current.set(path, now);
    peak.set(path, Math.max(peak.get(path) ?? 0, now));
    total += 1;
    setTimeout(() => {
      current.set(path, (current.get(path) ?? 1) - 1);
      total -= 1;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage({ name: `Product ${path}`, price: '100.00' }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setDelay: (ms) => (delayMs = ms),
    hits: (path) => arrivals.get(path)?.length ?? 0,
    maxConcurrent: (path) => peak.get(path) ?? 0,
    inFlight: () => total,
    arrivals: (path) => arrivals.get(path) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Opens the shared backend in-process and seeds `count` full-tier url monitors, parked until the test makes them due. */
async function seedParkedMonitors(count: number): Promise<{ infra: Infrastructure; paths: string[] }> {
  const config = loadConfig({ ...backend!.env, ALLOW_PRIVATE_NETWORKS: 'true', SCHEDULER: 'off', LOG_LEVEL: 'silent' });
  const infra = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
  seeder = infra;
  const services = createServices(infra);
  const { user } = await services.accounts.register('scale-out@example.com', 'Correct-horse-9');
  await infra.repositories.users.updateTier(user.email, 'full', infra.clock.now());
  const paths = Array.from({ length: count }, (_, i) => `/p${i}`);
  for (const path of paths) {
    await services.monitors.create({ id: user.id, tier: 'full' }, { mode: 'url', name: path, url: pages!.url(path), checkIntervalSeconds: 60 });
  }
  await infra.database.db.updateTable('monitors').set({ next_check_at: PARKED_UNTIL }).execute();
  return { infra, paths };
}

/** A `worker` process; resolves once it has logged its start, i.e. its scheduler is polling. */
async function startWorker(env: Record<string, string>): Promise<SpawnedService> {
  const worker = await spawnService({ ...backend!.env, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'info', ...env }, 'worker');
  spawned.push(worker);
  await waitFor('the worker to start', () => {
    if (worker.child.exitCode !== null) throw new Error(`worker exited:\n${worker.output()}`);
    return worker.output().includes('pagewatch started') ? true : undefined;
  });
  return worker;
}

const pathOf = (url: string | null) => new URL(url!).pathname;

async function readMonitors(infra: Infrastructure) {
  return infra.database.db.selectFrom('monitors').select(['id', 'url', 'last_check_at', 'lease_owner', 'lease_expires_at']).execute();
}

/** Samples lease owners until every monitor is checked: which processes held which monitors. */
async function watchLeasesUntilChecked(infra: Infrastructure, count: number): Promise<Map<string, Set<string>>> {
  const ownersByPath = new Map<string, Set<string>>();
  await waitFor('every monitor to be checked', async () => {
    const rows = await readMonitors(infra);
    for (const row of rows) {
      if (row.lease_owner) ownersByPath.set(pathOf(row.url), (ownersByPath.get(pathOf(row.url)) ?? new Set()).add(row.lease_owner));
    }
    return rows.filter((row) => row.last_check_at !== null).length === count ? true : undefined;
  });
  return ownersByPath;
}

async function countChecks(infra: Infrastructure): Promise<Map<string, { count: number; firstStartedAt: number }>> {
  const rows = await infra.database.db.selectFrom('checks').innerJoin('monitors', 'monitors.id', 'checks.monitor_id').select(['monitors.url', 'checks.started_at']).execute();
  const byPath = new Map<string, { count: number; firstStartedAt: number }>();
  for (const row of rows) {
    const seen = byPath.get(pathOf(row.url));
    byPath.set(pathOf(row.url), { count: (seen?.count ?? 0) + 1, firstStartedAt: Math.min(seen?.firstStartedAt ?? Infinity, row.started_at) });
  }
  return byPath;
}

const pidOf = (owner: string) => Number(owner.split(':').at(-2));

describe('check workers scaled out over one database', () => {
  it('two workers share 60 due monitors: each page fetched exactly once, never concurrently, by both workers', { timeout: 90_000 }, async () => {
    backend = await createBackendEnv();
    pages = await startRecordingPageServer(150);
    const { infra, paths } = await seedParkedMonitors(60);
    // Four slots each, 150 ms a page: one worker alone needs over 2 s, longer than the other's 1 s idle poll.
    const env = { CHECK_CONCURRENCY: '4', FETCH_PER_HOST_CONCURRENCY: '16' };
    const workers = await Promise.all([startWorker(env), startWorker(env)]);

    await infra.database.db.updateTable('monitors').set({ next_check_at: Date.now() }).execute();
    const owners = await watchLeasesUntilChecked(infra, paths.length);
    await new Promise((resolve) => setTimeout(resolve, 500));

    for (const path of paths) {
      expect({ path, hits: pages.hits(path), concurrent: pages.maxConcurrent(path) }).toEqual({ path, hits: 1, concurrent: 1 });
      expect(owners.get(path)?.size ?? 0, `${path} leased by more than one worker`).toBeLessThanOrEqual(1);
    }
    const checks = await countChecks(infra);
    expect([...checks.values()].reduce((sum, c) => sum + c.count, 0)).toBe(paths.length);
    expect(checks.size).toBe(paths.length);
    const pids = new Set([...owners.values()].flatMap((set) => [...set].map(pidOf)));
    expect(pids).toEqual(new Set(workers.map((w) => w.child.pid)));
  });

  it('a worker killed with SIGKILL while holding claims: another takes them over after the lease, storing each check once', { timeout: 90_000 }, async () => {
    // Long enough that the survivor's own lease outlasts its check on a loaded machine (at 2 s, a
    // starved check was claimed again and its page fetched a third time); the kill's takeover waits it out.
    const leaseSeconds = 4;
    backend = await createBackendEnv();
    pages = await startRecordingPageServer(3_000);
    const { infra, paths } = await seedParkedMonitors(12);
    const env = { CHECK_CONCURRENCY: '6', FETCH_PER_HOST_CONCURRENCY: '16', WORKER_LEASE_SECONDS: String(leaseSeconds) };
    const doomed = await startWorker(env);

    await infra.database.db.updateTable('monitors').set({ next_check_at: Date.now() }).execute();
    await waitFor('the first worker to have 6 pages in flight', () => (pages!.inFlight() === 6 ? true : undefined));
    const held = (await readMonitors(infra)).filter((row) => row.lease_owner !== null);
    await doomed.stop('SIGKILL');
    const killedAt = Date.now();
    expect(held).toHaveLength(6);
    expect(new Set(held.map((row) => pidOf(row.lease_owner!)))).toEqual(new Set([doomed.child.pid]));
    pages.setDelay(50);

    const survivor = await startWorker(env);
    const owners = await watchLeasesUntilChecked(infra, paths.length);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const checks = await countChecks(infra);
    const heldPaths = new Set(held.map((row) => pathOf(row.url)));
    for (const path of paths) {
      // Nothing the dead worker fetched was stored: one check per monitor, every one begun after the kill.
      expect(checks.get(path)?.count, path).toBe(1);
      expect(checks.get(path)!.firstStartedAt, path).toBeGreaterThanOrEqual(killedAt);
      expect(pages.hits(path), path).toBe(heldPaths.has(path) ? 2 : 1);
      // The dead worker's expired leases stay visible until taken over; no third owner ever appears.
      const expected = heldPaths.has(path) ? [doomed.child.pid, survivor.child.pid] : [survivor.child.pid];
      expect([...(owners.get(path) ?? [])].map(pidOf).every((pid) => expected.includes(pid)), path).toBe(true);
    }
    for (const row of held) {
      // Taken over only once the dead worker's lease had run out.
      expect(pages.arrivals(pathOf(row.url))[1]!).toBeGreaterThanOrEqual(row.lease_expires_at!);
    }
  });
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}


describe('API processes scaled out over one backend', () => {
  it('share the registration rate limit of a client IP and the daily quota of an account', { timeout: 90_000 }, async () => {
    backend = await createBackendEnv();
    const env = { ...backend.env, TRUST_PROXY: 'true', FREE_DAILY_REQUESTS: '4', SCHEDULER: 'off', LOG_LEVEL: 'silent' };
    const apis = await Promise.all([spawnService(env, 'api'), spawnService(env, 'api')]);
    spawned.push(...apis);
    const [a, b] = apis as [SpawnedService, SpawnedService];
    const register = (service: SpawnedService, n: number, ip: string) =>
      post(`${service.url}/v1/auth/register`, { email: `ip-${n}@example.com`, password: 'Correct-horse-9' }, { 'x-forwarded-for': ip });

    const statuses: number[] = [];
    for (const [n, service] of [a, b, a, b, a].entries()) statuses.push((await register(service, n, '203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await register(b, 9, '203.0.113.7')).body.code).toBe('ERR_RATE_LIMIT');

    const user = await register(a, 10, '203.0.113.8');
    const auth = { authorization: `Bearer ${String(user.body.accessToken)}` };
    const answers: Array<[number, string | null]> = [];
    for (const service of [a, b, a, b, a, b]) {
      const response = await fetch(`${service.url}/v1/me`, { headers: auth });
      answers.push([response.status, response.headers.get('x-ratelimit-remaining')]);
      await response.arrayBuffer();
    }
    expect(answers).toEqual([
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
      [429, '0'],
    ]);
  });
});

// Loads every module first and starts the server only on a line on stdin: started this way, the
// processes reach their migrations within a millisecond or two of each other, not seconds apart.
const START_ON_SIGNAL = `
const root = process.env.PAGEWATCH_ROOT_URL;
for (const module of ['src/config.ts', 'src/infrastructure.ts', 'src/services/create-services.ts', 'src/app.ts', 'src/start-jobs.ts']) {
  await import(new URL(module, root).href);
}
process.stdout.write('loaded\\n');
process.stdin.once('data', () => void import(new URL('src/server.ts', root).href));
`;

interface SignalledProcess {
  child: ChildProcess;
  url: string;
  output(): string;
}

async function spawnLoaded(script: string, env: Record<string, string>, role: string): Promise<SignalledProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script, role], {
    cwd: ROOT,
    env: { ...process.env, ...env, PAGEWATCH_ROOT_URL: pathToFileURL(ROOT).href, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const process_ = { child, url: `http://127.0.0.1:${port}`, output: () => output };
  await waitFor('the modules to load', () => {
    if (child.exitCode !== null) throw new Error(`exited while loading:\n${output}`);
    return output.includes('loaded') ? true : undefined;
  }, 120_000);
  return process_;
}

async function isHealthy(url: string): Promise<boolean | undefined> {
  try {
    const response = await fetch(`${url}/v1/health`);
    await response.arrayBuffer();
    return response.status === 200 ? true : undefined;
  } catch {
    return undefined;
  }
}

describe('processes starting together on a fresh database', () => {
  const loaded: SignalledProcess[] = [];
  afterEach(() => {
    for (const { child } of loaded.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('all become healthy and every migration is applied once', { timeout: 180_000 }, async () => {
    backend = await createBackendEnv();
    const script = join(backend.dataDir, 'start-on-signal.mts');
    await writeFile(script, START_ON_SIGNAL);
    const env = { ...backend.env, SCHEDULER: 'off', LOG_LEVEL: 'warn' };
    for (const role of ['api', 'api', 'all']) loaded.push(await spawnLoaded(script, env, role));

    for (const { child } of loaded) child.stdin!.write('go\n');
    const states = await Promise.all(
      loaded.map(async ({ child, url, output }) => {
        await waitFor('health or exit', async () => (child.exitCode !== null ? true : await isHealthy(url)), 60_000);
        return child.exitCode === null ? 'healthy' : `exited ${child.exitCode}: ${output().trim()}`;
      }),
    );
    expect(states).toEqual(['healthy', 'healthy', 'healthy']);

    const config = loadConfig({ ...backend.env, SCHEDULER: 'off', LOG_LEVEL: 'silent' });
    seeder = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(seeder.database.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
  });
});
