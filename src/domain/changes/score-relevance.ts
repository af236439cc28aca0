import type { Availability } from '../observation.js';
import type { ChangeTypeDefinition } from './change-types/change-type.js';

type Anchors = readonly (readonly [number, number])[];

// Piecewise-linear between ascending anchors keeps every curve monotonic and
// lets docs/relevance.md list the exact numbers.
function interpolate(x: number, anchors: Anchors): number {
  const first = anchors[0];
  if (!first || x <= first[0]) return first?.[1] ?? 0;
  for (let i = 1; i < anchors.length; i++) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return anchors[anchors.length - 1]![1];
}

/** Rounded so equal inputs give byte-equal JSON and ties stay ties. */
export function roundScore(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/**
 * Size of a price move in percent → relevance of a drop. A drop of 1 % reaches the default
 * threshold: to someone watching a price every real drop is news ("no missed price drop"), while
 * moves under 1 % are mostly rounding and currency conversion.
 */
export const PRICE_MOVE_ANCHORS: Anchors = [
  [0, 0.1],
  [1, 0.45],
  [5, 0.65],
  [20, 0.9],
  [50, 0.95],
];
/** A rise matters less than a drop of the same size to someone watching a price... */
export const PRICE_RISE_FACTOR = 0.85;
/**
 * ...but only above the score a 1 % move reaches (the default threshold): a rise of a few percent
 * is news too (issue 22: rises of 1–3 % on product pages went unreported when the whole score was
 * discounted), so the discount ranks a rise below a drop without hiding it.
 */
const PRICE_RISE_FLOOR = 0.45;

/** Relevance of a price move of `percent` (signed: negative is a drop). */
export function scorePriceMove(percent: number): number {
  const size = interpolate(Math.abs(percent), PRICE_MOVE_ANCHORS);
  if (percent < 0 || size <= PRICE_RISE_FLOOR) return roundScore(size);
  return roundScore(PRICE_RISE_FLOOR + (size - PRICE_RISE_FLOOR) * PRICE_RISE_FACTOR);
}

const BUYABLE: ReadonlySet<Availability> = new Set(['in_stock', 'limited', 'preorder', 'backorder']);

/** Relevance of an availability transition; 0 when nothing changed. */
export function scoreAvailabilityChange(before: Availability | null, after: Availability | null): number {
  if (before === after) return 0;
  if (before === null) return after && BUYABLE.has(after) ? 0.3 : 0.5;
  if (after === null) return BUYABLE.has(before) ? 0.2 : 0.5;
  const wasBuyable = BUYABLE.has(before);
  const isBuyable = BUYABLE.has(after);
  if (!wasBuyable && isBuyable) return 0.95;
  if (wasBuyable && !isBuyable) return 0.9;
  if (!wasBuyable) return 0.6;
  return shipsNow(before) === shipsNow(after) ? 0.4 : 0.6;
}

/** Whether a product in this state ships now, not once it comes in (a backorder or a preorder). */
export function shipsNow(availability: Availability): boolean {
  return availability === 'in_stock' || availability === 'limited';
}

/** Share of changed words in percent → relevance. */
export const CONTENT_SHARE_ANCHORS: Anchors = [
  [0, 0],
  [0.1, 0.05],
  [1, 0.2],
  [5, 0.5],
  [15, 0.75],
  [40, 0.95],
];
/** Number of changed words → relevance; a new job posting matters even on a long page. */
export const CONTENT_WORDS_ANCHORS: Anchors = [
  [0, 0],
  [1, 0.02],
  [10, 0.12],
  [30, 0.3],
  [60, 0.5],
  [150, 0.7],
  [400, 0.85],
];
/** Money amounts in the text changed (a plan price, a salary): significant however short. */
export const CONTENT_MONEY_SCORE = 0.6;
/** A plan limit ("100 GB storage") or a notice's date ("closes on 15 March") changed: as significant. */
export const CONTENT_FACT_SCORE = 0.6;

/** Relevance of a text change from its size and significance. */
export function scoreContentChange(change: {
  changedWords: number;
  totalWords: number;
  moneyChanged: boolean;
  factsChanged?: boolean;
  rotatingCopy?: boolean;
}): number {
  const share = change.totalWords > 0 ? (100 * change.changedWords) / change.totalWords : 0;
  // Rotating copy (a dish of the day, a featured speaker) is judged by its size alone: on a short
  // page its share of the words says nothing about whether anything the reader acts on moved.
  return roundScore(
    Math.max(
      change.rotatingCopy ? 0 : interpolate(share, CONTENT_SHARE_ANCHORS),
      interpolate(change.changedWords, CONTENT_WORDS_ANCHORS),
      change.moneyChanged ? CONTENT_MONEY_SCORE : 0,
      change.factsChanged ? CONTENT_FACT_SCORE : 0,
    ),
  );
}

/**
 * When neither side shows the watched field (no price for a price watcher, no
 * stock state for an availability watcher) the text is the only place the
 * watched thing can show, so content counts almost fully.
 */
export const CONTENT_FALLBACK_WEIGHT = 0.9;
/**
 * For a content watcher, a price or stock state guessed from visible text is
 * one amount among many (plans, salaries); the text diff already sees every
 * amount that changed, so the guess must not outrank it.
 */
export const GUESSED_FINDING_WEIGHT = 0.3;

/**
 * A content watcher of a product page (a url-mode monitor of a shop page) hears of price and stock
 * changes as a price or availability watcher would: a few percent is news on a product page.
 */
export const PRODUCT_PAGE_WEIGHT = 1;

/** What the observations say about how far their typed fields can be trusted. */
export interface FindingEvidence {
  /** Either side has the field the metric watches (a price for `price`, a stock state for `availability`). */
  watchedFieldSeen: boolean;
  /** Either side's price or availability was guessed from visible text (source `heuristic`). */
  guessed: boolean;
  /** The page is a product page: structured data or shop markup states its price or stock. */
  productPage: boolean;
}

/**
 * Weight of a finding of `type` for a monitor watching `watched`: the type's own weight for it
 * (`weights` in its registry entry) unless the evidence says the text or a guess must count otherwise.
 */
export function weighFinding(type: ChangeTypeDefinition, watched: ChangeTypeDefinition, evidence: FindingEvidence): number {
  const textFinding = type.reads.kind === 'text';
  const textWatcher = watched.reads.kind === 'text';
  if (textFinding && !textWatcher && !evidence.watchedFieldSeen) return CONTENT_FALLBACK_WEIGHT;
  if (!textFinding && textWatcher && evidence.productPage) return PRODUCT_PAGE_WEIGHT;
  if (!textFinding && textWatcher && evidence.guessed) return GUESSED_FINDING_WEIGHT;
  return type.weights[watched.name];
}
