import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChromiumRenderer } from '../../../../src/adapters/browser/chromium-renderer.js';
import type { PageRenderer } from '../../../../src/adapters/browser/page-renderer.js';
import { startPageServer } from '../../../support/page-server.js';
import { chromiumForTests } from '../../../support/chromium.js';
import { giveBrowsersTheirOwnTempFolder } from '../../../support/browser-temp-folder.js';

giveBrowsersTheirOwnTempFolder();
// The same generic refusal as plain HTTP: never which address or range a name resolves to.
const BLOCKED = 'blocked: this host may not be contacted';

/** A server on an address the guard forbids, counting every request and WebSocket upgrade it receives. */
async function startForbiddenServer(host: string) {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('secret');
  });
  server.on('upgrade', (request, socket) => {
    seen.push(`upgrade ${request.url}`);
    socket.destroy();
  });
  server.on('connect', (request, socket) => {
    seen.push(`connect ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`,
    authority: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function scriptBuiltPage(price: string): string {
  return `<!doctype html><html><head><title>Headphones</title></head><body><div id="app"></div>
<script>setTimeout(() => {
  document.getElementById('app').innerHTML = '<h1>Headphones</h1><p class="price">${price}</p><p>In stock</p>';
}, 50);</script></body></html>`;
}

/** Process ids of the Chromium browsers this test process launched. */
function launchedChromiumPids(): number[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => /chrom/i.test(line)).map((line) => Number(line.trim().split(/\s+/)[0]));
}

// Generous for a loaded CI machine: the queued pages below share two slots right after a browser restart.
const PAGE_BUDGET_MS = 8_000;

describe('Chromium renderer', () => {
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let forbidden: Awaited<ReturnType<typeof startForbiddenServer>>;
  let forbiddenV6: Awaited<ReturnType<typeof startForbiddenServer>>;
  let renderer: PageRenderer;

  beforeAll(async () => {
    pages = await startPageServer();
    forbidden = await startForbiddenServer('127.0.0.2');
    forbiddenV6 = await startForbiddenServer('::1');
    // The page server's address is opened on its own, so loopback stays forbidden for everything else.
    renderer = createChromiumRenderer({ executablePath: chromiumForTests(), concurrency: 2, timeoutMs: PAGE_BUDGET_MS, allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'] });
  });

  afterAll(async () => {
    await renderer?.close();
    await Promise.all([pages?.close(), forbidden?.close(), forbiddenV6?.close()]);
  });

  it('hands over the HTML a script wrote, with a PNG screenshot and both timings', async () => {
    pages.set('/spa', scriptBuiltPage('$249.00'));
    const outcome = await renderer.renderPage(pages.url('/spa'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body).toContain('<p class="price">$249.00</p>');
    expect(outcome.status).toBe(200);
    expect(outcome.finalUrl).toBe(pages.url('/spa'));
    expect(outcome.screenshot?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(outcome.renderMs).toBeGreaterThan(0);
    expect(outcome.durationMs).toBeGreaterThanOrEqual(outcome.renderMs);
    expect(outcome.blocked).toEqual([]);
  });

  it('skips the screenshot when the rendered HTML says it would not be kept', async () => {
    const seen: string[] = [];
    const outcome = await renderer.renderPage(pages.url('/spa'), { wantsScreenshot: (html) => (seen.push(html), false) });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.screenshot).toBeNull();
    expect(seen).toEqual([outcome.body]);
  });

  it('caps the screenshot height of a very long page', async () => {
    pages.set('/long', '<!doctype html><body style="margin:0"><div style="height:30000px">tall</div></body>');
    const outcome = await renderer.renderPage(pages.url('/long'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const height = outcome.screenshot!.readUInt32BE(20);
    expect(height).toBe(8_000);
  });

  it('loses every request the page makes to a forbidden address, and names them', async () => {
    const target = forbidden.origin;
    pages.set(
      '/greedy',
      `<!doctype html><body><p id="status">Widget $10.00</p>
<img src="${target}/pixel.png"><iframe src="${target}/frame"></iframe>
<script>
fetch('${target}/fetch').catch(() => {});
fetch('${forbiddenV6.origin}/fetch-v6').catch(() => {});
try { new WebSocket('ws://${forbidden.authority}/socket'); } catch (e) {}
try { new WebSocket('wss://${forbidden.authority}/secure-socket'); } catch (e) {}
</script></body>`,
    );
    const outcome = await renderer.renderPage(pages.url('/greedy'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body).toContain('Widget $10.00');
    expect(forbidden.seen).toEqual([]);
    expect(forbiddenV6.seen).toEqual([]);
    const targets = outcome.blocked.map((entry) => entry.target);
    expect(targets).toEqual(expect.arrayContaining([`${target}/pixel.png`, `${target}/frame`, `${target}/fetch`, `${forbiddenV6.origin}/fetch-v6`, forbidden.authority]));
    expect(outcome.blocked.find((entry) => entry.target === `${target}/fetch`)?.error).toBe(BLOCKED);
  });

  it('fails a document redirected to a forbidden address with the guard\'s reason', async () => {
    pages.set('/hop', { status: 302, body: '', headers: { location: `${forbidden.origin}/admin` } });
    const outcome = await renderer.renderPage(pages.url('/hop'));
    expect(outcome).toMatchObject({ ok: false, error: BLOCKED, retryable: false });
    expect(forbidden.seen).toEqual([]);
  });

  it('fails a page whose script navigates it to a forbidden address, instead of reading the refusal as the page', async () => {
    pages.set('/wander', `<!doctype html><body><p>Widget $10.00</p><script>location.href = '${forbidden.origin}/admin';</script></body>`);
    const outcome = await renderer.renderPage(pages.url('/wander'));
    expect(outcome).toMatchObject({ ok: false, error: BLOCKED, retryable: false });
    pages.set('/wander-tls', `<!doctype html><body><p>Widget $10.00</p><script>setTimeout(() => { location.href = 'https://${forbidden.authority}/admin'; }, 50);</script></body>`);
    expect(await renderer.renderPage(pages.url('/wander-tls'))).toMatchObject({ ok: false, error: BLOCKED, retryable: false });
    expect(forbidden.seen).toEqual([]);
  });

  it('fails a page on a forbidden address before any byte is sent there', async () => {
    const outcome = await renderer.renderPage(`${forbidden.origin}/direct`);
    expect(outcome).toMatchObject({ ok: false, error: BLOCKED });
    const viaName = await renderer.renderPage(`http://localhost:${new URL(forbidden.origin).port}/by-name`);
    expect(viaName.ok).toBe(false);
    expect(forbidden.seen).toEqual([]);
  });

  it('gives up on a page that never finishes loading, within its budget', async () => {
    const hanging = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><html><body><p>half a page');
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const started = performance.now();
      const outcome = await renderer.renderPage(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`);
      expect(outcome).toMatchObject({ ok: false, error: `page did not load within ${PAGE_BUDGET_MS / 1000} s`, retryable: true });
      expect(performance.now() - started).toBeLessThan(PAGE_BUDGET_MS + 10_000);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  it('refuses to download a file instead of a page', async () => {
    pages.set('/file', { body: 'a,b\n1,2', headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="data.bin"' } });
    const outcome = await renderer.renderPage(pages.url('/file'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatch(/download/);
  });

  it('reports a browser killed mid-check and starts a new one for the next check', async () => {
    pages.set('/slow', { body: scriptBuiltPage('$5.00'), delayMs: 3_000 });
    pages.set('/after-crash', scriptBuiltPage('$6.00'));
    const rendering = renderer.renderPage(pages.url('/slow'));
    // Killed once the browser is surely mid-check: its request for the page has arrived.
    while (pages.hits('/slow') === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const pids = launchedChromiumPids();
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const outcome = await rendering;
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    if (!outcome.ok) expect(outcome.error).toMatch(/browser stopped/);
    const next = await renderer.renderPage(pages.url('/after-crash'));
    expect(next.ok).toBe(true);
  });

  it('renders no more pages at once than its pool allows', async () => {
    // A server of its own: an earlier test's delayed answer to a killed browser may still be open on the shared one.
    const queued = await startPageServer();
    try {
      for (let index = 0; index < 4; index += 1) queued.set(`/queued-${index}`, { body: scriptBuiltPage('$1.00'), delayMs: 300 });
      const outcomes = await Promise.all([0, 1, 2, 3].map((index) => renderer.renderPage(queued.url(`/queued-${index}`))));
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
      expect(queued.maxInFlight()).toBeLessThanOrEqual(2);
    } finally {
      await queued.close();
    }
  });
});
