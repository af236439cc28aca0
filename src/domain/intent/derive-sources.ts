import type { Intent } from '../intent.js';
import { normalizeHost } from './hosts.js';
import { describeUrl } from './name-monitor.js';
import { buildSearchUrl } from './shops.js';
import { isHomePage, looksLikeListing, type ResolutionTarget } from '../sources/resolution-target.js';

/** Most pages one intent may watch. */
export const MAX_SOURCES = 10;

export interface Source {
  url: string;
  title: string;
  /**
   * Set when the page is a search or listing page for the product, or a home page whose
   * pricing/careers/changelog page was asked for: the first check follows it there.
   */
  resolveAs?: ResolutionTarget;
}

function resolutionFor(url: string, intent: Intent): ResolutionTarget | undefined {
  if (intent.page !== undefined && isHomePage(url)) return intent.page;
  if (intent.product.trim() !== '' && looksLikeListing(url)) return 'product';
  return undefined;
}

function canonicalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function hostOf(url: string): string | null {
  try {
    return normalizeHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

/**
 * The pages to watch for an intent: its explicit URLs as given, then, for each site
 * not already covered by a URL, the site's search page for the product (or the
 * site's home page when there is no product). Deduplicated, at most 10. Search and
 * listing pages for a product, and home pages when the intent asks for a kind of page,
 * are marked to be followed to the page meant on their first check.
 */
export function deriveSources(intent: Intent): Source[] {
  const sources = new Map<string, Source>();
  const add = (url: string, title: string): void => {
    // "https://x.com" and "https://X.com/" are one page.
    const key = canonicalUrl(url);
    const resolveAs = resolutionFor(url, intent);
    if (!sources.has(key) && sources.size < MAX_SOURCES) sources.set(key, { url, title, ...(resolveAs === undefined ? {} : { resolveAs }) });
  };
  const coveredHosts = new Set<string>();
  for (const url of intent.urls) {
    add(url, describeUrl(url));
    const host = hostOf(url);
    if (host !== null) coveredHosts.add(host);
  }
  const product = intent.product.trim();
  for (const site of intent.sites) {
    if (coveredHosts.has(site)) continue;
    if (product === '') add(`https://${site}/`, site);
    else add(buildSearchUrl(site, product), `${product} on ${site}`);
  }
  return [...sources.values()];
}
