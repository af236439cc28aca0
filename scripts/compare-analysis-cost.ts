/**
 * CPU cost of reading and comparing a page (`analysePage`), this checkout beside another one, in one
 * process: the checks benchmark's 60 KB pages, read first, read after a price move and compared,
 * and read again unchanged and compared. The two codes run interleaved, round after round and in
 * turns going first, so that a shared, noisy machine and the garbage of one pass slow both alike; the best and median rounds are printed with their ratio.
 * Run: git worktree add /tmp/base <commit>; ln -s "$PWD/node_modules" /tmp/base/node_modules;
 *      npx tsx scripts/compare-analysis-cost.ts --base /tmp/base [--pages 40] [--rounds 14]
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPageTemplate, renderPage } from '../bench/support/page-farm-pages.js';
import type * as PageAnalysis from '../src/domain/page-analysis.js';
import { NO_READING_RULES } from '../src/domain/extraction/reading-rules.js';

type Analyse = typeof PageAnalysis.analysePage;
const KINDS = ['first', 'changed', 'unchanged'] as const;

function flag(name: string, fallback?: string): string {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : process.argv[at + 1];
  if (value === undefined) throw new Error(`${name} is required: the folder of the checkout to compare with`);
  return value;
}

const base = resolve(flag('--base'));
const pageCount = Number(flag('--pages', '40'));
const rounds = Number(flag('--rounds', '14'));
// Both codes are loaded the same way: a statically imported one ran the changed round 4-9 % slower
// than the same code loaded dynamically (an A/A run), which read as a cost that was not there.
const load = async (root: string) => (await import(pathToFileURL(`${root}/src/domain/page-analysis.ts`).href)) as typeof PageAnalysis;
const here = await load(fileURLToPath(new URL('..', import.meta.url)));
const there = await load(base);
const encoder = new TextEncoder();
const pages = (moves: number) => Array.from({ length: pageCount }, (_, i) => encoder.encode(renderPage(buildPageTemplate(1, i, 60_000, moves))));
const before = pages(0);
const after = pages(1);

function request(content: Uint8Array, index: number, previousJson: string | null) {
  return {
    page: { content, contentType: 'text/html; charset=utf-8' },
    url: `http://127.0.0.1/p/${index}`,
    keywords: [],
    judgeScriptBuilt: true,
    jsonExpression: null,
    rules: NO_READING_RULES,
    metric: 'content' as const,
    compareWith: previousJson === null ? null : { previousJson, watch: { metric: 'content' as const, condition: null } },
  };
}

async function firstReadings(analyse: Analyse): Promise<string[]> {
  return Promise.all(before.map(async (content, i) => JSON.stringify((await analyse(request(content, i, null))).observation)));
}

/** CPU microseconds per page for one pass of `kind`. */
async function pass(analyse: Analyse, previous: readonly string[], kind: (typeof KINDS)[number]): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < pageCount; i++) {
    const content = kind === 'changed' ? after[i]! : before[i]!;
    await analyse(request(content, i, kind === 'first' ? null : previous[i]!));
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / pageCount;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const previousHere = await firstReadings(here.analysePage);
const previousThere = await firstReadings(there.analysePage);
for (const kind of KINDS) {
  const figures = { here: [] as number[], there: [] as number[] };
  for (let round = 0; round <= rounds; round++) {
    // The order alternates: the pass that runs second pays for the garbage the first one left.
    const cost = round % 2 === 0
      ? { there: await pass(there.analysePage, previousThere, kind), here: await pass(here.analysePage, previousHere, kind) }
      : { here: await pass(here.analysePage, previousHere, kind), there: await pass(there.analysePage, previousThere, kind) };
    // The first round warms both codes up and is not counted.
    if (round > 0) (['here', 'there'] as const).forEach((side) => figures[side].push(cost[side]));
  }
  const [bestHere, bestThere] = [Math.min(...figures.here), Math.min(...figures.there)];
  console.log(
    `${kind}: base best ${bestThere.toFixed(0)} / median ${median(figures.there).toFixed(0)} µs per page; ` +
      `this best ${bestHere.toFixed(0)} / median ${median(figures.here).toFixed(0)} µs (×${(bestHere / bestThere).toFixed(2)} best, ×${(median(figures.here) / median(figures.there)).toFixed(2)} median)`,
  );
}
