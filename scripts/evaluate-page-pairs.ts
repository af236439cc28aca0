/**
 * Runs the page-pair corpus through extraction, comparison and the relevance
 * threshold, and prints precision, recall and false alarms on the noise set.
 * Pairs are split by a hash of their name (split-cases.ts) into a tune and a check part, whose
 * figures are printed apart; only the tune part's misses are printed.
 * Run: npx tsx scripts/evaluate-page-pairs.ts [--sensitivity 0.5]
 * Exits 1 when precision or recall of either part falls below 0.95.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareObservations } from '../src/domain/changes/compare-observations.js';
import type { ChangeType } from '../src/domain/changes/change-types/change-type-list.js';
import type { DetectedChange } from '../src/domain/changes/detected-change.js';
import { isRelevant } from '../src/domain/changes/relevance-threshold.js';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import type { Metric, PriceThreshold } from '../src/domain/intent.js';
import { SPLITS, splitOf, type Split } from './split-cases.js';

export const PAGE_PAIRS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'page-pairs');

export interface ManifestEntry {
  name: string;
  metric: Metric;
  threshold: PriceThreshold | null;
  expect: 'relevant' | 'not_relevant';
  type?: ChangeType;
  note: string;
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

/** The figures of the whole corpus, or of one part of its split. */
export function evaluatePagePairs(sensitivity: number, dir = PAGE_PAIRS_DIR, split?: Split): CorpusFigures {
  const outcomes: PairOutcome[] = [];
  const pairTimes: number[] = [];
  const compareTimes: number[] = [];
  for (const entry of readManifest(dir)) {
    if (split !== undefined && splitOf(entry.name) !== split) continue;
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
  lines.push(
    `${label}, sensitivity ${sensitivity}: precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)}, ` +
      `false alarms on noise ${figures.falseAlarms}/${figures.noisePairs}, missed real changes ${figures.missed}/${figures.realPairs}, ` +
      `median pair ${figures.medianPairMs.toFixed(1)} ms (compare alone ${figures.medianCompareMs.toFixed(3)} ms)`,
  );
  return lines.join('\n');
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
  for (const split of SPLITS) {
    const figures = evaluatePagePairs(sensitivity, PAGE_PAIRS_DIR, split);
    console.log(formatFigures(figures, sensitivity, `${split} part (${figures.outcomes.length} pairs)`));
    if (figures.precision < 0.95 || figures.recall < 0.95) process.exitCode = 1;
  }
}
