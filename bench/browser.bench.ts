import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { findChromiumOnPath } from '../src/adapters/browser/find-chromium.js';
import type { BenchResult } from './support/bench-result.js';
import type { ChildHandle } from './support/child-process.js';
import { openCheckDatabase } from './support/check-round.js';
import { seedMonitors } from './support/seed-monitors.js';
import { createDataDir } from './support/service-process.js';
import { buildWorker, startWorker } from './support/worker-process.js';

// Rendered checks per second of one worker process with the default browser pool
// (BROWSER_CONCURRENCY=2) against 100 local pages whose price and stock a script writes,
// and the memory of the worker with its Chromium. Run with `npm run bench -- browser`.

const PAGES = Number(process.env['BENCH_BROWSER_PAGES']) || 100;
const MOVE_EVERY = 10;
const POLL_MS = 100;

/** A shop page that is an empty shell until its script fills in name, price and stock from "data". */
function scriptBuiltPage(index: number, price: string): string {
  const data = JSON.stringify({ name: `Headphones model ${index}`, price, stock: index % 7 === 0 ? 'Out of stock' : 'In stock' });
  return `<!doctype html><html><head><title>Product ${index}</title><link rel="icon" href="data:,"></head>
<body><div id="root"></div><script>
const product = ${data};
setTimeout(() => {
  document.getElementById('root').innerHTML = '<main><h1>' + product.name + '</h1><p class="price">$' + product.price +
    '</p><p class="stock">' + product.stock + '</p><p>Noise cancellation, 30-hour battery and a comfortable fit.</p></main>';
}, 20);
</script></body></html>`;
}

async function startScriptShop(): Promise<{ server: Server; url(index: number): string; movePrices(): void }> {
  let moved = false;
  const server = createServer((request, response) => {
    const index = Number(/^\/p\/(\d+)$/.exec(request.url ?? '')?.[1] ?? Number.NaN);
    if (!Number.isInteger(index)) {
      response.writeHead(404).end();
      return;
    }
    const price = moved && index % MOVE_EVERY === 3 ? `${80 + index}.00` : `${100 + index}.00`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(scriptBuiltPage(index, price));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (index) => `http://127.0.0.1:${port}/p/${index}`, movePrices: () => (moved = true) };
}

/** The worker and every process under it (Chromium's browser, renderers, GPU and utility processes). */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isInteger(parent)) parents.set(Number(entry), parent);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

// Proportional set size splits shared pages among the processes sharing them, so a sum over
// Chromium's processes does not count its shared libraries once per process as RSS would.
async function readPssBytes(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
}

async function sampleMemory(worker: number): Promise<{ workerBytes: number; browserBytes: number; browserProcesses: number }> {
  const [, ...browser] = await processTree(worker);
  const sizes = await Promise.all(browser.map(readPssBytes));
  return { workerBytes: await readPssBytes(worker), browserBytes: sizes.reduce((sum, size) => sum + size, 0), browserProcesses: browser.filter((_, index) => sizes[index]! > 0).length };
}

interface Round {
  seconds: number;
  checksPerSecond: number;
  outcomes: Record<string, number>;
  fetchedWith: Record<string, number>;
  medianRenderMs: number | null;
  peakWorkerMb: number;
  peakBrowserMb: number;
  browserProcesses: number;
}

async function runRound(dataDir: string, probeId: string, worker: ChildHandle, monitors: number): Promise<Round> {
  const path = join(dataDir, 'pagewatch.sqlite');
  const reader = new SqliteDatabase(path, { readonly: true });
  const writer = new SqliteDatabase(path);
  writer.pragma('busy_timeout = 10000');
  try {
    const since = Date.now();
    writer.prepare('update monitors set next_check_at = 0 where id != ?').run(probeId);
    const counted = reader.prepare('select count(*) from monitors where id != ? and last_check_at >= ?').pluck();
    let peak = { workerBytes: 0, browserBytes: 0, browserProcesses: 0 };
    const deadline = since + 30 * 60_000;
    let lastSample = 0;
    while ((counted.get(probeId, since) as number) < monitors) {
      if (worker.process.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
      if (Date.now() > deadline) throw new Error('the round did not finish within 30 minutes');
      if (Date.now() - lastSample > 500) {
        const memory = await sampleMemory(worker.process.pid!);
        peak = { workerBytes: Math.max(peak.workerBytes, memory.workerBytes), browserBytes: Math.max(peak.browserBytes, memory.browserBytes), browserProcesses: Math.max(peak.browserProcesses, memory.browserProcesses) };
        lastSample = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const finished = reader.prepare('select max(last_check_at) from monitors where id != ?').pluck().get(probeId) as number;
    const rows = reader.prepare('select outcome, fetched_with, render_ms from checks where monitor_id != ? and started_at >= ?').all(probeId, since) as { outcome: string; fetched_with: string; render_ms: number | null }[];
    const tally = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
    const renderTimes = rows.flatMap((row) => (row.render_ms === null ? [] : [row.render_ms])).sort((a, b) => a - b);
    const seconds = Math.max(finished - since, 1) / 1000;
    return {
      seconds,
      checksPerSecond: rows.length / seconds,
      outcomes: tally(rows.map((row) => row.outcome)),
      fetchedWith: tally(rows.map((row) => row.fetched_with)),
      medianRenderMs: renderTimes.length > 0 ? renderTimes[Math.floor(renderTimes.length / 2)]! : null,
      peakWorkerMb: peak.workerBytes / 1024 / 1024,
      peakBrowserMb: peak.browserBytes / 1024 / 1024,
      browserProcesses: peak.browserProcesses,
    };
  } finally {
    reader.close();
    writer.close();
  }
}

function describe(name: string, round: Round, warnings: string[]): BenchResult {
  const format = (counts: Record<string, number>) => Object.entries(counts).map(([key, count]) => `${key} ${count}`).join(', ');
  return {
    name,
    metrics: {
      'checks/s': Number(round.checksPerSecond.toFixed(2)),
      'wall s': Number(round.seconds.toFixed(1)),
      'median render ms': round.medianRenderMs,
      'worker PSS MB': Math.round(round.peakWorkerMb),
      'Chromium PSS MB': Math.round(round.peakBrowserMb),
      'Chromium processes': round.browserProcesses,
      outcomes: format(round.outcomes),
      'fetched with': format(round.fetchedWith),
    },
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

export async function run(): Promise<BenchResult[]> {
  if (process.env['CHROMIUM_PATH'] === undefined && findChromiumOnPath(process.env['PATH']) === null) {
    throw new Error('no Chromium on the PATH: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH');
  }
  await buildWorker();
  const shop = await startScriptShop();
  const dataDir = await createDataDir();
  let worker: ChildHandle | null = null;
  try {
    const urls = Array.from({ length: PAGES }, (_, index) => shop.url(index));
    // Monitors keep the default render "auto": the first round shows escalation, the next ones the remembered browser.
    const seeded = await seedMonitors({ dataDir: dataDir.path, urls, monitorsPerUrl: 1, checkIntervalSeconds: 86_400, probeUrl: shop.url(PAGES) });
    worker = startWorker({ dataDir: dataDir.path, env: { CHECK_CONCURRENCY: '16', FETCH_PER_HOST_CONCURRENCY: '64' } });
    const database = openCheckDatabase(dataDir.path, seeded.probeId);
    await database.waitForWorker(worker, 120_000);
    const monitors = seeded.monitorIds.length;
    const first = await runRound(dataDir.path, seeded.probeId, worker, monitors);
    const steady = await runRound(dataDir.path, seeded.probeId, worker, monitors);
    shop.movePrices();
    const changed = await runRound(dataDir.path, seeded.probeId, worker, monitors);
    const expectChanged = urls.filter((_, index) => index % MOVE_EVERY === 3).length;
    const problems = (round: Round, expected: Record<string, number>) =>
      Object.entries(expected).flatMap(([outcome, count]) => ((round.outcomes[outcome] ?? 0) === count ? [] : [`expected ${count} ${outcome}, got ${round.outcomes[outcome] ?? 0}`]));
    return [
      describe(`first round: ${monitors} script-built pages, plain fetch then escalation to the browser, baseline screenshots`, first, problems(first, { baseline: monitors })),
      describe('steady state: the same pages, remembered on the browser, unchanged', steady, problems(steady, { unchanged: monitors })),
      describe(`changed: one page in ${MOVE_EVERY} has a new script-written price`, changed, problems(changed, { changed: expectChanged, unchanged: monitors - expectChanged })),
    ];
  } finally {
    await worker?.stop();
    shop.server.closeAllConnections();
    shop.server.close();
    await dataDir.remove();
  }
}
