/**
 * Measures the page reader on product pages written for issue 22 (test/fixtures/product-pages):
 * shops on nine platforms in ten languages, with the hard cases of price and stock reading. The
 * manifest split each page once, by a hash of its file name (split-cases.ts), into dev and blind
 * before anything was run on it. Rules are tuned on dev misses only; `--misses` prints only those.
 * Run: npx tsx scripts/evaluate-product-pages.ts [--misses]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import type { Availability } from '../src/domain/observation.js';
import { percent } from './format-figures.js';

export const PRODUCT_PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'product-pages');
export const PAGE_SPLITS = ['dev', 'blind'] as const;
export type PageSplit = (typeof PAGE_SPLITS)[number];

interface ProductPage {
  file: string;
  /** The batch a page was written in: each batch is new to the rules tuned on the batches before it. */
  batch: number;
  split: PageSplit;
  platform: string;
  lang: string;
  /** null: the page names no price ("price on request"), and the reader must not make one up. */
  price: number | null;
  currency: string | null;
  /** null: the page does not say. */
  availability: Availability | null;
  /** A second reading that is also right (a few left is in stock). */
  alsoAccept?: Availability[];
}

export interface PageOutcome extends ProductPage {
  read: { price: number | null; currency: string | null; availability: Availability | null };
  priceRight: boolean;
  currencyRight: boolean;
  availabilityRight: boolean;
}

export interface PageFigures {
  pages: number;
  allRight: number;
  price: number;
  currency: number;
  availability: number;
}

function readPage(entry: ProductPage, dir: string): PageOutcome {
  const observation = extractObservation(readFileSync(join(dir, entry.file), 'utf8'));
  const availability = observation.availability;
  return {
    ...entry,
    read: { price: observation.price, currency: observation.currency, availability },
    priceRight: entry.price === null ? observation.price === null : observation.price !== null && Math.abs(observation.price - entry.price) < 0.005,
    currencyRight: observation.currency === entry.currency,
    availabilityRight: availability === entry.availability || (availability !== null && (entry.alsoAccept ?? []).includes(availability)),
  };
}

export function evaluateProductPages(dir = PRODUCT_PAGES_DIR): PageOutcome[] {
  const { pages } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { pages: ProductPage[] };
  return pages.map((entry) => readPage(entry, dir));
}

const allRight = (o: PageOutcome): boolean => o.priceRight && o.currencyRight && o.availabilityRight;

export function summarisePages(outcomes: readonly PageOutcome[]): PageFigures {
  return {
    pages: outcomes.length,
    allRight: outcomes.filter(allRight).length,
    price: outcomes.filter((o) => o.priceRight).length,
    currency: outcomes.filter((o) => o.currencyRight).length,
    availability: outcomes.filter((o) => o.availabilityRight).length,
  };
}


function formatFigures(label: string, outcomes: readonly PageOutcome[]): string {
  const s = summarisePages(outcomes);
  return (
    `${label} (${s.pages} pages): all three fields right ${percent(s.allRight, s.pages)}; ` +
    `price ${percent(s.price, s.pages)}, currency ${percent(s.currency, s.pages)}, availability ${percent(s.availability, s.pages)}`
  );
}

export function formatPageFigures(outcomes: readonly PageOutcome[], withMisses: boolean): string {
  const lines: string[] = [];
  if (withMisses) {
    lines.push('dev misses only (blind misses are not printed, so that rules are not fitted to them)');
    lines.push('  file | expected price currency availability | read');
    for (const o of outcomes.filter((c) => c.split === 'dev' && !allRight(c))) {
      lines.push(`  ${o.file} | ${o.price} ${o.currency} ${o.availability ?? 'none'} | ${o.read.price ?? 'none'} ${o.read.currency ?? 'none'} ${o.read.availability ?? 'none'}`);
    }
  }
  const batches = [...new Set(outcomes.map((o) => o.batch))].sort((a, b) => a - b);
  for (const split of PAGE_SPLITS) {
    lines.push(formatFigures(split, outcomes.filter((o) => o.split === split)));
    for (const batch of batches) {
      lines.push(formatFigures(`  batch ${batch}`, outcomes.filter((o) => o.split === split && o.batch === batch)));
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatPageFigures(evaluateProductPages(), process.argv.includes('--misses')));
}
