import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { closeInfrastructure, openInfrastructure, type Infrastructure } from '../src/infrastructure.js';
import { createGuardedHttpClient } from '../src/adapters/http/guarded-http-client.js';
import { generateWebhookSecret } from '../src/domain/webhooks/secret-box.js';
import { newId } from '../src/domain/ids.js';
import { startDeliveryWorker } from '../src/jobs/deliveries/delivery-worker.js';
import { createSenders } from '../src/adapters/notify/create-senders.js';
import { enqueueEvent } from '../src/storage/repositories/outbox.js';
import { createThrowawayCa } from '../test/support/https-receiver.js';
import type { BenchResult } from './support/bench-result.js';
import { REPO_ROOT, createDataDir } from './support/service-process.js';
import { startChild, type ChildHandle } from './support/child-process.js';
import { readProcessCpuMicros } from './support/process-cpu.js';
import { summarizeCpuProfile, type HotSpot } from './support/summarize-cpu-profile.js';

// Signed deliveries per second from one process (SQLite) to a local HTTPS keep-alive receiver.
// Run with `npm run bench -- deliveries`, or alone with `npx tsx bench/deliveries.bench.ts`;
// BENCH_PROFILE=1 adds a CPU profile of one more all-200 run.

const TARGET_PER_SECOND = 4_500;
const EVENTS = Number(process.env.BENCH_DELIVERIES) > 0 ? Number(process.env.BENCH_DELIVERIES) : 20_000;
// The 100-per-hour cap is per webhook, so the load is spread over enough webhooks to stay under it.
const PER_WEBHOOK = 100;

// Answers 200, or 500 on paths under /fail; prints its port once listening.
const RECEIVER = `
import { createServer } from 'node:https';
const server = createServer({ cert: process.env.CERT, key: process.env.KEY, keepAliveTimeout: 60000 }, (req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(req.url.startsWith('/fail') ? 500 : 200, { 'content-type': 'text/plain' }); res.end('ok'); });
});
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

interface Receiver {
  child: ChildHandle;
  port: number;
  ca: string;
}

async function startReceiver(): Promise<Receiver> {
  const ca = await createThrowawayCa();
  const leaf = await ca.issueLeaf();
  const child = startChild('receiver', ['--input-type=module', '-e', RECEIVER], { cwd: REPO_ROOT, env: { ...process.env, CERT: leaf.cert, KEY: leaf.key } });
  let text = '';
  while (!/PORT (\d+)/.test(text)) {
    const [chunk] = (await once(child.process.stdout!, 'data')) as [Buffer];
    text += chunk.toString();
  }
  return { child, port: Number(/PORT (\d+)/.exec(text)![1]), ca: ca.cert };
}

async function seed(infra: Infrastructure, receiverUrl: string, failingShare: number): Promise<void> {
  const { db } = infra.database;
  const box = infra.secretBox;
  const now = Date.now();
  const webhooks = Math.ceil(EVENTS / PER_WEBHOOK);
  const failing = Math.round(webhooks * failingShare);
  for (let w = 0; w < webhooks; w++) {
    const userId = newId('usr', now);
    await db
      .insertInto('users')
      .values({ id: userId, email: `bench${w}-${now}@example.com`, password_hash: 'x', tier: 'free', trial_ends_at: now, created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('webhooks')
      .values({
        id: newId('wh', now),
        user_id: userId,
        url: `${receiverUrl}${w < failing ? 'fail' : 'ok'}/${w}`,
        secret_sealed: box.seal(generateWebhookSecret()),
        previous_secret_sealed: null,
        previous_secret_expires_at: null,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < PER_WEBHOOK; i++) {
        const eventId = newId('evt', now);
        const body = JSON.stringify({ id: eventId, type: 'change.detected', created_at: now, data: { change: { id: newId('chg', now), n: i, pad: 'x'.repeat(400) } } });
        await enqueueEvent(trx, { eventId, userId, type: 'change.detected', body, createdAt: now });
      }
    });
  }
}

/** What happens around the measured window: a profiler, or nothing. */
interface MeasuredWindow {
  start(): Promise<void>;
  end(): Promise<void>;
}

const UNOBSERVED: MeasuredWindow = { start: async () => undefined, end: async () => undefined };

async function measure(name: string, failingShare: number, receiver: Receiver, window: MeasuredWindow = UNOBSERVED): Promise<BenchResult> {
  const dataDir = await createDataDir();
  const config = loadConfig({ DATA_DIR: dataDir.path, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'silent', SCHEDULER: 'off' });
  const infra = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
  const sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: receiver.ca, perHostConcurrency: 64 });
  try {
    await seed(infra, `https://127.0.0.1:${receiver.port}/`, failingShare);
    const seededAt = Date.now();
    let attempts = 0;
    let allAttempted: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (allAttempted = resolve));
    await window.start();
    const receiverCpuBefore = await readProcessCpuMicros(receiver.child.process.pid!);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    // The background loop, as a server runs it: claims as slots free up and records as attempts finish.
    const worker = startDeliveryWorker({
      deliveries: infra.repositories.deliveries,
      // Time stands still, so first attempts are measured and no retry (15 s later) joins in.
      clock: { now: () => seededAt },
      log: infra.log,
      senders: createSenders({ http: sender, mailer: infra.mailer, publicUrl: config.publicUrl, telegramApiUrl: config.telegramApiUrl }),
      secretBox: infra.secretBox,
      config,
      workerId: 'bench',
      recorder: {
        onDeliveryAttempt() {
          if (++attempts === EVENTS) allAttempted();
        },
      },
    });
    // A stuck run ends after two minutes and reports the shortfall as a warning.
    const deadline = setTimeout(allAttempted, 120_000);
    await finished;
    clearTimeout(deadline);
    await worker.stop();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const receiverCpuAfter = await readProcessCpuMicros(receiver.child.process.pid!);
    await window.end();
    const counts = await infra.database.db.selectFrom('deliveries').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    const byStatus = Object.fromEntries(counts.map((row) => [row.status, Number(row.n)]));
    const perSecond = Math.round(attempts / seconds);
    const warnings = attempts === EVENTS ? [] : [`${attempts} attempts for ${EVENTS} deliveries`];
    return {
      name,
      metrics: {
        deliveries: attempts,
        delivered: byStatus.delivered ?? 0,
        'retry pending': byStatus.pending ?? 0,
        seconds: Math.round(seconds * 100) / 100,
        'CPU µs per delivery': Math.round((cpu.user + cpu.system) / Math.max(attempts, 1)),
        // The receiver shares the two cores: when it is the busier process, it sets the pace.
        'receiver CPU µs': receiverCpuBefore === null || receiverCpuAfter === null ? null : Math.round((receiverCpuAfter - receiverCpuBefore) / Math.max(attempts, 1)),
        'per second': perSecond,
        'x target 4500/s': Math.round((perSecond / TARGET_PER_SECOND) * 100) / 100,
      },
      warnings,
    };
  } finally {
    await sender.close();
    await closeInfrastructure(infra);
    await dataDir.remove();
  }
}

// The worker runs in this process, so the profiler is this process's own inspector.
async function profileAllDelivered(receiver: Receiver): Promise<BenchResult[]> {
  const profileDir = join(REPO_ROOT, 'bench/results/profiles');
  await mkdir(profileDir, { recursive: true });
  const path = join(profileDir, `deliveries.${process.pid}.cpuprofile`);
  const session = new Session();
  session.connect();
  try {
    await measure('profiled run (not a figure: the profiler slows it)', 0, receiver, {
      async start() {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      },
      async end() {
        const { profile } = await session.post('Profiler.stop');
        await writeFile(path, JSON.stringify(profile));
      },
    });
  } finally {
    session.disconnect();
  }
  const ours = await summarizeCpuProfile(path, {
    repoRoot: REPO_ROOT,
    include: (url) => url.includes('/src/') && !url.includes('node_modules'),
    rankBy: 'total',
    limit: 15,
  });
  const anywhere = await summarizeCpuProfile(path, { repoRoot: REPO_ROOT, include: () => true, rankBy: 'self', limit: 20 });
  const row = (group: string) => (spot: HotSpot) => ({
    group,
    name: spot.frame,
    metrics: { 'total %': Number(spot.totalPercent.toFixed(1)), 'self %': Number(spot.selfPercent.toFixed(1)) },
  });
  return [
    ...ours.map(row(`profile of an all-200 run, our code by inclusive time (${path})`)),
    ...anywhere.map(row('profile of an all-200 run, any code by self time')),
  ];
}

export async function run(): Promise<BenchResult[]> {
  const receiver = await startReceiver();
  try {
    const results = [
      await measure(`${EVENTS} signed deliveries, all 200`, 0, receiver),
      await measure(`${EVENTS} signed deliveries, 10% of webhooks answer 500`, 0.1, receiver),
    ];
    if (process.env.BENCH_PROFILE === '1') results.push(...(await profileAllDelivered(receiver)));
    return results;
  } finally {
    await receiver.child.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await run()) console.log(result.name, result.metrics, ...(result.warnings ?? []));
}
