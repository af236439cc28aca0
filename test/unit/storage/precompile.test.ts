import { describe, expect, it } from 'vitest';
import { splitInPowersOfTwo } from '../../../src/storage/precompile.js';

describe('splitInPowersOfTwo', () => {
  it.each([
    { count: 0, max: 256, sizes: [] },
    { count: 1, max: 256, sizes: [1] },
    { count: 128, max: 256, sizes: [128] },
    { count: 200, max: 256, sizes: [128, 64, 8] },
    { count: 255, max: 256, sizes: [128, 64, 32, 16, 8, 4, 2, 1] },
    { count: 600, max: 256, sizes: [256, 256, 64, 16, 8] },
  ])('cuts $count items into $sizes', ({ count, max, sizes }) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const chunks = splitInPowersOfTwo(items, max);
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(items);
  });
});
