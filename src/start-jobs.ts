import type { Infrastructure } from './infrastructure.js';
import type { Services } from './services/create-services.js';
import { startCheckWorker } from './jobs/checks/check-worker.js';
import { startDeliveryWorker } from './jobs/deliveries/delivery-worker.js';
import { startDigestWorker } from './jobs/digests/digest-worker.js';

/** The periodic checker of a server process, unless SCHEDULER=off; stop before closing infrastructure. */
export function startCheckRunner(infra: Infrastructure, services: Services): { stop(): Promise<void> } | null {
  if (!infra.config.scheduler) return null;
  return startCheckWorker({ checkService: services.checks, log: infra.log, concurrency: infra.config.checkConcurrency });
}

/** The delivery worker of a server process, woken by the API of the same process; stop before closing infrastructure. */
export function startDeliveryRunner(infra: Infrastructure, services: Services): { stop(): Promise<void> } {
  const worker = startDeliveryWorker({
    deliveries: infra.repositories.deliveries,
    clock: infra.clock,
    log: infra.log,
    senders: infra.senders,
    secretBox: infra.secretBox,
    config: infra.config,
    workerId: infra.workerId,
    recorder: infra.metrics,
  });
  const unlisten = services.deliveryWakeup.listen(() => worker.wake());
  return {
    async stop() {
      unlisten();
      await worker.stop();
    },
  };
}

/** The digest worker of a server process: closes each digest destination's period when it ends; stop before closing infrastructure. */
export function startDigestRunner(infra: Infrastructure): { stop(): Promise<void> } {
  return startDigestWorker({ digests: infra.repositories.digests, clock: infra.clock, log: infra.log, config: infra.config, workerId: infra.workerId });
}
