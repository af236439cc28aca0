import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, rmdir } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestService, type TestService } from '../../support/test-service.js';

const run = promisify(execFile);

// The database lives under DATA_DIR only on SQLite (this file runs in the sqlite project alone);
// a small tmpfs needs root to mount. CI runs as root: there a missing mount is a failure, not a skip.
const canMount = userInfo().uid === 0 || process.env.CI === 'true';

let mountPoint: string | undefined;
let mounted = false;
let service: TestService | undefined;

beforeAll(async () => {
  if (!canMount) return;
  mountPoint = await mkdtemp(join(tmpdir(), 'pagewatch-full-'));
  await run('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', mountPoint]);
  mounted = true;
});

afterAll(async () => {
  await service?.close().catch(() => {});
  if (mounted) await run('umount', [mountPoint!]).catch(() => run('umount', ['-l', mountPoint!]));
  if (mountPoint) await rmdir(mountPoint).catch(() => rm(mountPoint!, { recursive: true, force: true }));
});

/** Writes zeros until the file system says ENOSPC. */
async function fillDisk(path: string): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024);
  const out = createWriteStream(path);
  await new Promise<void>((resolve) => {
    out.on('error', () => resolve());
    const write = () => {
      while (out.write(chunk));
      out.once('drain', write);
    };
    write();
  });
  out.destroy();
}

describe.skipIf(!canMount)('a full disk under DATA_DIR', () => {
  it('turns health to database: false while writes fail, and back once there is room', { timeout: 60_000 }, async () => {
    service = await startTestService({ DATA_DIR: join(mountPoint!, 'data') });
    await registerUser(service.app);
    expect((await service.app.inject({ url: '/v1/health' })).json().checks.database).toBe(true);

    const filler = join(mountPoint!, 'filler');
    await fillDisk(filler);
    await expect(registerUser(service.app)).rejects.toThrow(/register failed: 500/);
    const full = await service.app.inject({ url: '/v1/health' });
    expect(full.statusCode).toBe(503);
    expect(full.json().checks.database).toBe(false);

    await rm(filler);
    const room = await service.app.inject({ url: '/v1/health' });
    expect(room.statusCode).toBe(200);
    expect(room.json().checks).toEqual({ database: true, kv: true, r2: true });
    await registerUser(service.app);
  });
});
