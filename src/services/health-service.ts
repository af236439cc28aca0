import type { Logger } from 'pino';
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

// The report answers within 2 s whatever an engine does (a held write lock, a server that
// accepts connections and never answers): a probe still running by then counts as failed.
const PROBE_TIMEOUT_MS = 1_500;

type ProbeResult = 'ok' | 'refused' | 'unanswered';

async function probe(check: () => Promise<boolean>): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve('unanswered'), PROBE_TIMEOUT_MS);
  });
  const answer = check().then(
    (ok): ProbeResult => (ok ? 'ok' : 'refused'),
    (): ProbeResult => 'refused',
  );
  try {
    return await Promise.race([answer, timeout]);
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
  log: Pick<Logger, 'warn'>;
}

export function createHealthService(infra: HealthDeps, version: string) {
  return {
    async report(): Promise<HealthReport> {
      const [database, kv, r2] = await Promise.all([
        probe(() => infra.database.ping()),
        probe(() => infra.kv.ping()),
        probe(() => infra.blobs.ping()),
      ]);
      const results = { database, kv, r2 };
      const unanswered = Object.keys(results).filter((name) => results[name as keyof typeof results] === 'unanswered');
      // The report's shape is fixed (SPEC 2.9), so what could not be checked is said in the log.
      if (unanswered.length > 0) infra.log.warn({ unanswered, timeoutMs: PROBE_TIMEOUT_MS }, 'health: no answer in time; counted as failing');
      const checks = { database: database === 'ok', kv: kv === 'ok', r2: r2 === 'ok' };
      return {
        status: checks.database && checks.kv && checks.r2 ? 'ok' : 'degraded',
        timestamp: infra.clock.now(),
        version,
        checks,
      };
    },
  };
}
