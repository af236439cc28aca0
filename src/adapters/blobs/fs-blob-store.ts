import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { BlobStore } from './blob-store.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../storage/private-files.js';

export function createFsBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`blob key escapes the store: ${key}`);
    return path;
  };
  const store: BlobStore = {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Write then rename, so a reader never sees half a snapshot.
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    async ping() {
      const key = join('.health', randomUUID());
      try {
        await store.put(key, 'ok');
        const back = await store.get(key);
        await store.delete(key);
        return back?.toString() === 'ok';
      } catch {
        return false;
      }
    },
  };
  return store;
}
