/** Damerau–Levenshtein distance of at most one, in linear time. */
export function isOneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether `a` and `b` are at most two edits apart (insertions, deletions, substitutions and
 * swaps of neighbours, each character edited once): a band of five cells per row, so linear.
 */
export function isTwoEditsAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  const far = 3;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => Math.min(j, far));
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(far);
    row[0] = Math.min(i, far);
    let best = row[0];
    for (let j = Math.max(1, i - 2); j <= Math.min(b.length, i + 2); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? far) + 1, (row[j - 1] ?? far) + 1, (previous[j - 1] ?? far) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? far) + 1);
      const clamped = Math.min(d, far);
      row[j] = clamped;
      best = Math.min(best, clamped);
    }
    if (best >= far) return false;
    before = previous;
    previous = row;
  }
  return (previous[b.length] ?? far) <= 2;
}
