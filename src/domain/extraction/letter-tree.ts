/**
 * A regex alternation of literal `words` shaped as a tree of their letters: "vor |vorbei" becomes
 * "vor(?: |bei)". A flat alternation of many words makes the engine try each word at every place
 * of a text; the tree tries one branch per letter, so a hundred words cost about what a few do.
 * In a word, `\b` stands for a word boundary and counts as one letter; all else is literal. Where
 * one word is the start of another, the longer one is tried first.
 */
export function letterTree(words: readonly string[]): string {
  type Node = Map<string, Node> & { end?: boolean };
  const root: Node = new Map();
  for (const word of words) {
    let node = root;
    for (const letter of word.match(/\\b|./gsu) ?? []) {
      if (!node.has(letter)) node.set(letter, new Map());
      node = node.get(letter)!;
    }
    node.end = true;
  }
  const escape = (letter: string) => (letter === '\\b' ? letter : letter.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const write = (node: Node): string => {
    const branches = [...node].map(([letter, next]) => escape(letter) + write(next));
    if (branches.length === 0) return '';
    return `(?:${branches.join('|')})${node.end ? '?' : ''}`;
  };
  return write(root);
}

/**
 * The literal start of each alternative of a regex alternation (an outer non-capturing group is
 * opened): "(?:nutzer(?:innen)?|os[oó]b[ya]?|人)" gives "nutzer", "os", "人". Any text the
 * alternation matches holds one of them, so a letter tree of them is a cheap test before it.
 */
export function literalStarts(alternation: string): string[] {
  const inner = /^\(\?:(.*)\)$/s.exec(alternation)?.[1] ?? alternation;
  const starts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === '|' && depth === 0) || c === undefined) {
      starts.push(/^[^\\[\](){}|?*+.^$]*/.exec(inner.slice(start, i))![0]);
      start = i + 1;
    }
  }
  return starts;
}
