import type { Metric, PriceThreshold } from '../intent.js';
import type { Observation } from '../observation.js';
import type { ChangeSnapshot, ChangeType, DetectedChange, ScoredFinding } from './detected-change.js';
import { detectAvailabilityChange } from './availability-change.js';
import { detectContentChange } from './content-change.js';
import { detectPriceChange } from './price-change.js';
import { roundScore, weighFinding, type FindingEvidence } from './score-relevance.js';

export type { ChangeSnapshot, ChangeType, DetectedChange } from './detected-change.js';

/** What the monitor watches: the metric and, for price intents, the target. */
export interface WatchSettings {
  metric: Metric;
  threshold: PriceThreshold | null;
}

function snapshot(observation: Observation): ChangeSnapshot {
  return { price: observation.price, currency: observation.currency, availability: observation.availability };
}

function gatherEvidence(metric: Metric, before: Observation, after: Observation): FindingEvidence {
  const watchedFieldSeen =
    metric === 'price'
      ? before.price !== null || after.price !== null
      : metric === 'availability'
        ? before.availability !== null || after.availability !== null
        : true;
  return {
    watchedFieldSeen,
    guessed: before.source === 'heuristic' || after.source === 'heuristic',
    productPage: isProductPage(before) || isProductPage(after),
  };
}

/**
 * Structured data or shop markup states the page's price or stock. A price guessed from visible
 * text is not enough: a plan table or a job board shows amounts too.
 */
function isProductPage(observation: Observation): boolean {
  const stated = observation.source !== null && observation.source !== 'heuristic';
  return stated && (observation.price !== null || observation.availability !== null);
}

// "Back in stock." + "Price dropped from $199 to $149 (-25%)." reads as one
// sentence: "Back in stock; price dropped from $199 to $149 (-25%)."
function joinReasons(primary: string, secondary: string): string {
  const head = primary.replace(/\.$/, '');
  return `${head}; ${secondary.charAt(0).toLowerCase()}${secondary.slice(1)}`;
}

/**
 * Compares two observations of one page and returns the most relevant
 * difference under the watched metric, or null when nothing differs (identical
 * pages, or text whose words are the same in another order). Every difference
 * is returned with its score, however small: whether it is reported is the
 * sensitivity's decision (isRelevant). When price and availability both
 * change, the higher-weighted one is the type and the reason names both.
 */
export function compareObservations(
  before: Observation,
  after: Observation,
  watch: WatchSettings,
): DetectedChange | null {
  const evidence = gatherEvidence(watch.metric, before, after);
  const findings = [
    detectPriceChange(before, after, watch.threshold),
    detectAvailabilityChange(before.availability, after.availability),
    // A price watcher's page price (and a product page's, for a content watcher) is compared
    // above; amounts elsewhere in the text (related products, shipping offers) are not what they watch.
    detectContentChange(before.text, after.text, !((watch.metric === 'price' && evidence.watchedFieldSeen) || evidence.productPage)),
  ]
    .filter((finding): finding is ScoredFinding => finding !== null)
    .map((finding) => ({ finding, score: finding.score * weighFinding(finding.type, watch.metric, evidence) }))
    // Stable sort keeps price, availability, content order among ties.
    .sort((a, b) => b.score - a.score);

  const top = findings[0];
  if (!top) return null;
  const { finding } = top;
  const beforeSnapshot = snapshot(before);
  const afterSnapshot = snapshot(after);

  if (finding.type === 'content') {
    const diff = finding.diff ?? { removed: [], added: [] };
    if (diff.removed.length > 0) beforeSnapshot.excerpt = diff.removed.join(' … ');
    if (diff.added.length > 0) afterSnapshot.excerpt = diff.added.join(' … ');
    return {
      type: 'content',
      before: beforeSnapshot,
      after: afterSnapshot,
      score: roundScore(top.score),
      reason: finding.reason,
      diff,
    };
  }

  const otherTyped: ChangeType = finding.type === 'price' ? 'availability' : 'price';
  const companion = findings.find((entry) => entry.finding.type === otherTyped);
  return {
    type: finding.type,
    before: beforeSnapshot,
    after: afterSnapshot,
    score: roundScore(top.score),
    reason: companion ? joinReasons(finding.reason, companion.finding.reason) : finding.reason,
  };
}
