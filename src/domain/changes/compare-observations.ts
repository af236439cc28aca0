import type { Metric } from '../intent.js';
import type { Observation } from '../observation.js';
import { CONDITION_KIND_DISPLAY, type Condition } from '../conditions/condition-list.js';
import { describeCondition, isConditionMet } from '../conditions/condition-kinds.js';
import type { ChangeTypeDefinition } from './change-types/change-type.js';
import { findChangeType, listChangeTypes } from './change-types/registry.js';
import type { ChangeSnapshot, DetectedChange } from './detected-change.js';
import { TOP_RELEVANCE } from './relevance-threshold.js';
import { roundScore, shipsNow, weighFinding, type FindingEvidence } from './score-relevance.js';

export type { ChangeSnapshot, DetectedChange } from './detected-change.js';

/** What the monitor watches: the metric, and the condition that decides its alerts, if it has one. */
export interface WatchSettings {
  metric: Metric;
  condition: Condition | null;
}

function snapshot(observation: Observation): ChangeSnapshot {
  return { price: observation.price, currency: observation.currency, availability: observation.availability };
}

function gatherEvidence(watched: ChangeTypeDefinition, before: Observation, after: Observation): FindingEvidence {
  const { reads } = watched;
  return {
    watchedFieldSeen: reads.kind === 'text' || reads.isShown(before) || reads.isShown(after),
    guessed: before.source === 'heuristic' || after.source === 'heuristic',
    productPage: isProductPage(before) || isProductPage(after),
  };
}

/**
 * Structured data or shop markup states the page's price or stock. A price guessed from visible
 * text is not enough: a plan table or a job board shows amounts too; nor is a price found by a
 * class name alone ("pricing-table") with no stock beside it, the first row of a price list.
 */
function isProductPage(observation: Observation): boolean {
  const stated = observation.source !== null && observation.source !== 'heuristic';
  return stated && (observation.availability !== null || (observation.price !== null && observation.source !== 'platform'));
}

function shippingTurned(before: Observation, after: Observation): boolean {
  return before.availability !== null && after.availability !== null && shipsNow(before.availability) !== shipsNow(after.availability);
}

// "Back in stock." + "Price dropped from $199 to $149 (-25%)." reads as one
// sentence: "Back in stock; price dropped from $199 to $149 (-25%)."
function joinReasons(primary: string, secondary: string): string {
  const head = primary.replace(/\.$/, '');
  return `${head}; ${secondary.charAt(0).toLowerCase()}${secondary.slice(1)}`;
}

interface RankedFinding {
  type: ChangeTypeDefinition;
  finding: NonNullable<ReturnType<ChangeTypeDefinition['compare']>>;
  score: number;
}

/**
 * A content watcher of a product page hears of the product becoming buyable or unbuyable as a stock
 * change, however much text changed with it: the text (a delisting notice, a notify form, other
 * products offered instead) is how the flip shows. So too of an in-stock product no longer shipping
 * now (on order for weeks, a preorder) or the reverse: still buyable, but the wait is the news. It
 * keeps the larger of the two scores.
 */
function leadOfProductPage(findings: readonly RankedFinding[], watched: ChangeTypeDefinition, evidence: FindingEvidence, shippingTurned: boolean): RankedFinding | undefined {
  if (watched.reads.kind !== 'text' || !evidence.productPage) return undefined;
  const flip = findings.find((entry) => entry.type.reads.kind === 'field' && entry.finding.type === 'availability' && (entry.score >= TOP_RELEVANCE || shippingTurned));
  return flip && { ...flip, score: Math.max(flip.score, findings[0]!.score) };
}

/** A met condition is what the user asked for: the most relevant a change can be. */
export const CONDITION_MET_SCORE = 1;

/**
 * Compares two observations of one page and returns the most relevant
 * difference under the watched metric, or null when nothing differs (identical
 * pages, or text whose words are the same in another order). Every difference
 * is returned with its score, however small: whether it is reported is the
 * sensitivity's decision (isRelevant), or the condition's when the monitor has
 * one (the change then carries its verdict). When price and availability both
 * change, the higher-weighted one is the type and the reason names both.
 */
export function compareObservations(
  before: Observation,
  after: Observation,
  watch: WatchSettings,
): DetectedChange | null {
  const watched = findChangeType(watch.metric);
  const evidence = gatherEvidence(watched, before, after);
  // A price watcher's page price (and a product page's, for a content watcher) is compared on its
  // own; amounts elsewhere in the text (related products, shipping offers) are not what they watch.
  const countMoneyInText = !((watched.coversPagePrice && evidence.watchedFieldSeen) || evidence.productPage);
  const findings = listChangeTypes()
    .flatMap((type) => {
      const finding = type.compare(before, after, { countMoneyInText });
      return finding === null ? [] : [{ type, finding, score: finding.score * weighFinding(type, watched, evidence) }];
    })
    // Stable sort keeps the registry's order (price, availability, content) among ties.
    .sort((a, b) => b.score - a.score);

  const verdict = watch.condition === null ? undefined : { condition: watch.condition, met: isConditionMet(watch.condition, before, after) };
  // A met condition reports the finding it speaks about (a drop condition a price change), whatever outranks it.
  const subject = verdict?.met ? CONDITION_KIND_DISPLAY[verdict.condition.kind].subject : null;
  const top = findings.find((entry) => entry.type.name === subject) ?? leadOfProductPage(findings, watched, evidence, shippingTurned(before, after)) ?? findings[0];
  if (!top) return null;
  const { finding } = top;
  const score = roundScore(verdict?.met ? CONDITION_MET_SCORE : top.score);
  const withVerdict = (reason: string) => (verdict?.met ? `${joinReasons(reason, `Condition met: ${describeCondition(verdict.condition)}`)}.` : reason);
  const judged = verdict === undefined ? {} : { verdict };
  const beforeSnapshot = snapshot(before);
  const afterSnapshot = snapshot(after);

  if (top.type.reads.kind === 'text') {
    const diff = finding.diff ?? { removed: [], added: [] };
    if (diff.removed.length > 0) beforeSnapshot.excerpt = diff.removed.join(' … ');
    if (diff.added.length > 0) afterSnapshot.excerpt = diff.added.join(' … ');
    return {
      type: finding.type,
      before: beforeSnapshot,
      after: afterSnapshot,
      score,
      reason: withVerdict(finding.reason),
      diff,
      ...judged,
    };
  }

  // A price move with a stock change (or the reverse) is one event: the reason names both.
  const companion = findings.find((entry) => entry.type !== top.type && entry.type.reads.kind === 'field');
  return {
    type: finding.type,
    before: beforeSnapshot,
    after: afterSnapshot,
    score,
    reason: withVerdict(companion ? joinReasons(finding.reason, companion.finding.reason) : finding.reason),
    ...judged,
  };
}
