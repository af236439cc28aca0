import pino from 'pino';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerDeps } from '../../src/jobs/delivery-worker.js';
import type { TestService } from './test-service.js';

/**
 * A delivery worker over a test service's storage, clock and secrets, with the test's own
 * sender (which trusts the throwaway CA). Options override the defaults of the real worker.
 */
export function startTestDeliveryWorker(
  service: TestService,
  options: Pick<DeliveryWorkerDeps, 'sender' | 'workerId'> & Partial<Omit<DeliveryWorkerDeps, 'database' | 'clock' | 'log' | 'secretBox' | 'config'>>,
): DeliveryWorker {
  return startDeliveryWorker({
    database: service.infra.database,
    clock: service.clock,
    log: pino({ level: 'silent' }),
    secretBox: service.infra.secretBox,
    config: service.config,
    ...options,
  });
}
