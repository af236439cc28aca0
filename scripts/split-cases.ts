/**
 * The development discipline of the evaluations (issue 22): every data set is split once, by a
 * hash of each case's own key, into a tune part (rules may be tuned while looking at its misses)
 * and a check part (only its figures are looked at). The split does not depend on the order or
 * the size of a list, so a case keeps its part when others are added.
 */
export const SPLITS = ['tune', 'check'] as const;
export type Split = (typeof SPLITS)[number];

/** FNV-1a over the key's UTF-16 code units; the lowest bit picks the part. */
export function splitOf(key: string): Split {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash & 1) === 0 ? 'tune' : 'check';
}
