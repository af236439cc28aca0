/**
 * Text as rules read it, before any rule: how a shop happened to type a character says nothing.
 * `foldCharacters` keeps one character for one (price readers report match positions in the
 * caller's text); `foldWording` also drops invisible characters, folds case and accents, for
 * reading words.
 */

// One character for one: spaces of every width, typographic apostrophes and quotes, hyphens
// that only differ in line breaking, the full-width currency signs outside FF01-FF5E, and the
// Arabic thousands and decimal signs ("٣٬٨٩٩٫٠٠" is 3,899.00; its digits are folded by code below).
const SINGLE: Readonly<Record<string, string>> = {
  '\u00a0': ' ', '\u1680': ' ', '\u2000': ' ', '\u2001': ' ', '\u2002': ' ', '\u2003': ' ', '\u2004': ' ',
  '\u2005': ' ', '\u2006': ' ', '\u2007': ' ', '\u2008': ' ', '\u2009': ' ', '\u200a': ' ', '\u202f': ' ',
  '\u205f': ' ', '\u3000': ' ',
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'", '\u02bc': "'", '`': "'", '\u00b4': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"', '\u00ab': '"', '\u00bb': '"',
  '\u2010': '-', '\u2011': '-',
  '\uffe0': '¢', '\uffe1': '£', '\uffe5': '¥', '\uffe6': '₩',
  '\u066c': ',', '\u066b': '.',
};
const FOLDABLE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u2018-\u201f\u2032\u2033\u02bc`\u00b4\u00ab\u00bb\u2010\u2011\uff01-\uff5e\uffe0\uffe1\uffe5\uffe6\u0660-\u066c\u06f0-\u06f9]/g;
const FULL_WIDTH_OFFSET = 0xfee0;
// Arabic-Indic digits (Arabic pages) and their eastern forms (Persian, Urdu) are the digits 0-9.
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
// Soft hyphens, zero-width spaces and joiners, word joiners and byte-order marks: invisible on the page.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Letters that carry their mark in the letter itself, so NFD leaves them: "wysyłka" is "wysylka",
// "kjøp" "kjop", "tilgængelig" "tilgaengelig", as shops and keyboards without them write.
const UNDECOMPOSED: Readonly<Record<string, string>> = { 'ł': 'l', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'đ': 'd', 'ı': 'i' };
const UNDECOMPOSED_LETTERS = /[łøæœđı]/g;
const UNDECOMPOSED_TEST = /[łøæœđı]/;

/** Typographic characters folded to their plain form, one for one: the text keeps its length. */
export function foldCharacters(text: string): string {
  if (!NON_ASCII.test(text) && !text.includes('`')) return text;
  return text.replace(FOLDABLE, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - FULL_WIDTH_OFFSET);
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) return String(code - ARABIC_INDIC_ZERO);
    if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9) return String(code - EASTERN_ARABIC_INDIC_ZERO);
    return SINGLE[char] ?? char;
  });
}

/**
 * Wording folded for matching: characters as foldCharacters, invisible characters dropped, lower
 * case (a Turkish dotted capital I is an i, ß is ss), accents removed ("verfügbar" and
 * "verfugbar", "épuisé" and "epuise" read the same), and so are the marks of letters without a
 * decomposition (ł is l, ø is o, æ is ae); kana and Hangul are composed again.
 */
export function foldWording(text: string): string {
  if (!NON_ASCII.test(text)) return text.replaceAll('`', "'").toLowerCase();
  const lower = foldCharacters(text).replace(INVISIBLE, '').replaceAll('\u0130', 'i').toLowerCase().replaceAll('ß', 'ss');
  const plain = UNDECOMPOSED_TEST.test(lower) ? lower.replace(UNDECOMPOSED_LETTERS, (char) => UNDECOMPOSED[char]!) : lower;
  return plain.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}
