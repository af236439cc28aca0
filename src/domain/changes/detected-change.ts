import type { Condition } from '../conditions/condition-list.js';
import type { ChangeType } from './change-types/change-type-list.js';

/** One side of a change. Price changes carry exactly {price, currency, availability} (SPEC 2.7). */
export interface ChangeSnapshot {
  price: number | null;
  currency: string | null;
  availability: string | null;
  /** Content changes only: the passages removed (before) or added (after), joined. */
  excerpt?: string;
}

/** A difference between two observations of one page, scored for relevance. */
export interface DetectedChange {
  type: ChangeType;
  before: ChangeSnapshot;
  after: ChangeSnapshot;
  /** Relevance in 0..1, see docs/relevance.md. */
  score: number;
  /** One sentence for humans, e.g. "Price dropped from $199.99 to $149.99 (-25%)." */
  reason: string;
  /** Content changes only: a few short excerpts of what was removed and added. */
  diff?: { removed: string[]; added: string[] };
  /** A monitor with a condition: whether this change meets it, which then alone decides whether it is reported. */
  verdict?: { condition: Condition; met: boolean };
  /** A content change of a monitor with `trigger` or `disappear` filters: whether one of them let it through. */
  textFilter?: { met: boolean; reason: string | null };
}

/** A single typed finding before metric weighting picks the one to report. */
export interface ScoredFinding {
  type: ChangeType;
  score: number;
  reason: string;
  diff?: { removed: string[]; added: string[] };
}
