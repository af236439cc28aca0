/**
 * Measures price, currency and stock reading on test data other projects collected from real
 * shops (../shared/peers, see its README): scrapinghub/price-parser's price strings,
 * changedetection.io's stock phrases and streetmerchant's store labels. Nobody on this project
 * wrote these strings. Each list is split by a hash of each case (split-cases.ts) into a tune part
 * and a check part, printed apart: rules are tuned on the tune part's misses only, and `--misses`
 * prints only those.
 * Run: npx tsx scripts/evaluate-peers.ts [--peers ../shared/peers] [--misses]
 * Exits 1 when a figure of either part is below the target of issue 22 (see TARGETS).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findCurrency } from '../src/domain/extraction/currency.js';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import { parsePrice } from '../src/domain/extraction/parse-price.js';
import type { Availability } from '../src/domain/observation.js';
import { SPLITS, splitOf, type Split } from './split-cases.js';
import { percent, share } from './format-figures.js';

export const PEERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'peers');

/** Out-of-stock wording read right, at most this share read as in stock beside stale JSON-LD InStock, in-stock wording read right. */
export const TARGETS = { priceAndCurrency: 0.97, outOfStock: 0.95, staleInStock: 0.02, inStock: 0.9 } as const;

interface PriceCase {
  id: string;
  xfail: boolean;
  price_raw: string | null;
  currency_raw: string | null;
  expected_amount: string | null;
  expected_iso: string[] | null;
}

/** changedetection.io phrases and streetmerchant labels, in one shape. */
interface RawStockCase {
  phrase: string;
  expected: 'not_in_stock' | 'out_of_stock' | 'in_stock';
  lang: string;
  category: string;
  accept: Availability[];
  scored?: boolean;
}

export const STOCK_LISTS = { changedetection: 'changedetection-phrases.dev.json', streetmerchant: 'streetmerchant.dev.json' } as const;
export type StockList = keyof typeof STOCK_LISTS;

export interface PriceOutcome {
  id: string;
  split: Split;
  input: string;
  hint: string | null;
  amountRight: boolean;
  currencyRight: boolean;
  got: string;
  expected: string;
}

export interface StockOutcome {
  list: StockList;
  split: Split;
  phrase: string;
  lang: string;
  category: string;
  /** What the wording says: out of stock (or not buyable now) or in stock. */
  wording: 'out' | 'in';
  /** Read on a product page without structured data. */
  minimal: Availability | null;
  /** Read in the buy box of a page whose JSON-LD still says InStock. */
  overInStock: Availability | null;
  minimalRight: boolean;
  overInStockRight: boolean;
}

export interface StockFigures {
  out: number;
  /** Out-of-stock wording read as an accepted state on the minimal page / beside JSON-LD InStock. */
  outMinimal: number;
  outOverInStock: number;
  /** Out-of-stock wording read as in stock: on the minimal page (the wording misread) / left at JSON-LD's stale InStock. */
  outMinimalInStock: number;
  outStaleInStock: number;
  in: number;
  inMinimal: number;
  inOverInStock: number;
}

export interface PriceFigures {
  cases: number;
  amountRight: number;
  priceAndCurrencyRight: number;
}

export interface PeerFigures {
  prices: PriceOutcome[];
  stock: StockOutcome[];
  priceFigures: Record<Split, PriceFigures>;
  stockFigures: Record<StockList, Record<Split, StockFigures>>;
}

const IN_STOCK: ReadonlySet<Availability | null> = new Set(['in_stock', 'limited']);

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

/** How our extraction reads a shop's price string, with price-parser's separate currency hint. */
function readPriceCase(entry: PriceCase): PriceOutcome {
  const input = entry.price_raw ?? '';
  const parsed = parsePrice(input, entry.currency_raw === null ? null : findCurrency(entry.currency_raw));
  const expectedAmount = entry.expected_amount === null ? null : Number(entry.expected_amount);
  const amountRight =
    expectedAmount === null ? parsed === null : parsed !== null && Math.abs(parsed.amount - expectedAmount) < 1e-9;
  const accepted = entry.expected_iso ?? [];
  const currency = parsed?.currency ?? null;
  const currencyRight = accepted.length === 0 ? currency === null : currency !== null && accepted.includes(currency);
  return {
    id: entry.id,
    split: splitOf(entry.id),
    input,
    hint: entry.currency_raw,
    amountRight,
    currencyRight,
    got: parsed === null ? 'none' : `${parsed.amount} ${parsed.currency ?? '-'}`,
    expected: `${entry.expected_amount ?? 'none'} ${accepted.length === 0 ? '-' : accepted.slice(0, 4).join('|')}`,
  };
}

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The wording as the page shows it: a purchase button's label in a button, other wording in a paragraph. */
function renderWording(phrase: string, asButton: boolean, className: string | null): string {
  const attribute = className === null ? '' : ` class="${className}"`;
  return asButton ? `<button type="submit"${attribute}>${escapeHtml(phrase)}</button>` : `<p${attribute}>${escapeHtml(phrase)}</p>`;
}

/** A product page with no structured data: title, price and the phrase after the price. */
export function renderMinimalPage(phrase: string, asButton = false): string {
  return (
    '<!doctype html><html><head><title>Trail Runner 2 – Example Shop</title></head><body>' +
    '<main><h1>Trail Runner 2</h1><div class="product-price">$89.00</div>' +
    `${renderWording(phrase, asButton, null)}<p>A light trail shoe with a grippy outsole.</p></main></body></html>`
  );
}

/** The same page with JSON-LD that says InStock (stale when the phrase says otherwise), the phrase in the buy box. */
export function renderJsonLdPage(phrase: string, asButton = false): string {
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Runner 2',
    offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  return (
    `<!doctype html><html><head><title>Trail Runner 2 – Example Shop</title><script type="application/ld+json">${jsonLd}</script></head>` +
    '<body><nav><a href="/">Home</a> <a href="/shoes">Shoes</a></nav><main><div class="product-info"><h1>Trail Runner 2</h1>' +
    `<div class="product-price">$89.00</div>${renderWording(phrase, asButton, 'product-note')}</div>` +
    '<section class="description"><h2>Description</h2><p>A light trail shoe with a grippy outsole.</p></section></main>' +
    '<footer>© Example Shop</footer></body></html>'
  );
}

function readStockCase(list: StockList, entry: RawStockCase): StockOutcome {
  const asButton = entry.category === 'add_to_cart';
  const minimal = extractObservation(renderMinimalPage(entry.phrase, asButton)).availability;
  const overInStock = extractObservation(renderJsonLdPage(entry.phrase, asButton)).availability;
  const wording = entry.expected === 'in_stock' ? 'in' : 'out';
  return {
    list,
    split: splitOf(`${wording}|${entry.phrase}`),
    phrase: entry.phrase,
    lang: entry.lang,
    category: entry.category,
    wording,
    minimal,
    overInStock,
    minimalRight: minimal !== null && entry.accept.includes(minimal),
    overInStockRight: overInStock !== null && entry.accept.includes(overInStock),
  };
}

function summariseStock(outcomes: readonly StockOutcome[]): StockFigures {
  const out = outcomes.filter((o) => o.wording === 'out');
  const inStock = outcomes.filter((o) => o.wording === 'in');
  const count = (cases: readonly StockOutcome[], test: (o: StockOutcome) => boolean): number => cases.filter(test).length;
  return {
    out: out.length,
    outMinimal: count(out, (o) => o.minimalRight),
    outOverInStock: count(out, (o) => o.overInStockRight),
    outMinimalInStock: count(out, (o) => IN_STOCK.has(o.minimal)),
    outStaleInStock: count(out, (o) => IN_STOCK.has(o.overInStock)),
    in: inStock.length,
    inMinimal: count(inStock, (o) => o.minimalRight),
    inOverInStock: count(inStock, (o) => o.overInStockRight),
  };
}

function summarisePrices(outcomes: readonly PriceOutcome[]): PriceFigures {
  return {
    cases: outcomes.length,
    amountRight: outcomes.filter((p) => p.amountRight).length,
    priceAndCurrencyRight: outcomes.filter((p) => p.amountRight && p.currencyRight).length,
  };
}

const bySplit = <T extends { split: Split }, F>(items: readonly T[], summarise: (part: T[]) => F): Record<Split, F> =>
  Object.fromEntries(SPLITS.map((split) => [split, summarise(items.filter((item) => item.split === split))])) as Record<Split, F>;

export function evaluatePeers(dir = PEERS_DIR): PeerFigures {
  const prices = readJson<{ cases: PriceCase[] }>(dir, 'price-parser.dev.json').cases.filter((c) => !c.xfail).map(readPriceCase);
  const stock: StockOutcome[] = [];
  for (const [list, file] of Object.entries(STOCK_LISTS) as Array<[StockList, string]>) {
    // Wording that says nothing about stock on its own (a fragment, a hidden button's label) is not scored.
    const cases = readJson<{ phrases: RawStockCase[] }>(dir, file).phrases.filter((c) => c.scored !== false);
    stock.push(...cases.map((c) => readStockCase(list, c)));
  }
  return {
    prices,
    stock,
    priceFigures: bySplit(prices, summarisePrices),
    stockFigures: {
      changedetection: bySplit(stock.filter((o) => o.list === 'changedetection'), summariseStock),
      streetmerchant: bySplit(stock.filter((o) => o.list === 'streetmerchant'), summariseStock),
    },
  };
}


export function formatPeerFigures(figures: PeerFigures, withMisses: boolean): string {
  const lines: string[] = [];
  if (withMisses) {
    lines.push('tune-part misses only (the check part is not printed, so that rules are not fitted to it)');
    lines.push('price misses (input | hint | got | expected):');
    for (const p of figures.prices.filter((o) => o.split === 'tune' && (!o.amountRight || !o.currencyRight))) {
      lines.push(`  ${JSON.stringify(p.input)} | ${JSON.stringify(p.hint)} | ${p.got} | ${p.expected}`);
    }
    lines.push('stock misses (list | wording | phrase | lang | category | minimal page | beside JSON-LD InStock):');
    for (const o of figures.stock.filter((s) => s.split === 'tune' && (!s.minimalRight || !s.overInStockRight))) {
      lines.push(`  ${o.list} | ${o.wording} | ${JSON.stringify(o.phrase)} | ${o.lang} | ${o.category} | ${o.minimal ?? 'none'} | ${o.overInStock ?? 'none'}`);
    }
  }
  for (const split of SPLITS) {
    const p = figures.priceFigures[split];
    lines.push(
      `price-parser, ${split} (${p.cases} non-xfail strings): amount right ${percent(p.amountRight, p.cases)}, ` +
        `amount and currency right ${percent(p.priceAndCurrencyRight, p.cases)} (target ${(TARGETS.priceAndCurrency * 100).toFixed(0)}%)`,
    );
  }
  for (const list of Object.keys(STOCK_LISTS) as StockList[]) {
    for (const split of SPLITS) {
      const s = figures.stockFigures[list][split];
      lines.push(
        `${list}, ${split}: out-of-stock wording (${s.out}) right ${percent(s.outMinimal, s.out)} on a minimal page ` +
          `(${s.outMinimalInStock} read as in stock), ${percent(s.outOverInStock, s.out)} beside JSON-LD InStock ` +
          `(read as in stock ${percent(s.outStaleInStock, s.out)}); in-stock wording (${s.in}) right ` +
          `${percent(s.inMinimal, s.in)} on a minimal page, ${percent(s.inOverInStock, s.in)} beside JSON-LD InStock`,
      );
    }
  }
  lines.push(
    `targets: price and currency ${TARGETS.priceAndCurrency * 100}%, out-of-stock wording ${TARGETS.outOfStock * 100}% ` +
      `(at most ${TARGETS.staleInStock * 100}% read as in stock beside JSON-LD InStock), in-stock wording ${TARGETS.inStock * 100}%`,
  );
  return lines.join('\n');
}

export function meetsTargets(figures: PeerFigures): boolean {
  const prices = SPLITS.every((split) => {
    const p = figures.priceFigures[split];
    return share(p.priceAndCurrencyRight, p.cases) >= TARGETS.priceAndCurrency;
  });
  const stock = (Object.keys(STOCK_LISTS) as StockList[]).every((list) =>
    SPLITS.every((split) => {
      const s = figures.stockFigures[list][split];
      return (
        share(s.outMinimal, s.out) >= TARGETS.outOfStock &&
        share(s.outOverInStock, s.out) >= TARGETS.outOfStock &&
        (s.out === 0 || s.outStaleInStock / s.out <= TARGETS.staleInStock) &&
        share(s.inMinimal, s.in) >= TARGETS.inStock &&
        share(s.inOverInStock, s.in) >= TARGETS.inStock
      );
    }),
  );
  return prices && stock;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--peers');
  const figures = evaluatePeers(at === -1 ? PEERS_DIR : process.argv[at + 1]);
  console.log(formatPeerFigures(figures, process.argv.includes('--misses')));
  if (!meetsTargets(figures)) process.exitCode = 1;
}
