import type { Infrastructure } from '../infrastructure.js';
import { createSecretBox } from '../domain/webhooks/secret-box.js';
import { createWebhookSender } from '../adapters/webhooks/webhook-sender.js';
import type { DeliveryWakeup } from '../services/delivery-wakeup.js';
import { startDeliveryWorker, type DeliveryRecorder } from './delivery-worker.js';
import { newWorkerId } from '../services/worker-id.js';

/** The delivery worker of a server process, woken by the API of the same process; stop before closing infrastructure. */
export function startDeliveryRunner(infra: Infrastructure, wakeup: DeliveryWakeup, recorder: DeliveryRecorder): { stop(): Promise<void> } {
  const sender = createWebhookSender({ allowPrivateNetworks: infra.config.allowPrivateNetworks });
  const worker = startDeliveryWorker({
    database: infra.database,
    clock: infra.clock,
    log: infra.log,
    sender,
    secretBox: createSecretBox(infra.webhookSecretKey),
    config: infra.config,
    workerId: newWorkerId(),
    recorder,
  });
  const unlisten = wakeup.listen(() => worker.wake());
  return {
    async stop() {
      unlisten();
      await worker.stop();
      await sender.close();
    },
  };
}
