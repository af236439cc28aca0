import { normalizeHost } from '../intent/hosts.js';
import type { PageLink } from './read-links.js';
import { scoreNameMatch } from './score-name-match.js';

export interface ProductLink {
  url: string;
  text: string;
  score: number;
}

/** Below this a link names another product, or the product only in passing. */
export const MIN_LINK_SCORE = 0.7;

function sameSite(url: URL, listing: URL): boolean {
  return normalizeHost(url.hostname) === normalizeHost(listing.hostname) && url.port === listing.port;
}

/**
 * The links of a search or listing page that name `product` best, best first, at most
 * `limit`, each at least MIN_LINK_SCORE. Only links to other pages of the same site count:
 * not the listing itself, its other result pages, or other sites (ads, affiliates).
 * A product linked several times (image, title, "view") keeps its best-scoring text.
 */
export function pickProductLinks(links: PageLink[], listingUrl: string, product: string, limit: number): ProductLink[] {
  const listing = new URL(listingUrl);
  const best = new Map<string, ProductLink>();
  for (const link of links) {
    const url = new URL(link.url);
    if (!sameSite(url, listing) || url.pathname === listing.pathname || link.inNav) continue;
    const score = scoreNameMatch(product, link.text);
    const known = best.get(link.url);
    if (score >= MIN_LINK_SCORE && (known === undefined || score > known.score)) best.set(link.url, { url: link.url, text: link.text, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
