import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['10.0.0.0/8, 192.168.1.5,::1', '10.0.0.0/8,192.168.1.5,::1'],
    ['fd00::/8', 'fd00::/8'],
  ])('%s is %s', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0', 'proxy.internal', '11', ','])('refuses %s, naming the variable', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });
});

describe('HTTP timeouts', () => {
  it('have defaults that bound every slow client', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ connectionMs: 120_000, requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
  });

  it('are read in seconds and checked against each other', () => {
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '2', HTTP_REQUEST_TIMEOUT_SECONDS: '5' }).httpTimeouts).toMatchObject({ headersMs: 2000, requestMs: 5000 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_SECONDS/);
  });
});

describe('links written into responses and mails', () => {
  it('default to pages that exist: the dashboard under PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://watch.example.org/' });
    expect(config.publicUrl).toBe('https://watch.example.org');
    expect(config.upgradeUrl).toBe('https://watch.example.org/app/account');
    expect(loadConfig({ PUBLIC_URL: 'https://watch.example.org', UPGRADE_URL: 'https://example.org/pricing' }).upgradeUrl).toBe('https://example.org/pricing');
  });
});

describe('EXTRACTION_THREADS', () => {
  it('defaults to the cores beside the main thread, at most four', () => {
    expect(loadConfig({}).extractionThreads).toBe(Math.min(4, availableParallelism() - 1));
  });

  it('takes 0 (pages read on the main thread) and refuses what is not a count', () => {
    expect(loadConfig({ EXTRACTION_THREADS: '0' }).extractionThreads).toBe(0);
    expect(loadConfig({ EXTRACTION_THREADS: '3' }).extractionThreads).toBe(3);
    expect(() => loadConfig({ EXTRACTION_THREADS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ EXTRACTION_THREADS: 'two' })).toThrow(/EXTRACTION_THREADS/);
  });
});

describe('HEAP_GROWTH_PERCENT', () => {
  it('defaults to 50, takes 0 (V8 decides) and refuses what is not a percentage', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '200' }).heapGrowthPercent).toBe(200);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT/);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'half' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });
});

describe('CONFIRM_DELAY_SECONDS', () => {
  it('is 60 unless set, and refuses a value outside 1..3600 naming the variable', () => {
    expect(loadConfig({}).confirmDelaySeconds).toBe(60);
    expect(loadConfig({ CONFIRM_DELAY_SECONDS: '5' }).confirmDelaySeconds).toBe(5);
    for (const raw of ['0', '3601', '1m', '-5']) expect(() => loadConfig({ CONFIRM_DELAY_SECONDS: raw })).toThrow(/CONFIRM_DELAY_SECONDS/);
  });
});

describe('RETENTION_DAYS_FULL', () => {
  it('defaults to a year, takes a day count and refuses 0, more than ten years and what is not a count', () => {
    expect(loadConfig({}).retentionDaysFull).toBe(365);
    expect(loadConfig({ RETENTION_DAYS_FULL: '90' }).retentionDaysFull).toBe(90);
    for (const raw of ['0', '3651', '30d', '-1']) expect(() => loadConfig({ RETENTION_DAYS_FULL: raw })).toThrow(/RETENTION_DAYS_FULL/);
  });
});

describe('browser', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pagewatch-chromium-'));
  const fakeChromium = join(folder, 'chromium');
  writeFileSync(fakeChromium, '#!/bin/sh\n');
  chmodSync(fakeChromium, 0o755);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is off without a Chromium on the PATH or a CDP endpoint', () => {
    expect(loadConfig({ PATH: '/nonexistent' }).browser).toBeNull();
  });

  it('finds chromium on the PATH, with a pool of 2 and 20 s per page by default', () => {
    expect(loadConfig({ PATH: `/nonexistent:${folder}` }).browser).toEqual({ wsUrl: null, chromiumPath: fakeChromium, concurrency: 2, timeoutMs: 20_000 });
  });

  it('is turned off by CHROMIUM_PATH=off although one is installed', () => {
    expect(loadConfig({ PATH: folder, CHROMIUM_PATH: 'off' }).browser).toBeNull();
  });

  it('takes a CDP endpoint over a local Chromium', () => {
    expect(loadConfig({ PATH: folder, BROWSER_WS_URL: 'ws://127.0.0.1:3000/chromium', BROWSER_CONCURRENCY: '4' }).browser).toEqual({
      wsUrl: 'ws://127.0.0.1:3000/chromium',
      chromiumPath: null,
      concurrency: 4,
      timeoutMs: 20_000,
    });
  });

  it.each([
    [{ CHROMIUM_PATH: join(folder, 'missing') }, /CHROMIUM_PATH.*apt-get install chromium/],
    [{ BROWSER_WS_URL: 'ftp://browser' }, /BROWSER_WS_URL/],
    [{ CHROMIUM_PATH: fakeChromium, BROWSER_CONCURRENCY: '0' }, /BROWSER_CONCURRENCY/],
    [{ CHROMIUM_PATH: fakeChromium, BROWSER_TIMEOUT_SECONDS: 'soon' }, /BROWSER_TIMEOUT_SECONDS/],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
