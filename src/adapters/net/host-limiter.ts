/** Bounds how many tasks run at once against one host; others wait in order. */
export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}

interface HostSlots {
  active: number;
  waiting: Array<() => void>;
}

/**
 * One small queue per host, so a single shop or a single slow receiver never
 * takes more than `perHost` connections and never delays other hosts.
 */
export function createHostLimiter(perHost: number): HostLimiter {
  if (!Number.isInteger(perHost) || perHost < 1) throw new RangeError('perHost must be a positive integer');
  const hosts = new Map<string, HostSlots>();

  function acquire(host: string): Promise<void> {
    const slots = hosts.get(host) ?? { active: 0, waiting: [] };
    hosts.set(host, slots);
    if (slots.active < perHost) {
      slots.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => slots.waiting.push(resolve));
  }

  function release(host: string): void {
    const slots = hosts.get(host);
    if (slots === undefined) return;
    const next = slots.waiting.shift();
    // The slot passes straight to the next waiter, so `active` stays the same.
    if (next !== undefined) next();
    else if (--slots.active === 0) hosts.delete(host);
  }

  return {
    async run(host, task) {
      await acquire(host);
      try {
        return await task();
      } finally {
        release(host);
      }
    },
  };
}
