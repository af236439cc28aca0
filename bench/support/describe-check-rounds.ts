import type { BenchResult, MetricValue } from './bench-result.js';
import type { RoundSample } from './check-round.js';
import type { UrlwatchRound } from './urlwatch-process.js';

// Rows of the checks benchmark: our worker's round and urlwatch's on the same pages, side by side.

export type RoundName = 'first' | 'changed' | 'unchanged';

/** Our checks per second over urlwatch's, by wall time, that each round must reach. */
export const TARGET_VS_URLWATCH: Readonly<Record<RoundName, number>> = { first: 1.0, changed: 1.5, unchanged: 2.0 };

/** What a round must report: every page new, exactly the moved prices, or nothing. */
export interface Expectation {
  readonly round: RoundName;
  readonly urls: readonly string[];
  readonly movedUrls: readonly string[];
}

export const megabytes = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 1_048_576));
const round2 = (value: number) => Number(value.toFixed(2));

/** Differences between what was reported as changed and what was moved; empty when they match exactly. */
function compareReported(reported: readonly string[], expected: readonly string[]): string[] {
  const wanted = new Set(expected);
  const got = new Set(reported);
  const missed = expected.filter((url) => !got.has(url));
  const extra = [...got].filter((url) => !wanted.has(url));
  const problems: string[] = [];
  if (missed.length > 0) problems.push(`${missed.length} moved prices not reported (e.g. ${missed[0]})`);
  if (extra.length > 0) problems.push(`${extra.length} pages reported changed whose price did not move (e.g. ${extra[0]})`);
  if (reported.length > got.size) problems.push(`${reported.length - got.size} pages reported twice`);
  return problems;
}

function describeOutcomes(outcomes: Readonly<Record<string, number>>): string {
  return Object.entries(outcomes).map(([outcome, count]) => `${count} ${outcome}`).join(', ') || 'nothing';
}

function warnAboutOurs(sample: RoundSample, expectation: Expectation): string[] {
  const warnings: string[] = [];
  const errors = sample.outcomes.error ?? 0;
  if (errors > 0) warnings.push(`${errors} checks failed (outcome error): the figures are not valid`);
  if (sample.checks > sample.monitors) warnings.push(`${sample.checks - sample.monitors} monitors were checked twice: the round outlasted the interval`);
  if (expectation.round === 'first' && (sample.outcomes.baseline ?? 0) !== sample.monitors) warnings.push(`expected ${sample.monitors} baselines, got ${describeOutcomes(sample.outcomes)}`);
  if (expectation.round !== 'first') {
    warnings.push(...compareReported(sample.changedUrls, expectation.movedUrls));
    const quiet = sample.monitors - expectation.movedUrls.length;
    if ((sample.outcomes.unchanged ?? 0) !== quiet) warnings.push(`expected ${quiet} unchanged, got ${describeOutcomes(sample.outcomes)}: noise was taken for a change`);
  }
  return warnings;
}

function warnAboutUrlwatch(round: UrlwatchRound, expectation: Expectation): string[] {
  const warnings: string[] = [];
  if (round.exitCode !== 0) warnings.push(`urlwatch exited with ${round.exitCode}: ${round.outputTail}`);
  const errors = round.reported.ERROR?.length ?? 0;
  if (errors > 0) warnings.push(`urlwatch reported ${errors} errors: the figures are not valid`);
  const reportedNew = round.reported.NEW ?? [];
  const changed = round.reported.CHANGED ?? [];
  if (expectation.round === 'first' && reportedNew.length !== expectation.urls.length) warnings.push(`urlwatch reported ${reportedNew.length} new of ${expectation.urls.length} jobs`);
  if (expectation.round !== 'first') warnings.push(...compareReported(changed, expectation.movedUrls));
  return warnings;
}

function meets(ratio: number, round: RoundName): string {
  return ratio >= TARGET_VS_URLWATCH[round] ? 'yes' : 'NO';
}

/** A urlwatch run and the page farm's first request of it. */
export interface MeasuredUrlwatchRound {
  readonly run: UrlwatchRound;
  readonly firstRequestAt: number;
}

/** Both sides are timed from the first page request to the last stored result; urlwatch's end is its exit. */
function urlwatchWallSeconds(measured: MeasuredUrlwatchRound): number {
  return Math.max(measured.run.endedAt - (measured.firstRequestAt || measured.run.startedAt), 1) / 1000;
}

export function describeOurRound(sample: RoundSample, expectation: Expectation, urlwatch: MeasuredUrlwatchRound | null): BenchResult {
  const rate = sample.monitors / sample.wallSeconds;
  const theirs = urlwatch ? expectation.urls.length / urlwatchWallSeconds(urlwatch) : null;
  const cpu = sample.workerCpuMs === null ? null : round2(sample.workerCpuMs / sample.checks);
  const ratio = theirs === null ? null : round2(rate / theirs);
  const reported = expectation.round === 'first' ? describeOutcomes(sample.outcomes) : `${sample.changedUrls.length} changed of ${expectation.movedUrls.length} moved; ${describeOutcomes(sample.outcomes)}`;
  const metrics: Record<string, MetricValue> = {
    'checks': sample.checks,
    'wall s': round2(sample.wallSeconds),
    'checks/s': Math.round(rate),
    'cpu ms/check': cpu,
    'main thread cpu ms/check': sample.workerMainThreadCpuMs === null ? null : round2(sample.workerMainThreadCpuMs / sample.checks),
    'peak rss MB': megabytes(sample.workerPeakRssBytes),
    'page farm cpu ms/check': sample.farmCpuMs === null ? null : round2(sample.farmCpuMs / sample.checks),
    'vs urlwatch': ratio,
    'target': `>= ${TARGET_VS_URLWATCH[expectation.round].toFixed(1)}x`,
    'meets': ratio === null ? '-' : meets(ratio, expectation.round),
    'reported': reported,
  };
  return { name: `${expectation.round}: pagewatch worker`, metrics, warnings: warnAboutOurs(sample, expectation) };
}

export function describeUrlwatchRound(measured: MeasuredUrlwatchRound, expectation: Expectation): BenchResult {
  const round = measured.run;
  const wallSeconds = urlwatchWallSeconds(measured);
  const jobs = expectation.urls.length;
  const reported = Object.entries(round.reported).map(([verb, urls]) => `${urls.length} ${verb.toLowerCase()}`).join(', ') || 'nothing';
  const metrics: Record<string, MetricValue> = {
    'checks': jobs,
    'wall s': round2(wallSeconds),
    'checks/s': Math.round(jobs / wallSeconds),
    'cpu ms/check': round2(round.cpuMs / jobs),
    'peak rss MB': megabytes(round.peakRssBytes),
    'process wall s': round2((round.endedAt - round.startedAt) / 1000),
    'reported': expectation.round === 'first' ? reported : `${round.reported.CHANGED?.length ?? 0} changed of ${expectation.movedUrls.length} moved`,
  };
  return { name: `${expectation.round}: urlwatch`, metrics, warnings: warnAboutUrlwatch(round, expectation) };
}
