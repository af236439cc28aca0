import type { Intent } from '../intent.js';
import { normalizeHost } from './hosts.js';
import { describeUrl } from './name-monitor.js';
import { buildSearchUrl } from './shops.js';

/** Most pages one intent may watch. */
export const MAX_SOURCES = 10;

export interface Source {
  url: string;
  title: string;
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
 * site's home page when there is no product). Deduplicated, at most 10.
 */
export function deriveSources(intent: Intent): Source[] {
  const sources = new Map<string, Source>();
  const add = (url: string, title: string): void => {
    // "https://x.com" and "https://X.com/" are one page.
    const key = canonicalUrl(url);
    if (!sources.has(key) && sources.size < MAX_SOURCES) sources.set(key, { url, title });
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
