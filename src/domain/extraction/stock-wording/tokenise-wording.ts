// How folded text (fold-text.ts) falls into words; the term table splits the lexicon's entries the
// same way, so a line's words and the tables' words always match.

/** Words of folded text: letters and digits, with apostrophes inside a word ("isn't"). A character loop: a Unicode regex costs more. */
export function tokenise(folded: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    if (code === 39 && (start === i - 1 || endsInQu(folded, start, i)) && isElided(folded.charCodeAt(i + 1))) {
      // French and Italian elision: "m'informer" is "m" and "informer"; "l'articolo" is "articolo", an
      // elided article no word ("L'article est disponible" reads as "Article disponible").
      const elided = folded.slice(start, i);
      if (elided !== 'l') words.push(elided);
      start = -1;
      continue;
    }
    const inWord =
      isWordCode(code) ||
      (code === 39 && start !== -1 && i + 1 < folded.length && isWordCode(folded.charCodeAt(i + 1))) ||
      (isNumberSeparator(code) && start !== -1 && isDigitCode(folded.charCodeAt(i - 1)) && isDigitCode(folded.charCodeAt(i + 1)));
    if (inWord) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      // "0 % APR", "0% Finanzierung": a percentage is no count, so it keeps its sign and reads as no number.
      const percent = isDigitCode(folded.charCodeAt(i - 1)) ? percentSignAt(folded, i) : -1;
      words.push(percent === -1 ? folded.slice(start, i) : `${folded.slice(start, i)}%`);
      if (percent !== -1) i = percent;
      start = -1;
    }
  }
  return words;
}

/** Where the percent sign right after a number stands (a space may come between), else -1. */
function percentSignAt(folded: string, at: number): number {
  if (folded.charCodeAt(at) === 37) return at;
  const code = folded.charCodeAt(at);
  return (code === 32 || code === 160 || code === 0x202f) && folded.charCodeAt(at + 1) === 37 ? at + 1 : -1;
}

// A time or an amount is one number: "22:00" and "129,00 zł" hold no "00", which would read as zero stock.
function isNumberSeparator(code: number): boolean {
  return code === 58 || code === 44 || code === 46;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** French "que" elided ("qu'un", "jusqu'au", "lorsqu'il"): the word ends in "qu" before the apostrophe. */
function endsInQu(folded: string, start: number, at: number): boolean {
  return start !== -1 && at - start >= 2 && folded.charCodeAt(at - 2) === 113 && folded.charCodeAt(at - 1) === 117;
}

/** A vowel or h after a one-letter word and an apostrophe: an elided article or pronoun, not "I'm". */
function isElided(code: number): boolean {
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 104 || code === 121;
}

/**
 * Letters and digits: ASCII ones, and anything past Latin-1's signs except punctuation blocks,
 * variation selectors and the astral planes, where shop text holds emoji ("AJOUTER AU PANIER 🛒")
 * rather than letters.
 */
function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  if (code < 0xc0) return code === 0xaa || code === 0xb5 || code === 0xba;
  return !(
    code === 0xd7 ||
    code === 0xf7 ||
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0x3000 && code <= 0x303f) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff65)
  );
}

/** Digits, with the separators of a time or an amount between them ("3", "22:00", "129,00"). */
export function isNumeral(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isDigitCode(code) && !isNumberSeparator(code)) return false;
  }
  return true;
}
