import type { Clock } from '../domain/clock.js';
import type { Kv } from '../adapters/kv/kv.js';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import type { Database } from '../storage/database.js';

export interface HealthReport {
  status: 'ok' | 'degraded';
  timestamp: number;
  version: string;
  checks: { database: boolean; kv: boolean; r2: boolean };
}

const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SPEC.md 2.9: each check really touches its engine; `r2` is the blob store. */
export interface HealthDeps {
  database: Pick<Database, 'ping'>;
  kv: Pick<Kv, 'ping'>;
  blobs: Pick<BlobStore, 'ping'>;
  clock: Clock;
}

export function createHealthService(infra: HealthDeps, version: string) {
  return {
    async report(): Promise<HealthReport> {
      const [database, kv, r2] = await Promise.all([
        probe(() => infra.database.ping()),
        probe(() => infra.kv.ping()),
        probe(() => infra.blobs.ping()),
      ]);
      return {
        status: database && kv && r2 ? 'ok' : 'degraded',
        timestamp: infra.clock.now(),
        version,
        checks: { database, kv, r2 },
      };
    },
  };
}
