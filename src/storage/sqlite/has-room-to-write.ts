import { statfs } from 'node:fs/promises';

/**
 * Below this much free space a commit may not find room for its WAL frames: SQLite then refuses
 * the write (SQLITE_FULL) while an update that matches no row still succeeds, so the write
 * probe alone reported a full disk as healthy.
 */
export const MIN_FREE_BYTES = 1024 * 1024;

/** True when the file system holding `dir` has room for the next commits. */
export async function hasRoomToWrite(dir: string): Promise<boolean> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize >= MIN_FREE_BYTES;
}
