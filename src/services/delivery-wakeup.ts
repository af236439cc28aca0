/**
 * Tells an in-process delivery worker that work was just queued, so a test
 * event's first attempt starts at once instead of at the next poll. A worker
 * in another process still finds the work at its next poll.
 */
export interface DeliveryWakeup {
  notify(): void;
  /** Returns a function that removes the listener. */
  listen(listener: () => void): () => void;
}

export function createDeliveryWakeup(): DeliveryWakeup {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
