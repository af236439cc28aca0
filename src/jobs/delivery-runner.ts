import type { Infrastructure } from '../infrastructure.js';
import type { DeliveryWakeup } from '../services/delivery-wakeup.js';
import { startDeliveryWorker, type DeliveryRecorder } from './delivery-worker.js';

/** The delivery worker of a server process, woken by the API of the same process; stop before closing infrastructure. */
export function startDeliveryRunner(infra: Infrastructure, wakeup: DeliveryWakeup, recorder: DeliveryRecorder): { stop(): Promise<void> } {
  const worker = startDeliveryWorker({
    database: infra.database,
    clock: infra.clock,
    log: infra.log,
    notifiers: infra.notifiers,
    secretBox: infra.secretBox,
    config: infra.config,
    workerId: infra.workerId,
    recorder,
  });
  const unlisten = wakeup.listen(() => worker.wake());
  return {
    async stop() {
      unlisten();
      await worker.stop();
    },
  };
}
