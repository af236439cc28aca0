import { decodePageText } from '../../domain/extraction/decode-page-text.js';
import type { PageKind } from '../../domain/intent/page-kinds.js';
import { findPageLink } from '../../domain/sources/find-page-link.js';
import { pickProductLinks } from '../../domain/sources/pick-product-links.js';
import { readLinks } from '../../domain/sources/read-links.js';
import type { ResolutionTarget } from '../../domain/sources/resolution-target.js';
import { scoreNameMatch } from '../../domain/sources/score-name-match.js';
import type { CheckedSource } from '../../storage/repositories/checks.js';
import type { FetchedPage, FetchedSource } from './fetch-source.js';

/** Where a source was followed, with the page fetched there, or why it was kept; `note` goes to the check log. */
export type Resolution = { followed: true; url: string; fetched: FetchedSource; note: string } | { followed: false; note: string };

/** Fetches a page the way the monitor fetches its sources (plain HTTP or the browser). */
export type FetchForResolution = (url: string) => Promise<FetchedSource>;

interface FullPage {
  fetched: FetchedSource;
  page: FetchedPage;
}

// Product pages fetched to confirm a match: enough to get past an accessory ranked first,
// few enough to stay polite to the shop.
const MAX_CANDIDATES = 3;
// A product page's own title must name the product too: a link text alone can be a teaser.
const MIN_TITLE_SCORE = 0.6;
const MIN_MATCH = 0.75;

/** A candidate page is fetched like a new source of the monitor: no validators, no known bytes. */
export function candidateSource<Source extends Pick<CheckedSource, 'url' | 'etag' | 'last_modified' | 'observed_with' | 'content_fingerprint'>>(source: Source, url: string): Source {
  return { ...source, url, etag: null, last_modified: null, observed_with: null, content_fingerprint: null };
}

const percent = (score: number): string => `${Math.round(score * 100)}%`;

async function fetchFull(fetch: FetchForResolution, url: string): Promise<FullPage | null> {
  const fetched = await fetch(url);
  const page = fetched.outcome;
  return page.ok && !page.notModified ? { fetched, page } : null;
}

async function followToProduct(listing: FetchedPage, product: string, fetch: FetchForResolution): Promise<Resolution> {
  const candidates = pickProductLinks(readLinks(decodePageText(listing), listing.finalUrl).links, listing.finalUrl, product, MAX_CANDIDATES);
  let best: { url: string; fetched: FetchedSource; name: string; score: number } | null = null;
  for (const candidate of candidates) {
    const full = await fetchFull(fetch, candidate.url);
    if (full === null) continue;
    const { title, heading } = readLinks(decodePageText(full.page), full.page.finalUrl);
    const titleScore = Math.max(scoreNameMatch(product, title ?? ''), scoreNameMatch(product, heading ?? ''));
    const score = (candidate.score + titleScore) / 2;
    if (titleScore >= MIN_TITLE_SCORE && score >= MIN_MATCH && (best === null || score > best.score)) {
      best = { url: candidate.url, fetched: full.fetched, name: heading ?? title ?? candidate.text, score };
    }
  }
  if (best === null) {
    const closest = candidates[0];
    const hint = closest === undefined ? 'no result names it' : `closest result: "${closest.text.slice(0, 80)}"`;
    return { followed: false, note: `kept the search page: no result matched "${product}" well enough (${hint}); watching the results page, where prices and stock may be another product's` };
  }
  return { followed: true, url: best.url, fetched: best.fetched, note: `followed the search page ${listing.finalUrl} to the product page "${best.name.slice(0, 120)}" (${percent(best.score)} match)` };
}

async function followToPage(home: FetchedPage, kind: PageKind, fetch: FetchForResolution): Promise<Resolution> {
  const link = findPageLink(readLinks(decodePageText(home), home.finalUrl).links, home.finalUrl, kind);
  const full = link === null ? null : await fetchFull(fetch, link.url);
  if (link === null || full === null) {
    return { followed: false, note: `kept ${home.finalUrl}: ${link === null ? `it links no ${kind} page` : `its ${kind} page ${link.url} could not be fetched`}; watching the home page` };
  }
  return { followed: true, url: link.url, fetched: full.fetched, note: `followed ${home.finalUrl} to its ${kind} page, linked as "${link.text.slice(0, 80)}"` };
}

/**
 * Follows a search or listing page (`page`, the source as fetched) to the product page that
 * best matches `product`, or a home page to its pricing, careers or changelog page. Only the
 * first check of a source created that way asks; candidate pages are fetched one after another.
 */
export function resolveSource(page: FetchedPage, target: ResolutionTarget, product: string, fetch: FetchForResolution): Promise<Resolution> {
  return target === 'product' ? followToProduct(page, product, fetch) : followToPage(page, target, fetch);
}
