import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a secret kept in DATA_DIR/secrets, creating it on first start. The `wx` flag makes
 * two processes starting together agree on one value instead of overwriting each other.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes: number): Buffer {
  const folder = join(dataDir, 'secrets');
  const file = join(folder, `${name}.key`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(bytes).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
