import type { LanguageWords } from '../../intent/languages/language-words.js';
import type { Observation } from '../../observation.js';
import type { ChangeSnapshot, ScoredFinding } from '../detected-change.js';
import type { ChangeType } from './change-type-list.js';

/** down: a price fell or an item came back; up: a price rose or an item went away; null when neither. */
export type Direction = 'down' | 'up' | null;

/** What a comparison knows besides the two observations. */
export interface CompareContext {
  /** Changed money amounts in the text count; not when a finding of the watched type already covers the page's price. */
  countMoneyInText: boolean;
}

/**
 * One change type, every facet of it in one place: how two observations are compared, how its
 * findings weigh for each watched type, how a side and a move read in a notice, and which words of
 * an intent ask for it. How the dashboard shows it is in `change-type-list.ts`.
 */
export interface ChangeTypeDefinition<Name extends ChangeType = ChangeType> {
  name: Name;
  /**
   * Where its findings come from: a typed field of the observation (`isShown` says whether a side
   * has it), or the page text. A monitor watching a field expects product data on its page.
   */
  reads: { kind: 'field'; isShown(observation: Observation): boolean } | { kind: 'text' };
  /** Its findings state the page's price, so a watcher of it need not hear of amounts changed in the text. */
  coversPagePrice: boolean;
  /** The finding of this type between two observations of one page, scored; null when this kind of thing did not change. */
  compare(before: Observation, after: Observation, context: CompareContext): ScoredFinding | null;
  /** How much a finding of this type counts for a monitor watching each type (docs/relevance.md). */
  weights: Readonly<Record<ChangeType, number>>;
  /** One side of a change in a few words ("$199.99", "out of stock", an excerpt); null when the page showed nothing. */
  describeSide(side: ChangeSnapshot): string | null;
  readDirection(before: ChangeSnapshot, after: ChangeSnapshot): Direction;
  /** An emoji short code for messages (ntfy tags), by direction of the move. */
  emoji(direction: Direction): string;
  intent: {
    /** When an intent asks for several types, the lowest priority wins (availability is the most specific). */
    priority: number;
    /** English words and phrases asking for this type, `|`-separated; `weakWords` lose to any other type's word. */
    words: string;
    weakWords: string;
    /** The same words in another language's file. */
    wordsIn(language: LanguageWords): string;
    /** How a monitor's name says it: "price below $300 on", "availability at", "changes on". */
    naming: { noun: string; withCondition: boolean; preposition: string };
  };
}
