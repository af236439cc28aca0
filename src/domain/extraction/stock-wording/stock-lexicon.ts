/**
 * The words of stock wording, one table per language; the grammar that combines them is shared
 * (read-stock-wording.ts). Entries are plain words or short word groups, folded like page text
 * (fold-text.ts: case and accents do not matter); a trailing `*` matches any ending
 * ("benachrichtig*"). A word may stand in several languages' tables: a line's language is not
 * known, every word is read in every language.
 */
import type { StockTable } from './stock-concepts.js';
import { FRENCH_ITALIAN_WORDS } from './words-french-italian.js';
import { GREEK_HEBREW_VIETNAMESE_WORDS } from './words-greek-hebrew-vietnamese.js';
import { HUNGARIAN_ROMANIAN_HINDI_WORDS } from './words-hungarian-romanian-hindi.js';
import { POLISH_FINNISH_CZECH_WORDS } from './words-polish-finnish-czech.js';
import { SCANDINAVIAN_WORDS } from './words-scandinavian.js';
import { SPANISH_PORTUGUESE_WORDS } from './words-spanish-portuguese.js';
import { TURKISH_ARABIC_INDONESIAN_WORDS } from './words-turkish-arabic-indonesian.js';
import { WEST_GERMANIC_WORDS } from './words-west-germanic.js';

// The order of the languages is the order in which word stems are tried (stock-terms.ts): kept as it was.
export const STOCK_LEXICON: Readonly<Record<string, StockTable>> = {
  ...WEST_GERMANIC_WORDS,
  // Romance languages in the order fr, es, it, pt, as one table held them.
  fr: FRENCH_ITALIAN_WORDS.fr,
  es: SPANISH_PORTUGUESE_WORDS.es,
  it: FRENCH_ITALIAN_WORDS.it,
  pt: SPANISH_PORTUGUESE_WORDS.pt,
  ...SCANDINAVIAN_WORDS,
  ...POLISH_FINNISH_CZECH_WORDS,
  ...TURKISH_ARABIC_INDONESIAN_WORDS,
  ...HUNGARIAN_ROMANIAN_HINDI_WORDS,
  ...GREEK_HEBREW_VIETNAMESE_WORDS,
};
