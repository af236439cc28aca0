/**
 * Measures stock reading on the project's own stock wording (test/fixtures/stock-wording): shop
 * wording in sixteen languages, written for this measurement in batches, each split by a hash of
 * each phrase (split-cases.ts) into `<batch>.dev.json` and `<batch>.blind.json` before anything
 * was run on it. Rules are tuned on the dev misses only; `--misses` prints only those.
 * Run: npx tsx scripts/evaluate-stock-wording.ts [--misses]
 * Exits 1 when a figure of either file is below the peer lists' target (evaluate-peers.ts TARGETS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import type { Availability } from '../src/domain/observation.js';
import { renderJsonLdPage, renderMinimalPage, TARGETS } from './evaluate-peers.js';
import { percent, share } from './format-figures.js';

export const STOCK_WORDING_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'stock-wording');
export const WORDING_SPLITS = ['dev', 'blind'] as const;
export type WordingSplit = (typeof WORDING_SPLITS)[number];

interface WordingCase {
  phrase: string;
  /** `none`: a shop line that speaks of no stock state ("0% APR available on orders over £99"). */
  expected: 'out_of_stock' | 'in_stock' | 'none';
  /**
   * Empty for `none`: right when nothing is read on the minimal page and, beside JSON-LD InStock,
   * InStock stands or is left unknown (a short unread line beside the price withholds it by design).
   */
  accept: Availability[];
  lang: string;
  /** oos, notify, coming, unknown_date, gone (out); available, add_to_cart, delivery, few_left (in); not_stock (none). */
  category: string;
}

export interface WordingOutcome extends WordingCase {
  batch: string;
  split: WordingSplit;
  minimal: Availability | null;
  overInStock: Availability | null;
  minimalRight: boolean;
  overInStockRight: boolean;
}

export interface WordingFigures {
  out: number;
  outMinimal: number;
  outOverInStock: number;
  outStaleInStock: number;
  in: number;
  inMinimal: number;
  inOverInStock: number;
  none: number;
  /** Lines of no stock state read as neither: nothing on the minimal page, no other state beside JSON-LD. */
  noneRight: number;
}

const IN_STOCK: ReadonlySet<Availability | null> = new Set(['in_stock', 'limited']);

function readCase(batch: string, split: WordingSplit, entry: WordingCase): WordingOutcome {
  const asButton = entry.category === 'add_to_cart';
  const minimal = extractObservation(renderMinimalPage(entry.phrase, asButton)).availability;
  const overInStock = extractObservation(renderJsonLdPage(entry.phrase, asButton)).availability;
  return {
    ...entry,
    batch,
    split,
    minimal,
    overInStock,
    minimalRight: entry.expected === 'none' ? minimal === null : minimal !== null && entry.accept.includes(minimal),
    overInStockRight: entry.expected === 'none' ? overInStock === 'in_stock' || overInStock === null : overInStock !== null && entry.accept.includes(overInStock),
  };
}

export function summariseWording(outcomes: readonly WordingOutcome[]): WordingFigures {
  const out = outcomes.filter((o) => o.expected === 'out_of_stock');
  const inStock = outcomes.filter((o) => o.expected === 'in_stock');
  const none = outcomes.filter((o) => o.expected === 'none');
  return {
    out: out.length,
    outMinimal: out.filter((o) => o.minimalRight).length,
    outOverInStock: out.filter((o) => o.overInStockRight).length,
    outStaleInStock: out.filter((o) => IN_STOCK.has(o.overInStock)).length,
    in: inStock.length,
    inMinimal: inStock.filter((o) => o.minimalRight).length,
    inOverInStock: inStock.filter((o) => o.overInStockRight).length,
    none: none.length,
    noneRight: none.filter((o) => o.minimalRight && o.overInStockRight).length,
  };
}

const FILE = /^(.+)\.(dev|blind)\.json$/;

export function evaluateStockWording(dir = STOCK_WORDING_DIR): WordingOutcome[] {
  return readdirSync(dir).sort().flatMap((file) => {
    const match = FILE.exec(file);
    if (match === null) return [];
    const { phrases } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { phrases: WordingCase[] };
    return phrases.map((entry) => readCase(match[1]!, match[2] as WordingSplit, entry));
  });
}


export function formatWordingFigures(outcomes: readonly WordingOutcome[], withMisses: boolean): string {
  const lines: string[] = [];
  if (withMisses) {
    lines.push('dev misses only (the blind file is not printed, so that rules are not fitted to it)');
    lines.push('  batch | lang | category | phrase | minimal page | beside JSON-LD InStock');
    for (const o of outcomes.filter((c) => c.split === 'dev' && (!c.minimalRight || !c.overInStockRight))) {
      lines.push(`  ${o.batch} | ${o.lang} | ${o.category} | ${JSON.stringify(o.phrase)} | ${o.minimal ?? 'none'} | ${o.overInStock ?? 'none'}`);
    }
  }
  const batches = [...new Set(outcomes.map((o) => o.batch))];
  for (const batch of batches.length > 1 ? [...batches, null] : batches) {
    for (const split of WORDING_SPLITS) {
      const s = summariseWording(outcomes.filter((o) => o.split === split && (batch === null || o.batch === batch)));
      lines.push(
        `${batch ?? 'all batches'}, ${split}: out-of-stock wording (${s.out}) right ${percent(s.outMinimal, s.out)} on a minimal page, ` +
          `${percent(s.outOverInStock, s.out)} beside JSON-LD InStock (read as in stock ${percent(s.outStaleInStock, s.out)}); ` +
          `in-stock wording (${s.in}) right ${percent(s.inMinimal, s.in)} on a minimal page, ${percent(s.inOverInStock, s.in)} beside JSON-LD InStock` +
          (s.none > 0 ? `; lines of no stock state (${s.none}) read as neither ${percent(s.noneRight, s.none)}` : ''),
      );
    }
  }
  return lines.join('\n');
}

export function meetsWordingTargets(outcomes: readonly WordingOutcome[]): boolean {
  return WORDING_SPLITS.every((split) => {
    const s = summariseWording(outcomes.filter((o) => o.split === split));
        return (
      share(s.outMinimal, s.out) >= TARGETS.outOfStock &&
      share(s.outOverInStock, s.out) >= TARGETS.outOfStock &&
      share(s.outStaleInStock, s.out) <= TARGETS.staleInStock &&
      share(s.inMinimal, s.in) >= TARGETS.inStock &&
      share(s.inOverInStock, s.in) >= TARGETS.inStock
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outcomes = evaluateStockWording();
  console.log(formatWordingFigures(outcomes, process.argv.includes('--misses')));
  if (!meetsWordingTargets(outcomes)) process.exitCode = 1;
}
