// A hand-rolled scanner: a Unicode-property regex costs about ten times as much
// per character, and the text diff tokenises every changed span.

function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  if (code < 0xc0) return false; // Latin-1 punctuation, symbols, no-break space
  if (code === 0xd7 || code === 0xf7) return false; // × ÷
  if (code >= 0x2000 && code <= 0x2bff) return false; // punctuation, currency, arrows, math, shapes
  if (code >= 0x3000 && code <= 0x303f) return false; // CJK punctuation
  if (code >= 0xd800 && code <= 0xdfff) return false; // emoji and other astral symbols
  if (code >= 0xfe30 && code <= 0xfe4f) return false;
  if (code >= 0xff00 && code <= 0xff0f) return false;
  return true;
}

// Kept inside a word when letters follow: "1,299.99", "don't", "don’t", "e-mail".
function isJoinerCode(code: number): boolean {
  return code === 46 || code === 44 || code === 39 || code === 45 || code === 0x2019;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

// A clock time is one word ("19:30"): split at the colon, hours moved to 19:30–22:00 from
// 19:00–22:30 leave the same bag of numbers.
function isTimeColon(text: string, i: number): boolean {
  return text.charCodeAt(i) === 58 && isDigitCode(text.charCodeAt(i - 1)) && isDigitCode(text.charCodeAt(i + 1));
}

/** Calls `visit` with the bounds of every word in `text`. */
export function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    i++;
    while (i < length) {
      const code = text.charCodeAt(i);
      if (isWordCode(code)) i++;
      else if (isJoinerCode(code) && i + 1 < length && isWordCode(text.charCodeAt(i + 1))) i += 2;
      else if (isTimeColon(text, i)) i += 2;
      else break;
    }
    visit(start, i);
  }
}

/** The words of `text`: runs of letters and digits, joined by inner . , ' ’ - and a clock's colon. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  forEachWord(text, (start, end) => words.push(text.slice(start, end)));
  return words;
}

/** Kana and Han: Japanese and Chinese letters, written without spaces between words. */
export function isUnspacedLetterCode(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
}

/** Words in a token holding `unspaced` kana or Han characters: at least one. */
export function sizeOfUnspaced(unspaced: number): number {
  return unspaced > 2 ? Math.ceil(unspaced / 2) : 1;
}

/**
 * How many words a run of `text` from `start` to `end` is: one, or for Japanese and Chinese, written
 * without spaces, one per two kana or Han characters (about the mean length of a word there), so a
 * changed label on a Japanese page weighs what it would on a page with spaces.
 */
export function wordSize(text: string, start = 0, end = text.length): number {
  let unspaced = 0;
  for (let i = start; i < end; i++) if (isUnspacedLetterCode(text.charCodeAt(i))) unspaced++;
  return sizeOfUnspaced(unspaced);
}
