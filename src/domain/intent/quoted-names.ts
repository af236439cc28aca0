// Quotes around a nickname or a title inside a name ("Air Jordan 1 'Chicago'", "the "Lost" box set")
// are peeled off their words as punctuation; one is put back when the name holds its partner alone.
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [["'", "'"], ['"', '"'], ['‘', '’'], ['“', '”'], ['«', '»'], ['„', '“'], ['„', '”']];
// A quoted title opening the name, then its author or maker, with or without a word of glue: "\"The Road\" by
// Cormac McCarthy", "«Patria» de Fernando Aramburu", "„Bieguni” Olgi Tokarczuk". The quotes mark the title
// within the sentence, not within the name: the name is the title and its author.
const AUTHOR_AFTER_TITLE = /^\s+(?:\p{Ll}{1,4}\s+)?\p{Lu}/u;

export function unquoteTitle(name: string): string {
  const pair = QUOTE_PAIRS.find(([opening, closing]) => name.startsWith(opening) && name.includes(closing, 1));
  if (pair === undefined) return name;
  const close = name.indexOf(pair[1], 1);
  if (!AUTHOR_AFTER_TITLE.test(name.slice(close + 1))) return name;
  return `${name.slice(1, close).trim()}${name.slice(close + 1)}`;
}

function count(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

export function balanceQuotes(text: string, start: number, end: number): [number, number] {
  let [from, to] = [start, end];
  for (const [opening, closing] of QUOTE_PAIRS) {
    const name = text.slice(from, to);
    const unpaired = opening === closing ? count(name, opening) % 2 === 1 : count(name, opening) !== count(name, closing);
    if (!unpaired) continue;
    // French sets its quotes apart with a space: "« Astérix »".
    const after = text[to] === ' ' ? to + 1 : to;
    const before = text[from - 1] === ' ' ? from - 2 : from - 1;
    if (text[after] === closing && (opening === closing || count(name, opening) > count(name, closing))) to = after + 1;
    else if (text[before] === opening && (opening === closing || count(name, closing) > count(name, opening))) from = before;
  }
  // A double quote right after a number is the inch mark of a size: "65\"".
  if (text[to] === '"' && /\d$/.test(text.slice(from, to)) && count(text.slice(from, to), '"') % 2 === 0) to++;
  return [from, to];
}
