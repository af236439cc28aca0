/** Hands single writes to a batch writer and answers each with its own result. */
export interface WriteBatcher<Item, Result> {
  write(item: Item): Promise<Result>;
}

export interface WriteBatcherOptions<Item, Result> {
  /** Items that start a batch at once. */
  maxBatch: number;
  /** How long the first item of a batch waits for others to share its write. */
  delayMs: number;
  /** Writes the items together; answers one result per item, in order. */
  writeBatch(items: Item[]): Promise<Result[]>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Gathers writes that arrive within `delayMs` (or up to `maxBatch` of them) into one batch: a
 * write transaction costs far more than the rows it carries. A batch that fails is written again
 * one item at a time, so one bad item fails alone and the others are still written.
 */
export function createWriteBatcher<Item, Result>(options: WriteBatcherOptions<Item, Result>): WriteBatcher<Item, Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let timer: NodeJS.Timeout | null = null;

  async function writeAll(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await options.writeBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((entry) => writeAll([entry])));
    }
  }

  function startBatch(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    void writeAll(batch);
  }

  return {
    write(item) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= options.maxBatch) startBatch();
        else timer ??= setTimeout(startBatch, options.delayMs);
      });
    },
  };
}
