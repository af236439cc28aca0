import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnService, type SpawnedService } from '../support/spawn-service.js';

const RECORDER = fileURLToPath(new URL('../support/record-loaded-modules.mjs', import.meta.url));

// Packages a worker needs only for something configured or asked for: each costs 5-90 MB of
// resident memory once loaded (see bench/README.md, memory).
const LOADED_ON_DEMAND = ['playwright-core', 'compromise', 'pg', 'ioredis', 'nodemailer', '@aws-sdk/client-s3', 'jsonata', 'unpdf', 'liquidjs', 'yaml', 'feed', 'css-select', 'xpath', '@xmldom/xmldom', 're2js'];

const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? null;

describe('a worker at start', () => {
  let dir: string;
  let worker: SpawnedService | null = null;

  afterAll(async () => {
    await worker?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads what checks need, and no browser driver, NLP lexicon, PostgreSQL, Redis, SMTP or S3 client, JSONata, PDF reader, template engine, YAML parser, feed writer, selector engines or RE2 until used', { timeout: 60_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagewatch-worker-modules-'));
    const recorded = join(dir, 'modules.txt');
    // A browser is configured (one over CDP, reached only on a first render), so playwright-core could be loaded.
    worker = await spawnService(
      { DATA_DIR: dir, BROWSER_WS_URL: 'ws://127.0.0.1:9', LOG_LEVEL: 'info', RECORD_LOADED_MODULES: recorded, NODE_OPTIONS: `--import ${RECORDER}` },
      'worker',
    );
    const started = Date.now();
    while (!worker.output().includes('pagewatch started')) {
      if (worker.child.exitCode !== null || Date.now() - started > 45_000) throw new Error(`the worker did not start:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const packages = new Set((await readFile(recorded, 'utf8')).split('\n').map(packageOf));

    expect([...packages]).toEqual(expect.arrayContaining(['kysely', 'undici', 'htmlparser2', 'pino']));
    expect(LOADED_ON_DEMAND.filter((name) => packages.has(name))).toEqual([]);
  });
});
