/** At most `size` tasks at once; the others wait in arrival order. */
export function createSlotPool(size: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (busy < size) busy += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
