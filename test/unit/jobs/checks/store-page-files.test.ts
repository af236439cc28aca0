import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsBlobStore } from '../../../../src/adapters/blobs/fs-blob-store.js';
import { changeScreenshotKey, screenshotKey, snapshotKey } from '../../../../src/domain/monitors/snapshot-keys.js';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';
import { createPageFiles } from '../../../../src/jobs/checks/store-page-files.js';

let dir: string;
const warnings: string[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-files-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const change = { id: 'chg_1' } as ChangePayload;

describe('page files', () => {
  it('stores the snapshot bytes as served and returns its key', async () => {
    const blobs = createFsBlobStore(join(dir, 'ok'));
    const files = createPageFiles({ blobs, log });
    const bytes = new Uint8Array(Buffer.from('<meta charset="windows-1252">caf\xe9', 'latin1'));
    expect(await files.storeSnapshot('mon_1', 'src_1', bytes.subarray(0))).toBe(snapshotKey('mon_1', 'src_1'));
    expect((await blobs.get(snapshotKey('mon_1', 'src_1')))?.equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps the latest screenshot, and a change's two sides from the previous and the new one", async () => {
    const blobs = createFsBlobStore(join(dir, 'shots'));
    const files = createPageFiles({ blobs, log });
    await files.storeScreenshots('mon_1', 'src_1', Buffer.from('first'), null);
    await files.storeScreenshots('mon_1', 'src_1', Buffer.from('second'), change);
    expect((await blobs.get(screenshotKey('mon_1', 'src_1')))?.toString()).toBe('second');
    expect((await blobs.get(changeScreenshotKey('mon_1', 'chg_1', 'before')))?.toString()).toBe('first');
    expect((await blobs.get(changeScreenshotKey('mon_1', 'chg_1', 'after')))?.toString()).toBe('second');
  });

  it('a store that fails is logged and does not fail the check', async () => {
    const notADirectory = join(dir, 'plain-file');
    await writeFile(notADirectory, 'x');
    const files = createPageFiles({ blobs: createFsBlobStore(notADirectory), log });
    expect(await files.storeSnapshot('mon_1', 'src_1', new Uint8Array([1]))).toBeNull();
    await expect(files.storeScreenshots('mon_1', 'src_1', Buffer.from('png'), change)).resolves.toBeUndefined();
    expect(warnings).toEqual(['page snapshot not stored; the check goes on', 'page screenshot not stored; the check goes on']);
  });
});
