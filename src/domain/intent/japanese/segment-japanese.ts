/**
 * Japanese has no spaces between words. Its grammar words (particles, verb endings) are written in
 * hiragana, its names in katakana, kanji or Latin letters, so a change of script is where a word
 * ends, and a hiragana particle right after a name is the name's role in the sentence.
 */

export type Script = 'hiragana' | 'katakana' | 'kanji' | 'other';

export function scriptOf(code: number): Script {
  if (code >= 0x3041 && code <= 0x309f) return 'hiragana';
  if (code >= 0x30a0 && code <= 0x30ff) return 'katakana';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || code === 0x3005) return 'kanji';
  return 'other';
}

/** Whether a text holds kana, which no other language the reader knows writes. */
export function hasKana(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x3041 && code <= 0x30ff) return true;
  }
  return false;
}

/** Whether the character before `at` ends a name: start of text, or anything but hiragana. */
export function afterName(text: string, at: number): boolean {
  return at > 0 && scriptOf(text.charCodeAt(at - 1)) !== 'hiragana';
}

/** The particle of `particles` (longest first) that starts at `at`, after any spaces, or null; with the index after it. */
export function particleAt(text: string, at: number, particles: readonly string[]): { particle: string; end: number } | null {
  let i = at;
  while (text[i] === ' ') i++;
  for (const particle of particles) {
    if (!text.startsWith(particle, i)) continue;
    return { particle, end: i + particle.length };
  }
  return null;
}

/**
 * Where the subject or object ends: the first of `particles` that follows a name (a katakana, kanji or Latin
 * character, a space or a closing quote), outside quotes, before `limit`. -1 when none does.
 */
export function subjectEnd(text: string, from: number, limit: number, particles: readonly string[], quotes: Record<string, string>): number {
  let close: string | null = null;
  for (let i = from; i < limit; i++) {
    const ch = text[i] ?? '';
    if (close !== null) {
      if (ch === close) close = null;
      continue;
    }
    if (quotes[ch] !== undefined) {
      close = quotes[ch] ?? null;
      continue;
    }
    if (particles.includes(ch) && afterName(text, i)) return i;
  }
  return -1;
}
