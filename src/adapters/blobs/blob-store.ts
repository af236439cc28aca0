/** Opaque blobs (page snapshots), by key. */
export interface BlobStore {
  put(key: string, data: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `prefix` (which ends in "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Writes, reads back and removes a probe: what the health report's `r2` check means. */
  ping(): Promise<boolean>;
}
