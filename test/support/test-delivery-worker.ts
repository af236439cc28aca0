import pino from 'pino';
import type { WebhookSender } from '../../src/adapters/webhooks/webhook-sender.js';
import { createNotifiers } from '../../src/adapters/notify/create-notifiers.js';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerDeps } from '../../src/jobs/deliveries/delivery-worker.js';
import type { TestService } from './test-service.js';

type WorkerOptions = Pick<DeliveryWorkerDeps, 'workerId'> &
  Partial<Omit<DeliveryWorkerDeps, 'deliveries' | 'clock' | 'log' | 'secretBox' | 'config' | 'notifiers'>> & {
    /** The test's own sender (which trusts the throwaway CA); every HTTP kind posts through it. */
    sender: WebhookSender;
  };

/**
 * A delivery worker over a test service's storage, clock, secrets, mailer and configuration,
 * with the real notifiers posting through the test's sender. Options override the defaults of the real worker.
 */
export function startTestDeliveryWorker(service: TestService, { sender, ...options }: WorkerOptions): DeliveryWorker {
  return startDeliveryWorker({
    deliveries: service.infra.repositories.deliveries,
    clock: service.clock,
    log: pino({ level: 'silent' }),
    secretBox: service.infra.secretBox,
    config: service.config,
    notifiers: createNotifiers({
      sender,
      mailer: service.infra.mailer,
      publicUrl: service.config.publicUrl,
      telegramApiUrl: service.config.telegramApiUrl,
    }),
    ...options,
  });
}
