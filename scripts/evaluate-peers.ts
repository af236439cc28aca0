/**
 * Measures price, currency and stock reading on test data other projects collected from real
 * shops (../shared/peers, see its README): scrapinghub/price-parser's price strings and
 * changedetection.io's stock phrases. Nobody on this project wrote these strings.
 * Run: npx tsx scripts/evaluate-peers.ts [--peers ../shared/peers] [--misses]
 * Exits 1 when a figure is below the target the extraction promises (see TARGETS).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findCurrency } from '../src/domain/extraction/currency.js';
import { extractObservation } from '../src/domain/extraction/extract-observation.js';
import { parsePrice } from '../src/domain/extraction/parse-price.js';
import type { Availability } from '../src/domain/observation.js';

export const PEERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'peers');

export const TARGETS = { priceAndCurrency: 0.97, phrasesMinimal: 0.95, phrasesOverJsonLd: 0.9 } as const;

interface PriceCase {
  id: string;
  xfail: boolean;
  price_raw: string | null;
  currency_raw: string | null;
  expected_amount: string | null;
  expected_iso: string[] | null;
}

interface PhraseCase {
  phrase: string;
  expected: 'not_in_stock' | 'in_stock';
  lang: string;
  category: string;
  accept: Availability[];
}

export interface PriceOutcome {
  id: string;
  input: string;
  hint: string | null;
  amountRight: boolean;
  currencyRight: boolean;
  got: string;
  expected: string;
}

export interface PhraseOutcome {
  phrase: string;
  lang: string;
  expected: PhraseCase['expected'];
  minimal: Availability | null;
  overJsonLd: Availability | null;
  minimalRight: boolean;
  overJsonLdRight: boolean;
}

export interface PeerFigures {
  prices: PriceOutcome[];
  /** Non-xfail cases with amount right, and with amount and currency both right. */
  amountShare: number;
  priceAndCurrencyShare: number;
  phrases: PhraseOutcome[];
  /** Out-of-stock phrases read as an accepted state on a minimal page / over JSON-LD InStock. */
  minimalShare: number;
  overJsonLdShare: number;
  /** Out-of-stock phrases read as in stock on the minimal page: the phrase itself misread, a false restock alert. */
  readAsInStock: number;
  /** Out-of-stock phrases that left the page at JSON-LD's stale InStock. */
  staleInStock: number;
  /** The in-stock phrases of the list read as in stock on the minimal page. */
  inStockRight: number;
  inStockTotal: number;
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
    input,
    hint: entry.currency_raw,
    amountRight,
    currencyRight,
    got: parsed === null ? 'none' : `${parsed.amount} ${parsed.currency ?? '-'}`,
    expected: `${entry.expected_amount ?? 'none'} ${accepted.length === 0 ? '-' : accepted.slice(0, 4).join('|')}`,
  };
}

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A product page with no structured data: title, price and the phrase after the price. */
export function renderMinimalPage(phrase: string): string {
  return (
    '<!doctype html><html><head><title>Trail Runner 2 – Example Shop</title></head><body>' +
    '<main><h1>Trail Runner 2</h1><div class="product-price">$89.00</div>' +
    `<p>${escapeHtml(phrase)}</p><p>A light trail shoe with a grippy outsole.</p></main></body></html>`
  );
}

/** The same page with stale JSON-LD that still says InStock, the phrase in the buy box. */
export function renderJsonLdPage(phrase: string): string {
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org', '@type': 'Product', name: 'Trail Runner 2',
    offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  return (
    `<!doctype html><html><head><title>Trail Runner 2 – Example Shop</title><script type="application/ld+json">${jsonLd}</script></head>` +
    '<body><nav><a href="/">Home</a> <a href="/shoes">Shoes</a></nav><main><div class="product-info"><h1>Trail Runner 2</h1>' +
    `<div class="product-price">$89.00</div><p class="product-note">${escapeHtml(phrase)}</p></div>` +
    '<section class="description"><h2>Description</h2><p>A light trail shoe with a grippy outsole.</p></section></main>' +
    '<footer>© Example Shop</footer></body></html>'
  );
}

function readPhraseCase(entry: PhraseCase): PhraseOutcome {
  const minimal = extractObservation(renderMinimalPage(entry.phrase)).availability;
  const overJsonLd = extractObservation(renderJsonLdPage(entry.phrase)).availability;
  return {
    phrase: entry.phrase,
    lang: entry.lang,
    expected: entry.expected,
    minimal,
    overJsonLd,
    minimalRight: minimal !== null && entry.accept.includes(minimal),
    overJsonLdRight: overJsonLd !== null && entry.accept.includes(overJsonLd),
  };
}

const share = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);

export function evaluatePeers(dir = PEERS_DIR): PeerFigures {
  const priceCases = readJson<{ cases: PriceCase[] }>(dir, 'price-parser.dev.json').cases.filter((c) => !c.xfail);
  const prices = priceCases.map(readPriceCase);
  const phrases = readJson<{ phrases: PhraseCase[] }>(dir, 'changedetection-phrases.dev.json').phrases.map(readPhraseCase);
  const outOfStock = phrases.filter((p) => p.expected === 'not_in_stock');
  const inStock = phrases.filter((p) => p.expected === 'in_stock');
  return {
    prices,
    amountShare: share(prices.filter((p) => p.amountRight).length, prices.length),
    priceAndCurrencyShare: share(prices.filter((p) => p.amountRight && p.currencyRight).length, prices.length),
    phrases,
    minimalShare: share(outOfStock.filter((p) => p.minimalRight).length, outOfStock.length),
    overJsonLdShare: share(outOfStock.filter((p) => p.overJsonLdRight).length, outOfStock.length),
    readAsInStock: outOfStock.filter((p) => IN_STOCK.has(p.minimal)).length,
    staleInStock: outOfStock.filter((p) => IN_STOCK.has(p.overJsonLd)).length,
    inStockRight: inStock.filter((p) => p.minimalRight).length,
    inStockTotal: inStock.length,
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

export function formatPeerFigures(figures: PeerFigures, withMisses: boolean): string {
  const lines: string[] = [];
  if (withMisses) {
    lines.push('price misses (input | hint | got | expected):');
    for (const p of figures.prices.filter((o) => !o.amountRight || !o.currencyRight)) {
      lines.push(`  ${JSON.stringify(p.input)} | ${JSON.stringify(p.hint)} | ${p.got} | ${p.expected}`);
    }
    lines.push('phrase misses (phrase | lang | minimal page | over JSON-LD InStock):');
    for (const p of figures.phrases.filter((o) => !o.minimalRight || !o.overJsonLdRight)) {
      lines.push(`  ${JSON.stringify(p.phrase)} | ${p.lang} | ${p.minimal ?? 'none'} | ${p.overJsonLd ?? 'none'}`);
    }
  }
  const outOfStock = figures.phrases.filter((p) => p.expected === 'not_in_stock').length;
  lines.push(
    `price-parser (${figures.prices.length} non-xfail strings): amount right ${percent(figures.amountShare)}, ` +
      `amount and currency right ${percent(figures.priceAndCurrencyShare)} (target ${percent(TARGETS.priceAndCurrency)})`,
    `changedetection phrases (${outOfStock} out of stock): not in stock on a minimal page ${percent(figures.minimalShare)} ` +
      `(target ${percent(TARGETS.phrasesMinimal)}), in the buy box over JSON-LD InStock ${percent(figures.overJsonLdShare)} ` +
      `(target ${percent(TARGETS.phrasesOverJsonLd)}, ${figures.staleInStock} left at InStock), ` +
      `read as in stock ${figures.readAsInStock} (target 0); ` +
      `in-stock phrases right ${figures.inStockRight}/${figures.inStockTotal}`,
  );
  return lines.join('\n');
}

export function meetsTargets(figures: PeerFigures): boolean {
  return (
    figures.priceAndCurrencyShare >= TARGETS.priceAndCurrency &&
    figures.minimalShare >= TARGETS.phrasesMinimal &&
    figures.overJsonLdShare >= TARGETS.phrasesOverJsonLd &&
    figures.readAsInStock === 0 &&
    figures.inStockRight === figures.inStockTotal
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--peers');
  const figures = evaluatePeers(at === -1 ? PEERS_DIR : process.argv[at + 1]);
  console.log(formatPeerFigures(figures, process.argv.includes('--misses')));
  if (!meetsTargets(figures)) process.exitCode = 1;
}
