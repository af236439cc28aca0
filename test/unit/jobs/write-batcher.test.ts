import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from '../../../src/jobs/write-batcher.js';

function recordingWriter(fail: (items: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const batcher = createWriteBatcher<number, string>({
    maxBatch: 3,
    delayMs: 5,
    async writeBatch(items) {
      batches.push(items);
      if (fail(items)) throw new Error(`cannot write ${items.join(',')}`);
      return items.map((item) => `wrote ${item}`);
    },
  });
  return { batches, batcher };
}

describe('write batcher', () => {
  it('writes what arrives together as one batch and answers each write with its own result', async () => {
    const { batches, batcher } = recordingWriter();
    const results = await Promise.all([1, 2].map((item) => batcher.write(item)));
    expect(results).toEqual(['wrote 1', 'wrote 2']);
    expect(batches).toEqual([[1, 2]]);
  });

  it('starts a batch at once when it is full, and the next one with the next write', async () => {
    const { batches, batcher } = recordingWriter();
    const results = await Promise.all([1, 2, 3, 4].map((item) => batcher.write(item)));
    expect(results).toEqual(['wrote 1', 'wrote 2', 'wrote 3', 'wrote 4']);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes a later item in a batch of its own', async () => {
    const { batches, batcher } = recordingWriter();
    await batcher.write(1);
    await batcher.write(2);
    expect(batches).toEqual([[1], [2]]);
  });

  it('writes a failed batch again one item at a time: only the bad item fails', async () => {
    const { batches, batcher } = recordingWriter((items) => items.includes(2));
    const results = await Promise.allSettled([1, 2, 3].map((item) => batcher.write(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'wrote 1' },
      { status: 'rejected', reason: new Error('cannot write 2') },
      { status: 'fulfilled', value: 'wrote 3' },
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
