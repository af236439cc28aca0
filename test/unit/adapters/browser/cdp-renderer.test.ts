import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChromiumRenderer } from '../../../../src/adapters/browser/chromium-renderer.js';
import { startPageServer } from '../../../support/page-server.js';
import { chromiumForTests } from '../../../support/chromium.js';

/** A browser service as users run one beside the worker: Chromium with a CDP endpoint, started by the test. */
async function startBrowserService(executable: string): Promise<{ wsUrl: string; process: ChildProcess; stop(): Promise<void> }> {
  // The profile and Chromium's own temp folder (it leaves an org.chromium.Chromium.* there even on a
  // clean exit) live in one folder, removed only once Chromium has exited and stopped writing to them.
  const folder = await mkdtemp(join(tmpdir(), 'pagewatch-cdp-'));
  const args = ['--headless', '--no-sandbox', '--remote-debugging-port=0', `--user-data-dir=${join(folder, 'profile')}`, '--disable-background-networking', 'about:blank'];
  const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: folder } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', () => reject(new Error(`Chromium exited before listening:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { wsUrl, process: child, stop };
}

describe('a browser reached over CDP (BROWSER_WS_URL)', () => {
  let service: Awaited<ReturnType<typeof startBrowserService>>;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let forbidden: Server;
  const seen: string[] = [];

  beforeAll(async () => {
    service = await startBrowserService(chromiumForTests());
    pages = await startPageServer();
    forbidden = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.end('internal');
    });
    await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.2', resolve));
  });

  afterAll(async () => {
    await service?.stop();
    forbidden?.closeAllConnections();
    forbidden?.close();
    await pages?.close();
  });

  it('renders through the remote browser, behind the same guard, and leaves the browser running when closed', async () => {
    const secret = `http://127.0.0.2:${(forbidden.address() as AddressInfo).port}/secret`;
    pages.set('/cdp', `<!doctype html><body><div id="root"></div><script>
fetch('${secret}').catch(() => {});
setTimeout(() => { document.getElementById('root').textContent = 'Price: $42.00'; }, 20);
</script></body>`);
    const renderer = createChromiumRenderer({ wsUrl: service.wsUrl, concurrency: 2, timeoutMs: 10_000, allowPrivateNetworks: false, allowedAddresses: ['127.0.0.1'] });
    try {
      const outcome = await renderer.renderPage(pages.url('/cdp'));
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.body).toContain('Price: $42.00');
      expect(outcome.blocked).toEqual([{ target: secret, error: 'blocked: this host may not be contacted' }]);
      expect(seen).toEqual([]);
    } finally {
      await renderer.close();
    }
    expect(service.process.exitCode).toBeNull();
    expect(service.process.signalCode).toBeNull();
  });
});
