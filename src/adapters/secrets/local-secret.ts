import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, makePrivateDir } from '../../storage/private-files.js';

/**
 * Reads a secret kept in DATA_DIR/secrets, creating it on first start. The value is written
 * to a private file first and linked into place, which fails if the name exists: processes
 * starting together agree on one value and none ever reads a half-written file.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes: number): Buffer {
  const folder = join(dataDir, 'secrets');
  const file = join(folder, `${name}.key`);
  makePrivateDir(folder);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(bytes).toString('hex'), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
