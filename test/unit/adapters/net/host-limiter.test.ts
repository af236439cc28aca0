import { describe, expect, it } from 'vitest';
import { createHostLimiter } from '../../../../src/adapters/net/host-limiter.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createHostLimiter', () => {
  it('runs at most perHost tasks per host, in order, without holding other hosts back', async () => {
    const limiter = createHostLimiter(2);
    const started: string[] = [];
    const gates = Array.from({ length: 4 }, () => deferred());
    const runs = gates.map((gate, index) =>
      limiter.run('shop.example', async () => {
        started.push(`shop-${index}`);
        await gate.promise;
        return index;
      }),
    );
    const other = limiter.run('other.example', async () => {
      started.push('other');
      return 'other';
    });
    expect(await other).toBe('other');
    expect(started).toEqual(['shop-0', 'shop-1', 'other']);
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual(['shop-0', 'shop-1', 'other', 'shop-2']);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createHostLimiter(1);
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run('a', async () => 'next')).toBe('next');
  });

  it('rejects a non-positive limit', () => {
    expect(() => createHostLimiter(0)).toThrow(RangeError);
  });
});
