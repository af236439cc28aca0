import { setFlagsFromString } from 'node:v8';
import { closeInfrastructure, openInfrastructure } from './infrastructure.js';
import { ConfigError, loadConfig } from './config.js';
import { createServices } from './services/create-services.js';
import { startCheckRunner, startDeliveryRunner, startDigestRunner } from './start-jobs.js';
import { startMetricsServer } from './observability/metrics-server.js';

type Role = 'all' | 'api' | 'worker';
const ROLES: readonly Role[] = ['all', 'api', 'worker'];

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!ROLES.includes(role)) throw new ConfigError('role', `expected one of ${ROLES.join(', ')}, got "${role}"`);
  const config = loadConfig();
  // Checks keep pages in flight long enough for V8 to promote them, and by default it lets the
  // old generation grow to ~4x what survived the last full collection before collecting again:
  // ~100 MB of a worker's heap was such garbage. 1.5x keeps a worker's peak ~60 MB lower for
  // ~10 % more CPU per check (bench/README.md, memory). V8 reads the flag at every collection,
  // so set before any work it holds for the whole process and its threads.
  if (role !== 'api' && config.heapGrowthPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
  const infra = await openInfrastructure(config);
  const services = createServices(infra);
  // A worker never loads the HTTP app (routes, schemas, documentation): ~17 MB of its memory.
  const app = role === 'worker' ? null : await (await import('./app.js')).buildApp({ config, services, metrics: infra.metrics, log: infra.log, clock: infra.clock });
  const deliveries = role === 'api' ? null : startDeliveryRunner(infra, services);
  const checks = role === 'api' ? null : startCheckRunner(infra, services);
  const digests = role === 'api' ? null : startDigestRunner(infra);
  if (app) await app.listen({ port: config.port, host: config.host });
  const metricsServer =
    config.metricsPort === null
      ? null
      : await startMetricsServer({ metrics: infra.metrics, token: config.metricsToken, host: config.host, port: config.metricsPort, log: infra.log });
  infra.log.info({ role, storage: infra.database.capabilities.name, kv: config.redisUrl ? 'redis' : 'sqlite' }, 'pagewatch started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    infra.log.info({ signal }, 'shutting down: no new requests, finishing in-flight ones');
    // A second signal, or a hung close, must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    if (app) {
      // Connections kept alive after their last response would hold close() open until their timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close();
      clearInterval(sweep);
    }
    await Promise.all([checks?.stop(), deliveries?.stop(), digests?.stop(), metricsServer?.close()]);
    await closeInfrastructure(infra);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`configuration error: ${error.message}`);
  } else {
    console.error('failed to start:', error);
  }
  process.exit(1);
});
