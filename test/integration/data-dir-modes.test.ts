import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function listModes(root: string): Promise<Array<{ path: string; kind: 'dir' | 'file'; mode: number }>> {
  const found: Array<{ path: string; kind: 'dir' | 'file'; mode: number }> = [];
  const visit = async (path: string) => {
    const info = await stat(path);
    found.push({ path, kind: info.isDirectory() ? 'dir' : 'file', mode: info.mode & 0o777 });
    if (info.isDirectory()) for (const entry of await readdir(path)) await visit(join(path, entry));
  };
  await visit(root);
  return found;
}

describe('DATA_DIR', () => {
  it('holds only private folders (0700) and files (0600): databases, kv, outbox mail, snapshots, secrets', async () => {
    // The usual umask, and a DATA_DIR that does not exist yet: the service creates it.
    const previous = process.umask(0o022);
    const dataDir = join(tmpdir(), `pagewatch-modes-${randomBytes(4).toString('hex')}`);
    try {
      service = await startTestService({ DATA_DIR: dataDir });
      const user = await registerUser(service.app);
      await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
      await vi.waitFor(async () => expect(await readdir(join(dataDir, 'outbox'))).toHaveLength(1));
      await service.infra.blobs.put('mon-1/snapshot.html', '<p>page</p>');

      const entries = await listModes(dataDir);
      const names = entries.map((entry) => entry.path.slice(dataDir.length));
      expect(names).toEqual(expect.arrayContaining(['/outbox', '/blobs', '/secrets']));
      if (service.config.databaseUrl === null) expect(names).toEqual(expect.arrayContaining(['/pagewatch.sqlite', '/pagewatch.sqlite-wal', '/kv.sqlite']));
      for (const entry of entries) {
        expect({ path: entry.path, mode: entry.mode.toString(8) }).toEqual({ path: entry.path, mode: entry.kind === 'dir' ? '700' : '600' });
      }
    } finally {
      process.umask(previous);
      await service?.close();
      service = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
