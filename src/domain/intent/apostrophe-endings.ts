import type { Token } from './tokenize.js';

// Turkish sets a suffix off a proper name, an abbreviation or a number with an apostrophe: "PlayStation 5 Pro'nun
// fiyatı" (its price), "9.000 TL'nin altına" (below 9,000 lira), "iPhone 16'yı". The word is the name; the ending is
// grammar. (A shop's ending of place is read before this, as a preposition: "Trendyol'da", `languages/turkish.ts`.)
const ENDING = /(?<=[\p{L}\d])['’]\p{Ll}{1,6}$/u;
const ENDINGS_IN_TEXT = /(?<=[\p{L}\d])['’]\p{Ll}{1,6}(?=\s|$)/gu;

/** The words without a suffix set off by an apostrophe ("TL'nin" → "TL"); offsets stay those of the words as written. */
export function withoutApostropheEndings(tokens: Token[]): Token[] {
  return tokens.map((token) => (token.isBreak || !ENDING.test(token.text) ? token : { ...token, text: token.text.replace(ENDING, ''), lower: token.lower.replace(ENDING, '') }));
}

/** A product read from the words as written, without the suffixes: "PlayStation 5 Pro'nun" → "PlayStation 5 Pro". */
export function productWithoutApostropheEndings(product: string): string {
  return product.replace(ENDINGS_IN_TEXT, '');
}
