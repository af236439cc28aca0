import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../../src/adapters/blobs/blob-store.js';
import { createFsBlobStore } from '../../../../src/adapters/blobs/fs-blob-store.js';
import { createS3BlobStore } from '../../../../src/adapters/blobs/s3-blob-store.js';
import { startLocalS3, type LocalS3 } from '../../../support/local-s3.js';

interface Implementation {
  name: string;
  /** A store no other test sees. */
  open(): Promise<BlobStore>;
}

const folders: string[] = [];
let s3: LocalS3;
let opened = 0;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const implementations: Implementation[] = [
  {
    name: 'filesystem',
    async open() {
      const folder = await mkdtemp(join(tmpdir(), 'pagewatch-blobs-'));
      folders.push(folder);
      return createFsBlobStore(folder);
    },
  },
  {
    name: 's3',
    async open() {
      opened += 1;
      return createS3BlobStore(s3.options(`test-${opened}/`));
    },
  },
];

describe.each(implementations)('$name blob store', (implementation) => {
  let store: BlobStore;

  it('gives back what was put, text as UTF-8', async () => {
    store = await implementation.open();
    await store.put('snapshots/m1/s1/latest.html', '<p>Prix : 12,50 € ✓</p>');
    const back = await store.get('snapshots/m1/s1/latest.html');
    expect(back).toBeInstanceOf(Buffer);
    expect(back?.toString('utf8')).toBe('<p>Prix : 12,50 € ✓</p>');
  });

  it.each([
    ['every byte value', Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))],
    ['an empty body', Buffer.alloc(0)],
    ['1 MB of random bytes', randomBytes(1024 * 1024)],
  ])('keeps %s intact', async (_name, body) => {
    store = await implementation.open();
    await store.put('snapshots/m1/s1/latest.html', body);
    const back = await store.get('snapshots/m1/s1/latest.html');
    expect(back?.length).toBe(body.length);
    expect(back?.equals(body)).toBe(true);
  });

  it('answers null for a key never written', async () => {
    store = await implementation.open();
    expect(await store.get('snapshots/nobody/nothing/latest.html')).toBeNull();
  });

  it('replaces a blob put twice under one key', async () => {
    store = await implementation.open();
    await store.put('snapshots/m1/s1/latest.html', 'first, a longer body than the second');
    await store.put('snapshots/m1/s1/latest.html', 'second');
    expect((await store.get('snapshots/m1/s1/latest.html'))?.toString()).toBe('second');
  });

  it('deletes one key and leaves its neighbours; deleting a missing key is fine', async () => {
    store = await implementation.open();
    await store.put('snapshots/m1/s1/latest.html', 'one');
    await store.put('snapshots/m1/s2/latest.html', 'two');
    await store.delete('snapshots/m1/s1/latest.html');
    await store.delete('snapshots/m1/s1/latest.html');
    expect(await store.get('snapshots/m1/s1/latest.html')).toBeNull();
    expect((await store.get('snapshots/m1/s2/latest.html'))?.toString()).toBe('two');
  });

  it('deletes everything under a prefix and nothing whose key merely starts alike', async () => {
    store = await implementation.open();
    const doomed = Array.from({ length: 30 }, (_, index) => `snapshots/m1/s${index}/latest.html`);
    await Promise.all(doomed.map((key) => store.put(key, key)));
    await store.put('snapshots/m10/s1/latest.html', 'keep: another monitor');
    await store.put('snapshots/m2/s1/latest.html', 'keep: another monitor');

    await store.deletePrefix('snapshots/m1/');

    const left = await Promise.all(doomed.map((key) => store.get(key)));
    expect(left.filter((blob) => blob !== null)).toEqual([]);
    expect((await store.get('snapshots/m10/s1/latest.html'))?.toString()).toBe('keep: another monitor');
    expect((await store.get('snapshots/m2/s1/latest.html'))?.toString()).toBe('keep: another monitor');
  });

  it('deletes an empty or unknown prefix without complaint', async () => {
    store = await implementation.open();
    await expect(store.deletePrefix('snapshots/unknown/')).resolves.toBeUndefined();
  });

  it('pings true when it can write, read and remove', async () => {
    store = await implementation.open();
    expect(await store.ping()).toBe(true);
  });
});

describe('s3 blob store', () => {
  it('walks every listing page when deleting a prefix', async () => {
    const store = createS3BlobStore({ ...s3.options('paged/'), listPageSize: 7 });
    const keys = Array.from({ length: 40 }, (_, index) => `snapshots/m1/s${String(index).padStart(2, '0')}/latest.html`);
    await Promise.all(keys.map((key) => store.put(key, 'x')));
    await store.put('snapshots/m2/s1/latest.html', 'keep');

    await store.deletePrefix('snapshots/m1/');

    const left = await Promise.all(keys.map((key) => store.get(key)));
    expect(left.filter((blob) => blob !== null)).toHaveLength(0);
    expect((await store.get('snapshots/m2/s1/latest.html'))?.toString()).toBe('keep');
  });

  it('keeps two prefixes of one bucket apart', async () => {
    const first = createS3BlobStore(s3.options('tenant-a/'));
    const second = createS3BlobStore(s3.options('tenant-b/'));
    await first.put('snapshots/m1/s1/latest.html', 'a');
    await second.put('snapshots/m1/s1/latest.html', 'b');
    await first.deletePrefix('snapshots/');
    expect(await first.get('snapshots/m1/s1/latest.html')).toBeNull();
    expect((await second.get('snapshots/m1/s1/latest.html'))?.toString()).toBe('b');
  });

  it('pings false when the bucket does not exist', async () => {
    const store = createS3BlobStore({ ...s3.options(''), bucket: 'no-such-bucket' });
    expect(await store.ping()).toBe(false);
  });

  it('rejects a put to a bucket that does not exist, naming the key', async () => {
    const store = createS3BlobStore({ ...s3.options(''), bucket: 'no-such-bucket' });
    await expect(store.put('snapshots/m1/s1/latest.html', 'x')).rejects.toThrow(/put snapshots\/m1\/s1\/latest\.html failed/);
  });

  it('pings false, quickly and without throwing, once the server is gone', async () => {
    const doomed = await startLocalS3();
    try {
      const store = createS3BlobStore(doomed.options(''));
      expect(await store.ping()).toBe(true);
      await doomed.stop();
      const started = Date.now();
      await expect(store.ping()).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await doomed.stop();
    }
  });
});
