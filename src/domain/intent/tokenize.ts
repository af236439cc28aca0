import { isCategoryName } from './category-words.js';

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
  /** Inside a pair of quotes around a few words: a title, whatever its words mean elsewhere ("Notes on a Scandal"). */
  quoted?: boolean;
}

const LEADING = new Set(['"', "'", '“', '”', '„', '‘', '’', '‚', '«', '»', '(', '[', '{', '¿', '¡', '*', '`']);
const TRAILING = new Set(['"', "'", '“', '”', '‘', '’', '«', '»', ')', ']', '}', '.', ',', ';', ':', '!', '?', '…', '*', '`']);
const BREAKS = new Set(['(', ')', '[', ']', '{', '}', '.', ',', ';', ':', '!', '?', '…', '-', '–', '—', '|']);
// These keep their dot: "max. 5000 €" is a bound, "Air Max 90" a name ("maks." and "máx." are Polish and Spanish "max.").
const DOTTED = new Set(['max', 'min', 'maks', 'máx']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);
// Initials written with dots ("D.C.", "i.d.", "U.K."): the last dot is the abbreviation's, not a break.
const INITIALS = /(?:^|-)(?:\p{L}\.)+\p{L}$/u;
// A colon, a pipe or a dash standing between two words of a name joins them: a subtitle ("Hollow Knight:
// Silksong", French "Astérix : L'Iris blanc", "Il Signore degli Anelli - La Trilogia"), an artist and an
// album ("Pink Floyd - The Dark Side of the Moon") or a maker's series mark ("Serie | 6"). Told by the
// words on both sides: a word of a name before (a capital not opening the sentence, or a digit) and a
// capital or a digit after.
const JOINING_MARKS = new Set([':', '|', '-', '–', '—']);
const NAME_START = /^["'“„‘«]?[\p{Lu}\d]/u;

// Most lower-case words a title written in sentence case may run on for after its capital.
const MAX_SENTENCE_CASE_WORDS = 5;

/**
 * "Pán prstenů: Společenstvo prstenu", "In de ban van de ring: de complete trilogie": the words before the
 * colon are a title written as a sentence, a capital that does not open the sentence and then lower-case
 * words only; such a title's subtitle may start in lower case too.
 */
function endsSentenceCaseTitle(tokens: Token[]): boolean {
  for (let k = tokens.length - 1, words = 0; k >= 0 && words <= MAX_SENTENCE_CASE_WORDS; k--, words++) {
    const token = tokens[k] as Token;
    if (token.isBreak || /\d/.test(token.text)) return false;
    if (/^\p{Lu}/u.test(token.text)) return !token.startsSentence && words > 0;
    if (!/^\p{Ll}+$/u.test(token.text)) return false;
  }
  return false;
}

// French sets a colon apart with spaces, and its subtitle may start in lower case ("Le Seigneur des Anneaux : la
// trilogie"): a colon standing alone after a word of a name joins it to any word after. So does a colon after a
// title written in sentence case; other marks there join only a capital or a digit.
function joinsNameWords(tokens: Token[], next: string | undefined, { spacedColon = false, colon = false } = {}): boolean {
  const previous = tokens.at(-1);
  if (previous === undefined || previous.isBreak || next === undefined) return false;
  const sentenceCase = endsSentenceCaseTitle(tokens);
  if (!NAME_START.test(next)) return spacedColon ? namesWord(previous) || sentenceCase : colon && sentenceCase;
  return namesWord(previous) || sentenceCase;
}

const namesWord = (token: Token): boolean => /\d/.test(token.text) || (!token.startsSentence && /^\p{Lu}/u.test(token.text));
// A dot after these ends an abbreviation ("Rs. 500"), not a sentence; so do the crowns and the sizes of
// Nordic and German shops ("5.499 kr. eller mindre", "str. 44", "Gr. 42").
const ABBREVIATIONS = new Set(['rs', 'approx', 'ca', 'vs', 'no', 'nr', 'st', 'inc', 'ltd', 'co', 'fr', 'dr', 'mr', 'jr', 'e.g', 'i.e', 'etc', 'kr', 'str', 'stl', 'gr']);
// French and Italian elide articles into the next word: "l'iPhone", "dell'iPhone", "d'occhio".
const ELISION = /^(?:l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|dell|all|dall|nell|sull|un)['’](?=\p{L})/iu;

// Most words a bracketed variant may hold, and most characters: "(2e génération)", "(128 Go, Obsidian)".
const MAX_BRACKET_WORDS = 4;
const MAX_BRACKET_LENGTH = 32;
// What a bracket holding a condition or a site has: money, a percentage, a domain, a URL. A slash alone
// is a variant's ("(8GB/256GB)").
const NOT_A_VARIANT = /[$€£¥₹%]|https?:|\.\p{L}{2}|\b(?:euros?|eur|dollars?|usd|reais|reals?|brl|pounds?|gbp|bucks|balles|chf)\b/iu;
// A bracket naming an edition or a version is a variant of the title before it, however many words it
// holds. Romance languages and Polish put the noun first ("(edición ilustrada)", "(version longue)",
// "(wersja cyfrowa)"); the others put it last, after lower-case words ("(illustrated edition)", "(speciale
// editie)", "(illustrierte Ausgabe)", "(digitální edice)").
const EDITION_FIRST = /^(?:edici[óo]n|[ée]dition|edizione|edi[çc][ãa]o|wydanie|versi[óo]n|vers[ãa]o|version|versione|wersja)\s/iu;
const EDITION_LAST = /^(?:\p{Ll}[\p{Ll}-]*\s+){1,3}(?:[Ee]dition|[Aa]usgabe|editie|uitgave|utgåva|upplaga|udgave|edice|verze|version|versie)$/u;
const namesEdition = (inner: string): boolean => EDITION_FIRST.test(inner) || EDITION_LAST.test(inner);
// Capitalised words in a bracket after a name are more of the name: a colour, a chip, an edition or a
// bundle ("(Midnight Blue)", "(Snapdragon X Elite)", "(Extended Edition)", "(Mario Kart World-pakke)").
// An aside in brackets is a sentence's words, in lower case ("(the black one)", "(or cheaper)").
const NAMES_VARIANT = /^\p{Lu}\S*(?:\s+\S+){0,3}$/u;
// Square brackets hold a variant as round ones do ("Keychron Q1 Max [ISO layout]").
const CLOSING_BRACKETS = new Map([['(', ')'], ['[', ']']]);

/**
 * A bracket opened right after a word that names a variant of it: one word, words with a digit, an edition, or capitalised words:
 * "AirPods Pro (2e génération)", "Kindle (11ª geração)", "Sony WH-1000XM5 (noir)". Read as one word of
 * the name; a bracket holding money, a percentage or a site ("(under $300)", "(on amazon.com)") is not.
 * Looks at most MAX_BRACKET_WORDS chunks ahead.
 */
function bracketedVariant(text: string, chunks: RegExpExecArray[], c: number): { end: number; chunkEnd: number; last: number } | null {
  const open = chunks[c] as RegExpExecArray;
  const closing = CLOSING_BRACKETS.get(open[0][0] ?? '');
  if (closing === undefined || open[0][1] === open[0][0]) return null;
  for (let k = c; k < Math.min(chunks.length, c + MAX_BRACKET_WORDS); k++) {
    const chunk = chunks[k] as RegExpExecArray;
    const close = chunk[0].indexOf(closing);
    if (close === -1) continue;
    const end = chunk.index + close + 1;
    const inner = text.slice(open.index + 1, end - 1);
    const closesChunk = /^[.,;:!?…]*$/u.test(chunk[0].slice(close + 1));
    // A kind of product in brackets says what the name is ("Wingspan (board game)"), as a variant does.
    const namesVariant = k === c || /\d/.test(inner) || namesEdition(inner) || NAMES_VARIANT.test(inner) || isCategoryName(inner.toLowerCase());
    const variant = closesChunk && inner.length > 0 && end - open.index <= MAX_BRACKET_LENGTH && !inner.includes(open[0][0] ?? '(') && namesVariant && !NOT_A_VARIANT.test(inner);
    return variant ? { end, chunkEnd: chunk.index + chunk[0].length, last: k } : null;
  }
  return null;
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
    if (JOINING_MARKS.has(chunk) && joinsNameWords(tokens, chunks[c + 1]?.[0], { spacedColon: chunk === ':', colon: chunk === ':' })) continue;
    let head = 0;
    let tail = chunk.length;
    while (head < tail && LEADING.has(chunk[head] ?? '')) {
      if (BREAKS.has(chunk[head] ?? '')) push(chunk[head] ?? '', at + head, true);
      head++;
    }
    while (tail > head && TRAILING.has(chunk[tail - 1] ?? '')) tail--;
    const peeled = chunk.slice(head, tail);
    if (chunk[tail] === '.' && (DOTTED.has(peeled.toLowerCase()) || (INITIALS.test(peeled) && !ABBREVIATIONS.has(peeled.toLowerCase())))) tail++;
    if (tail > head) {
      const word = chunk.slice(head, tail);
      const elided = ELISION.exec(word)?.[0];
      if (elided !== undefined) push(elided, at + head, false);
      const rest = elided === undefined ? word : word.slice(elided.length);
      push(rest, at + head + word.length - rest.length, BREAKS.has(rest));
    }
    const skipDot = ABBREVIATIONS.has(chunk.slice(head, tail).toLowerCase()) && chunk[tail] === '.';
    const subtitle = chunk[tail] === ':' && tail === chunk.length - 1 && joinsNameWords(tokens, chunks[c + 1]?.[0], { colon: true });
    for (let i = skipDot || subtitle ? tail + 1 : tail; i < chunk.length; i++) {
      const mark = chunk[i] ?? '';
      if (BREAKS.has(mark)) push(mark, at + i, true);
    }
  }
  markQuotedTitles(text, tokens);
  return tokens;
}

// Quotes a title opens and closes with, and most words it may hold: more is a quoted sentence, not a name.
const CLOSING_QUOTES = new Map([['"', '"'], ["'", "'"], ['“', '”'], ['„', '“'], ['‘', '’'], ['«', '»'], ['‚', '‘']]);
const MAX_QUOTED_WORDS = 6;

/** Marks the words between an opening quote at a word's start and its partner at a later word's end. */
function markQuotedTitles(text: string, tokens: Token[]): void {
  const words = tokens.filter((t) => !t.isBreak);
  for (let k = 0; k < words.length; k++) {
    const first = words[k] as Token;
    const opening = text[first.start - 1] ?? '';
    const closing = CLOSING_QUOTES.get(opening) ?? (opening === '„' ? '”' : undefined);
    if (closing === undefined || (first.start > 1 && !/\s/.test(text[first.start - 2] ?? ''))) continue;
    const last = words.slice(k, k + MAX_QUOTED_WORDS).findIndex((t) => text[t.end] === closing || (opening === '„' && text[t.end] === '”'));
    // A whole intent in quotes is no title.
    if (last === -1 || (k === 0 && k + last === words.length - 1)) continue;
    for (const word of words.slice(k, k + last + 1)) word.quoted = true;
    k += last;
  }
}
