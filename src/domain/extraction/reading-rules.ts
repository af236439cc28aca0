import { selectorsProblems, type Selectors } from './selectors.js';
import { textFiltersProblems, type TextFilters } from './text-filters.js';
import { foldStockWords, type StockWords } from './detect-stock-phrase.js';

/**
 * What a monitor's user says about reading its page, beyond the automatic reading: `selectors`
 * (what of the page is read), `filters` (which text counts) and `stockWords` (its own stock wording).
 * Null when the user has said nothing, and the page reads exactly as without rules. Plain data: it
 * crosses to an analysis thread and is stored as JSON.
 */
export interface ReadingRules {
  selectors: Selectors | null;
  filters: TextFilters | null;
  stockWords: StockWordsRule | null;
}

/** A monitor's `stockWords` as given and stored; folded (foldStockWords) where a page is read. */
export interface StockWordsRule extends StockWords {
  inStock?: string[];
  outOfStock?: string[];
}

export const NO_READING_RULES: ReadingRules = { selectors: null, filters: null, stockWords: null };

export type RuleReading<T> = { ok: true; value: T | null } | { ok: false; error: string };

/** Selectors from a request, trimmed, null when none is given; the first unusable one is named with the parser's reason. */
export function readSelectors(given: Selectors | null | undefined): RuleReading<Selectors> {
  if (given === null || given === undefined) return { ok: true, value: null };
  const selectors: Selectors = {};
  if (given.region !== undefined && given.region.length > 0) selectors.region = given.region.map((s) => s.trim());
  if (given.remove !== undefined && given.remove.length > 0) selectors.remove = given.remove.map((s) => s.trim());
  if (given.price !== undefined) selectors.price = given.price.trim();
  if (given.availability !== undefined) selectors.availability = given.availability.trim();
  const problem = selectorsProblems(selectors)[0];
  if (problem !== undefined) return { ok: false, error: `${problem.field} is not a valid selector: ${problem.problem}` };
  return { ok: true, value: Object.keys(selectors).length === 0 ? null : selectors };
}

/** Filters from a request, null when none is given; the first unusable entry is named with the parser's reason. */
export function readTextFilters(given: TextFilters | null | undefined): RuleReading<TextFilters> {
  if (given === null || given === undefined) return { ok: true, value: null };
  const filters: TextFilters = {};
  for (const name of ['ignore', 'trigger', 'disappear'] as const) {
    const entries = given[name];
    if (entries !== undefined && entries.length > 0) filters[name] = [...entries];
  }
  const problem = textFiltersProblems(filters)[0];
  if (problem !== undefined) return { ok: false, error: `${problem.field} is not a valid filter: ${problem.problem}` };
  return { ok: true, value: Object.keys(filters).length === 0 ? null : filters };
}

/** Stock wording from a request, null when none is given; a phrase that folds to nothing is named. */
export function readStockWords(given: StockWords | null | undefined): RuleReading<StockWordsRule> {
  if (given === null || given === undefined) return { ok: true, value: null };
  const words: StockWordsRule = {};
  for (const name of ['inStock', 'outOfStock'] as const) {
    const phrases = given[name] ?? [];
    const empty = phrases.findIndex((phrase) => foldStockWords({ inStock: [phrase] }).inStock.length === 0);
    if (empty !== -1) return { ok: false, error: `stockWords.${name}[${empty}] is empty` };
    if (phrases.length > 0) words[name] = phrases.map((phrase) => phrase.trim());
  }
  return { ok: true, value: Object.keys(words).length === 0 ? null : words };
}

/** The stored JSON (null when nothing is set) as rules. */
export function parseReadingRules(json: string | null): ReadingRules {
  if (json === null) return NO_READING_RULES;
  const stored = JSON.parse(json) as Partial<ReadingRules>;
  return { selectors: stored.selectors ?? null, filters: stored.filters ?? null, stockWords: stored.stockWords ?? null };
}

/** The rules as stored: null when none is set, so a monitor without rules stores nothing. */
export function storedReadingRules(rules: ReadingRules): string | null {
  return rules.selectors === null && rules.filters === null && rules.stockWords === null ? null : JSON.stringify(rules);
}

/** Whether pages read under `a` and `b` differ, so observations read under one are no baseline for the other. */
export function readsDifferently(a: ReadingRules, b: ReadingRules): boolean {
  return storedReadingRules(a) !== storedReadingRules(b);
}
