import { createRequire } from 'node:module';
import type { RE2JS as RE2JSClass } from 're2js';

// Most monitors have no regular expression filter: RE2 is loaded on the first one, synchronously,
// since pages are read synchronously, so a worker does not carry it from its start.
const load = createRequire(import.meta.url);
const re2 = (): typeof RE2JSClass => (load('re2js') as typeof import('re2js')).RE2JS;

/**
 * A monitor's `filters` on the page text. Each entry written `/pattern/flags` is a regular
 * expression, any other plain text matched case-insensitively. Plain data: it crosses to a thread.
 */
export interface TextFilters {
  /** Lines matching any of these are dropped before the text is compared. */
  ignore?: string[];
  /** A content change alerts only when one of these is in the text now and was not before. */
  trigger?: string[];
  /** A content change alerts when one of these was in the text before and is not now. */
  disappear?: string[];
}

const FILTER_FIELDS = ['ignore', 'trigger', 'disappear'] as const;

type TextTest = (text: string) => boolean;

const REGEX_ENTRY = /^\/(.*)\/([a-z]*)$/s;

const FLAGS = 'imsu';

function fold(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();
}

/** The entry as a test on text; throws the parser's error for a regular expression that does not compile. */
function compileEntry(entry: string): TextTest {
  const regex = REGEX_ENTRY.exec(entry);
  if (regex === null) {
    const wanted = fold(entry).trim();
    return (text) => fold(text).includes(wanted);
  }
  const [, pattern, flags] = regex as unknown as [string, string, string];
  const unknown = [...flags].find((flag) => !FLAGS.includes(flag));
  if (unknown !== undefined) throw new Error(`unknown flag "${unknown}" (i, m, s and u are read)`);
  // RE2 runs in time linear in the text whatever the pattern, so a user's pattern cannot hang a check.
  const RE2JS = re2();
  const bits = (flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0) | (flags.includes('m') ? RE2JS.MULTILINE : 0) | (flags.includes('s') ? RE2JS.DOTALL : 0);
  const compiled = RE2JS.compile(pattern, bits);
  return (text) => compiled.test(text);
}

/** Each unusable entry, named by its field (`filters.ignore[0]`), with the parser's reason. */
export function textFiltersProblems(filters: TextFilters): { field: string; problem: string }[] {
  return FILTER_FIELDS.flatMap((name) =>
    (filters[name] ?? []).flatMap((entry, index) => {
      const field = `filters.${name}[${index}]`;
      if (entry.trim() === '') return [{ field, problem: 'it is empty' }];
      try {
        compileEntry(entry);
        return [];
      } catch (error) {
        return [{ field, problem: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
}

/** The text without the lines any `ignore` entry matches. */
export function dropIgnoredLines(text: string, ignore: readonly string[]): string {
  if (ignore.length === 0) return text;
  const tests = ignore.map(compileEntry);
  return text.split('\n').filter((line) => !tests.some((test) => test(line))).join('\n');
}

/** Whether a content change from `before` to `after` passes the trigger and disappear filters, and the entry that let it. */
export interface TextFilterVerdict {
  met: boolean;
  /** "\"Tickets on sale\" appeared", "\"Coming soon\" disappeared"; null when not met. */
  reason: string | null;
}

/** The verdict of the `trigger` and `disappear` filters; null when the monitor has neither. */
export function judgeTextFilters(filters: TextFilters, before: string, after: string): TextFilterVerdict | null {
  const trigger = filters.trigger ?? [];
  const disappear = filters.disappear ?? [];
  if (trigger.length === 0 && disappear.length === 0) return null;
  const appeared = trigger.find((entry) => {
    const test = compileEntry(entry);
    return test(after) && !test(before);
  });
  if (appeared !== undefined) return { met: true, reason: `"${appeared}" appeared` };
  const gone = disappear.find((entry) => {
    const test = compileEntry(entry);
    return test(before) && !test(after);
  });
  if (gone !== undefined) return { met: true, reason: `"${gone}" disappeared` };
  return { met: false, reason: null };
}
