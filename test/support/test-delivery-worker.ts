import pino from 'pino';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import { createSenders } from '../../src/adapters/notify/create-senders.js';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerDeps } from '../../src/jobs/deliveries/delivery-worker.js';
import type { TestService } from './test-service.js';

type WorkerOptions = Pick<DeliveryWorkerDeps, 'workerId'> &
  Partial<Omit<DeliveryWorkerDeps, 'deliveries' | 'clock' | 'log' | 'secretBox' | 'config' | 'senders'>> & {
    /** The test's own HTTP client (which trusts the throwaway CA); every HTTP kind sends through it. */
    sender: HttpClient;
  };

/**
 * A delivery worker over a test service's storage, clock, secrets, mailer and configuration,
 * with the real senders sending through the test's HTTP client. Options override the defaults of the real worker.
 */
export function startTestDeliveryWorker(service: TestService, { sender, ...options }: WorkerOptions): DeliveryWorker {
  return startDeliveryWorker({
    deliveries: service.infra.repositories.deliveries,
    clock: service.clock,
    log: pino({ level: 'silent' }),
    secretBox: service.infra.secretBox,
    config: service.config,
    senders: createSenders({
      http: sender,
      mailer: service.infra.mailer,
      publicUrl: service.config.publicUrl,
      telegramApiUrl: service.config.telegramApiUrl,
    }),
    ...options,
  });
}
