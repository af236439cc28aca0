import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { closeInfrastructure, openInfrastructure } from '../../src/infrastructure.js';
import { createServices } from '../../src/services/create-services.js';

/** What the benchmark seeded: the monitors it measures, and one probe that tells when the worker is up. */
export interface SeededMonitors {
  readonly monitorIds: readonly string[];
  readonly probeId: string;
  readonly seconds: number;
}

// Later than any benchmark runs: seeded monitors wait until a round makes them due.
const PARKED_UNTIL = 4_102_444_800_000;

/**
 * Seeds `monitorsPerUrl` url monitors per page in `dataDir` through the monitor service (the same
 * validation and rows as the API, without HTTP), for one full-tier user. All are parked except the
 * probe: the worker's first check of the probe shows it is running and connected to the page host.
 */
export async function seedMonitors(options: {
  dataDir: string;
  urls: readonly string[];
  monitorsPerUrl: number;
  checkIntervalSeconds: number;
  probeUrl: string;
  /** The monitors' `selectors`, to measure a selector-only reading against the automatic one. */
  selectors?: Record<string, unknown>;
}): Promise<SeededMonitors> {
  const started = performance.now();
  const config = loadConfig({ DATA_DIR: options.dataDir, ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'silent', SCHEDULER: 'off' });
  const infra = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
  try {
    const services = createServices(infra);
    const { user } = await services.accounts.register('checks-bench@example.com', 'Correct-horse-9');
    await infra.repositories.users.updateTier(user.email, 'full', infra.clock.now());
    const owner = { id: user.id, tier: 'full' as const };
    const create = (url: string, name: string) =>
      services.monitors.create(owner, { mode: 'url', url, name, checkIntervalSeconds: options.checkIntervalSeconds, ...(options.selectors ? { selectors: options.selectors } : {}) });
    const monitorIds: string[] = [];
    for (let copy = 0; copy < options.monitorsPerUrl; copy++) {
      for (const [index, url] of options.urls.entries()) monitorIds.push((await create(url, `product ${index} #${copy}`)).id);
    }
    await infra.database.db.updateTable('monitors').set({ next_check_at: PARKED_UNTIL }).execute();
    const probe = await create(options.probeUrl, 'probe');
    return { monitorIds, probeId: probe.id, seconds: (performance.now() - started) / 1000 };
  } finally {
    await closeInfrastructure(infra);
  }
}
