/**
 * Runs the page-pair corpus through extraction, comparison and the relevance
 * threshold, and prints precision, recall and false alarms on the noise set.
 * Pairs are split by a hash of their name (split-cases.ts) into a tune and a check part, whose
 * figures are printed apart, in total and for each batch of pairs (manifest "batch"; the first
 * batch has none); only the tune part's misses are printed.
 * Run: npx tsx scripts/evaluate-page-pairs.ts [--sensitivity 0.5]
 * Also prints how many flapping pages (A, B, A) alert with and without confirmation before alerting.
 * Exits 1 when precision or recall of either part falls below 0.95, or a flapping page alerts despite confirmation.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareObservations } from '../src/domain/changes/compare-observations.js';
import type { ChangeType } from '../src/domain/changes/change-types/change-type-list.js';
import type { DetectedChange } from '../src/domain/changes/detected-change.js';
import { isRelevant } from '../src/domain/changes/relevance-threshold.js';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import type { Condition } from '../src/domain/conditions/condition-list.js';
import type { Metric } from '../src/domain/intent.js';
import { SPLITS, splitOf, type Split } from './split-cases.js';
import { confirmsChanges, judgeSecondReading } from '../src/domain/monitors/confirm-change.js';
import type { ChangePayload } from '../src/domain/webhooks/event-envelope.js';

export const PAGE_PAIRS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'page-pairs');

export interface ManifestEntry {
  name: string;
  metric: Metric;
  condition: Condition | null;
  expect: 'relevant' | 'not_relevant';
  type?: ChangeType;
  note: string;
  /** The batch of a later set of pairs ("pairs-2"); absent in the first batch. */
  batch?: string;
}

export const FIRST_BATCH = 'pairs-1';

export function batchOf(entry: ManifestEntry): string {
  return entry.batch ?? FIRST_BATCH;
}

export interface PairOutcome {
  entry: ManifestEntry;
  change: DetectedChange | null;
  reported: boolean;
  /** Reported when it should not be, or not reported when it should. */
  wrong: boolean;
  /** A real change reported with another type than the manifest expects. */
  wrongType: boolean;
}

export interface CorpusFigures {
  outcomes: PairOutcome[];
  precision: number;
  recall: number;
  falseAlarms: number;
  noisePairs: number;
  missed: number;
  realPairs: number;
  /** Median time to extract both sides and compare them, in milliseconds. */
  medianPairMs: number;
  /** Median time of compareObservations alone, in milliseconds. */
  medianCompareMs: number;
}

export function readManifest(dir = PAGE_PAIRS_DIR): ManifestEntry[] {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** The figures of the whole corpus, or of one part of its split, or of one batch's part. */
export function evaluatePagePairs(sensitivity: number, dir = PAGE_PAIRS_DIR, split?: Split, batch?: string): CorpusFigures {
  const outcomes: PairOutcome[] = [];
  const pairTimes: number[] = [];
  const compareTimes: number[] = [];
  for (const entry of readManifest(dir)) {
    if (split !== undefined && splitOf(entry.name) !== split) continue;
    if (batch !== undefined && batchOf(entry) !== batch) continue;
    const before = readFileSync(join(dir, entry.name, 'before.html'), 'utf8');
    const after = readFileSync(join(dir, entry.name, 'after.html'), 'utf8');
    const started = performance.now();
    const observed = [extractObservation(before), extractObservation(after)] as const;
    const extracted = performance.now();
    const change = compareObservations(observed[0], observed[1], entry);
    const compared = performance.now();
    pairTimes.push(compared - started);
    compareTimes.push(compared - extracted);
    const reported = change !== null && isRelevant(change, sensitivity);
    const wrong = reported !== (entry.expect === 'relevant');
    const wrongType = reported && entry.expect === 'relevant' && entry.type !== undefined && change?.type !== entry.type;
    outcomes.push({ entry, change, reported, wrong, wrongType });
  }
  const real = outcomes.filter((o) => o.entry.expect === 'relevant');
  const noise = outcomes.filter((o) => o.entry.expect === 'not_relevant');
  const truePositives = real.filter((o) => o.reported).length;
  const falseAlarms = noise.filter((o) => o.reported).length;
  const reportedCount = truePositives + falseAlarms;
  return {
    outcomes,
    precision: reportedCount === 0 ? 1 : truePositives / reportedCount,
    recall: real.length === 0 ? 1 : truePositives / real.length,
    falseAlarms,
    noisePairs: noise.length,
    missed: real.length - truePositives,
    realPairs: real.length,
    medianPairMs: median(pairTimes),
    medianCompareMs: median(compareTimes),
  };
}

export function formatFigures(figures: CorpusFigures, sensitivity: number, label = 'all pairs'): string {
  const lines: string[] = [];
  const problems = figures.outcomes.filter((o) => (o.wrong || o.wrongType) && splitOf(o.entry.name) === 'tune');
  if (problems.length > 0) {
    lines.push('misses of the tune part:', 'pair | expected | got | score | reason');
    for (const o of problems) {
      const expected = `${o.entry.expect}${o.entry.type ? ` (${o.entry.type})` : ''}`;
      const got = o.change ? `${o.reported ? 'relevant' : 'not_relevant'} (${o.change.type})` : 'no change';
      lines.push(`${o.entry.name} | ${expected} | ${got} | ${o.change?.score ?? '-'} | ${o.change?.reason ?? '-'}`);
    }
  }
  lines.push(formatSummary(figures, sensitivity, label));
  return lines.join('\n');
}

/** The figures alone, without the tune part's misses. */
export function formatSummary(figures: CorpusFigures, sensitivity: number, label: string): string {
  return (
    `${label}, sensitivity ${sensitivity}: precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}, ` +
    `false alarms on noise ${figures.falseAlarms}/${figures.noisePairs}, missed real changes ${figures.missed}/${figures.realPairs}, ` +
    `median pair ${figures.medianPairMs.toFixed(1)} ms (compare alone ${figures.medianCompareMs.toFixed(3)} ms)`
  );
}

/** Alerts of each pair read as a flapping page (A, B, A) and as a page that moved for good (A, B, B). */
export interface FlappingFigures {
  /** Pairs whose change alerts at all (A → B reported): the ones a flap could make alert. */
  alertingPairs: number;
  /** Flapping pages that alert without confirmation: every alerting pair. */
  flappingAlertsWithout: number;
  /** Flapping pages that alert when every monitor confirms: the re-check reads A again. */
  flappingAlertsConfirmed: number;
  /** Flapping pages that alert with the defaults (confirmation on for price and availability, off for content). */
  flappingAlertsDefault: number;
  /** Real changes that stay (A, B, B) and still alert, once, after confirmation. */
  stayingConfirmed: number;
  realPairs: number;
}

/** The change a check would report, as far as the confirmation rule reads it. */
function asPayload(change: DetectedChange): ChangePayload {
  return {
    id: 'chg-eval',
    monitor_id: 'mon-eval',
    monitor_name: 'eval',
    detected_at: 0,
    type: change.type,
    source: { url: '', title: '' },
    before: change.before,
    after: change.after,
    relevance: { score: change.score, reason: change.reason },
  };
}

/**
 * Confirm before alerting on the corpus: each pair is read as a page that shows B once and goes
 * back to A, and as one that stays at B. A held change alerts only when the re-check, compared with
 * the same baseline A, reports a change the confirmation rule (judgeSecondReading) accepts.
 */
export function evaluateFlapping(sensitivity: number, dir = PAGE_PAIRS_DIR): FlappingFigures {
  const figures: FlappingFigures = {
    alertingPairs: 0,
    flappingAlertsWithout: 0,
    flappingAlertsConfirmed: 0,
    flappingAlertsDefault: 0,
    stayingConfirmed: 0,
    realPairs: 0,
  };
  const reported = (change: DetectedChange | null) => (change !== null && isRelevant(change, sensitivity) ? asPayload(change) : null);
  for (const entry of readManifest(dir)) {
    const [a, b] = ['before.html', 'after.html'].map((side) => extractObservation(readFileSync(join(dir, entry.name, side), 'utf8')));
    const first = reported(compareObservations(a!, b!, entry));
    if (entry.expect === 'relevant') figures.realPairs += 1;
    if (first === null) continue;
    figures.alertingPairs += 1;
    figures.flappingAlertsWithout += 1;
    const wentBack = judgeSecondReading(first, reported(compareObservations(a!, a!, entry))) === 'confirmed';
    if (wentBack) figures.flappingAlertsConfirmed += 1;
    if (confirmsChanges(null, entry.metric) ? wentBack : true) figures.flappingAlertsDefault += 1;
    const stayed = judgeSecondReading(first, reported(compareObservations(a!, b!, entry))) === 'confirmed';
    if (stayed && entry.expect === 'relevant') figures.stayingConfirmed += 1;
  }
  return figures;
}

export function formatFlapping(figures: FlappingFigures): string {
  return (
    `flapping pages (A, B, A) over the ${figures.alertingPairs} pairs that alert: ${figures.flappingAlertsWithout} alerts without confirmation, ` +
    `${figures.flappingAlertsConfirmed} with confirmChanges, ${figures.flappingAlertsDefault} with the defaults (on for price and availability, off for content); ` +
    `real changes that stay (A, B, B) confirmed and alerting once: ${figures.stayingConfirmed}/${figures.realPairs}`
  );
}

function readSensitivity(argv: readonly string[]): number {
  const at = argv.indexOf('--sensitivity');
  const raw = at === -1 ? undefined : argv[at + 1];
  const value = raw === undefined ? 0.5 : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error('--sensitivity must be a number from 0 to 1');
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sensitivity = readSensitivity(process.argv.slice(2));
  const batches = [...new Set(readManifest().map(batchOf))];
  for (const split of SPLITS) {
    for (const batch of batches) {
      const figures = evaluatePagePairs(sensitivity, PAGE_PAIRS_DIR, split, batch);
      console.log(formatFigures(figures, sensitivity, `${batch} ${split} part (${figures.outcomes.length} pairs)`));
    }
    const figures = evaluatePagePairs(sensitivity, PAGE_PAIRS_DIR, split);
    console.log(formatSummary(figures, sensitivity, `all batches, ${split} part (${figures.outcomes.length} pairs)`));
    if (figures.precision < 0.95 || figures.recall < 0.95) process.exitCode = 1;
  }
  const flapping = evaluateFlapping(sensitivity);
  console.log(formatFlapping(flapping));
  if (flapping.flappingAlertsConfirmed > 0) process.exitCode = 1;
}
