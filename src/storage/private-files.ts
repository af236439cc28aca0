import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * Everything under DATA_DIR (databases, kv, mail, snapshots, secrets) is for the service's
 * user alone: folders are created 0700 and files 0600, whatever the process umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `path` (and missing parents) readable by the owner only; an existing folder keeps its mode. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates `path` empty and private if it does not exist, and makes an existing one private.
 * SQLite then gives its -wal and -shm files the same mode as the database file.
 */
export function makePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}
