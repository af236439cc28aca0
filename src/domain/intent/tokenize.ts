/** One word of an intent, with edge punctuation peeled off, or one phrase-breaking mark. */
export interface Token {
  /** As written (after peeling), e.g. "WH-1000XM5". */
  text: string;
  lower: string;
  /** Offsets into the intent, so spans can be cut from the original text. */
  start: number;
  end: number;
  /** A mark such as "," or "(" that ends a phrase; never part of a product. */
  isBreak: boolean;
  /** First word of a sentence: its capital letter says nothing about being a name. */
  startsSentence: boolean;
}

const LEADING = new Set(['"', "'", '“', '”', '‘', '’', '«', '»', '(', '[', '{', '¿', '¡', '*', '`']);
const TRAILING = new Set(['"', "'", '“', '”', '‘', '’', '«', '»', ')', ']', '}', '.', ',', ';', ':', '!', '?', '…', '*', '`']);
const BREAKS = new Set(['(', ')', '[', ']', '{', '}', '.', ',', ';', ':', '!', '?', '…', '-', '–', '—', '|']);
// These keep their dot: "max. 5000 €" is a bound, "Air Max 90" a name ("maks." and "máx." are Polish and Spanish "max.").
const DOTTED = new Set(['max', 'min', 'maks', 'máx']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);
// Letters each with a dot keep the last one: "Fontaines D.C.", "U.S. Open" ("e.g" too: no sentence ends there).
const INITIALISM = /^(?:\p{L}\.)+\p{L}$/u;
// A dot after these ends an abbreviation ("Rs. 500"), not a sentence.
const ABBREVIATIONS = new Set(['rs', 'approx', 'ca', 'vs', 'no', 'nr', 'st', 'inc', 'ltd', 'co', 'fr', 'dr', 'mr', 'jr', 'e.g', 'i.e', 'etc']);
// French and Italian elide articles into the next word: "l'iPhone", "dell'iPhone", "d'occhio".
const ELISION = /^(?:l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|dell|all|dall|nell|sull|un)['’](?=\p{L})/iu;

// Most words a bracketed variant may hold, and most characters: "(2e génération)", "(128 Go, Obsidian)".
const MAX_BRACKET_WORDS = 4;
const MAX_BRACKET_LENGTH = 32;
// What a bracket holding a condition or a site has: money, a percentage, a domain, a URL. A slash alone
// is a variant's ("(8GB/256GB)").
const NOT_A_VARIANT = /[$€£¥₹%]|https?:|\.\p{L}{2}|\b(?:euros?|eur|dollars?|usd|reais|reals?|brl|pounds?|gbp|bucks|balles|chf)\b/iu;

/**
 * A bracket opened right after a word that names a variant of it, one word or words with a digit:
 * "AirPods Pro (2e génération)", "Kindle (11ª geração)", "Sony WH-1000XM5 (noir)". Read as one word of
 * the name; a bracket holding money, a percentage or a site ("(under $300)", "(on amazon.com)") is not.
 * Looks at most MAX_BRACKET_WORDS chunks ahead.
 */
function bracketedVariant(text: string, chunks: RegExpExecArray[], c: number): { end: number; chunkEnd: number; last: number } | null {
  const open = chunks[c] as RegExpExecArray;
  if (!open[0].startsWith('(') || open[0].startsWith('((')) return null;
  for (let k = c; k < Math.min(chunks.length, c + MAX_BRACKET_WORDS); k++) {
    const chunk = chunks[k] as RegExpExecArray;
    const close = chunk[0].indexOf(')');
    if (close === -1) continue;
    const end = chunk.index + close + 1;
    const inner = text.slice(open.index + 1, end - 1);
    const closesChunk = /^[.,;:!?…]*$/u.test(chunk[0].slice(close + 1));
    const variant = closesChunk && inner.length > 0 && end - open.index <= MAX_BRACKET_LENGTH && !inner.includes('(') && (k === c || /\d/.test(inner)) && !NOT_A_VARIANT.test(inner);
    return variant ? { end, chunkEnd: chunk.index + chunk[0].length, last: k } : null;
  }
  return null;
}

/**
 * "Hollow Knight: Silksong", "Zelda: Tears of the Kingdom": a colon right after a capitalised word
 * inside a sentence, a capitalised word or a figure after it, joins a title and its subtitle, one
 * name. A colon after a word of the request ("price alert: Sonos", "at bestbuy.com: the …") or
 * after a sentence's first word ("Alert: Sony …") still breaks.
 */
function joinsSubtitle(word: Token | undefined, chunk: string, tail: number, next: string | undefined): boolean {
  if (chunk[tail] !== ':' || tail !== chunk.length - 1 || word === undefined || word.isBreak || word.startsSentence) return false;
  return /^\p{Lu}/u.test(word.text) && next !== undefined && /^[\p{Lu}\d]/u.test(next);
}

/**
 * Splits an intent into words and breaking marks. Linear in the input: one pass
 * over whitespace-separated chunks, peeling at most the chunk's own length.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let startsSentence = true;
  const push = (word: string, start: number, isBreak: boolean): void => {
    tokens.push({ text: word, lower: word.toLowerCase().replace(/’/g, "'"), start, end: start + word.length, isBreak, startsSentence });
    startsSentence = isBreak ? startsSentence || SENTENCE_ENDS.has(word) : false;
  };
  const chunks = [...text.matchAll(/\S+/g)];
  for (let c = 0; c < chunks.length; c++) {
    const match = chunks[c] as RegExpExecArray;
    const chunk = match[0];
    const at = match.index;
    // A bracketed model code is part of the name: "Nothing Phone (2a)".
    if (/^\([\p{L}\d-]{1,10}\)$/u.test(chunk) && /\d/.test(chunk)) {
      push(chunk, at, false);
      continue;
    }
    const previous = tokens.at(-1);
    const group = previous === undefined || previous.isBreak ? null : bracketedVariant(text, chunks, c);
    if (group !== null) {
      push(text.slice(at, group.end), at, false);
      for (let i = group.end; i < group.chunkEnd; i++) {
        if (BREAKS.has(text[i] ?? '')) push(text[i] ?? '', i, true);
      }
      c = group.last;
      continue;
    }
    let head = 0;
    let tail = chunk.length;
    while (head < tail && LEADING.has(chunk[head] ?? '')) {
      if (BREAKS.has(chunk[head] ?? '')) push(chunk[head] ?? '', at + head, true);
      head++;
    }
    while (tail > head && TRAILING.has(chunk[tail - 1] ?? '')) tail--;
    if (chunk[tail] === '.' && (DOTTED.has(chunk.slice(head, tail).toLowerCase()) || INITIALISM.test(chunk.slice(head, tail)))) tail++;
    if (tail > head) {
      const word = chunk.slice(head, tail);
      const elided = ELISION.exec(word)?.[0];
      if (elided !== undefined) push(elided, at + head, false);
      const rest = elided === undefined ? word : word.slice(elided.length);
      push(rest, at + head + word.length - rest.length, BREAKS.has(rest));
    }
    const skipDot = ABBREVIATIONS.has(chunk.slice(head, tail).toLowerCase()) && chunk[tail] === '.';
    const skipColon = joinsSubtitle(tokens.at(-1), chunk, tail, chunks[c + 1]?.[0]);
    for (let i = skipDot || skipColon ? tail + 1 : tail; i < chunk.length; i++) {
      const mark = chunk[i] ?? '';
      if (BREAKS.has(mark)) push(mark, at + i, true);
    }
  }
  return tokens;
}
