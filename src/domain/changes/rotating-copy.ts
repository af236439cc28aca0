/**
 * Copy a page swaps between visits and says so: a block whose label names it as the day's pick,
 * a featured item, a tip, an inspiration or the latest headlines ("Tonight's special", "Ponente
 * destacado", "Piatto del giorno: …", "Ultime notizie: …"). When the lines under one such label
 * are all that changed, and only in prose, the page rotated its copy; its facts did not move.
 */
import { CJK_ROTATION_WORDS, ROTATION_WORDS, TIME_OF_DAY_GREETING } from './rotation-words.js';

const ROTATION_LABEL = new RegExp(String.raw`(?<![\p{L}])(?:${ROTATION_WORDS})(?![\p{L}])|${CJK_ROTATION_WORDS}`, 'iu');
// A label is a heading: a few words, no sentence.
const LABEL_MAX_CHARS = 48;
// A rotating block is a short one: its heading's text, not a section of the page.
const BLOCK_MAX_LINES = 3;

// A line welcoming a returning visitor by name ("Welcome back, Priya!", "Willkommen zurück, Jonas!",
// "Welkom terug, Sanne."): the site fills the slot per visitor, an anonymous one gets a generic
// line. Only with a name after a comma: "Welcome back to the office on Monday" is a notice.
const RETURNING_GREETING =
  /^(?:welcome back|willkommen zurück|bon retour|content de vous revoir|bentornat[oa]|bienvenid[oa] de nuevo|welkom terug|välkommen tillbaka|velkommen tilbage|velkommen tilbake|bem-vind[oa] de volta|witaj ponownie|tervetuloa takaisin|vítejte zpět|vitajte späť|tekrar hoş geldiniz|üdv újra|bine ai revenit|bine ați revenit|καλώς ήρθατε ξανά|καλώς ήρθες ξανά|с возвращением),\s\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?\s?[!.,]/iu;

function lineEnd(text: string, from: number): number {
  const at = text.indexOf('\n', from);
  return at === -1 ? text.length : at;
}

function isSameBeyondGreeting(before: string, after: string): boolean {
  const greeted = TIME_OF_DAY_GREETING.exec(before);
  const greetedAfter = TIME_OF_DAY_GREETING.exec(after);
  if (!greeted || !greetedAfter) return false;
  return before.slice(greeted[0].length) === after.slice(greetedAfter[0].length);
}

function isLabel(line: string): boolean {
  const trimmed = line.trim();
  // Turkish capital "İ" has no case-insensitive match for "i" ("İlginizi çekebilir").
  return trimmed.length > 0 && trimmed.length <= LABEL_MAX_CHARS && !/[.!?]$/.test(trimmed) && ROTATION_LABEL.test(trimmed.replaceAll('İ', 'I'));
}

/**
 * True when the lines that differ between the two texts are a few lines right under one label
 * line naming rotating copy, or one line whose own label before a colon or a question mark names
 * it and is kept, or one line swapped for a welcome of a returning visitor by name.
 * Whether the change carries a fact (a number, money, a date) is the caller's question.
 */
export function isRotatingCopy(before: string, after: string): boolean {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;

  const start = before.lastIndexOf('\n', prefix - 1) + 1;
  const beforeLines = before.slice(start, lineEnd(before, before.length - suffix)).split('\n');
  const afterLines = after.slice(start, lineEnd(after, after.length - suffix)).split('\n');
  if (beforeLines.length > BLOCK_MAX_LINES || afterLines.length > BLOCK_MAX_LINES) return false;
  // One line swapped for a personal welcome, or back: the visitor changed, not the page.
  if (beforeLines.length === 1 && afterLines.length === 1 && (RETURNING_GREETING.test(beforeLines[0]!) || RETURNING_GREETING.test(afterLines[0]!))) return true;
  // One line whose greeting by the time of day changed and nothing else: the hour of the visit.
  if (beforeLines.length === 1 && afterLines.length === 1 && isSameBeyondGreeting(beforeLines[0]!, afterLines[0]!)) return true;

  // The label ends at its colon, or at its question mark when it asks ("Did you know? …"), in
  // half or full width ("小贴士：…").
  const colon = beforeLines[0]!.search(/[:?：？]/);
  if (colon > 0 && start + colon < prefix && isLabel(beforeLines[0]!.slice(0, colon))) return true;
  if (start === 0) return false;
  const labelStart = before.lastIndexOf('\n', start - 2) + 1;
  return isLabel(before.slice(labelStart, start - 1));
}
