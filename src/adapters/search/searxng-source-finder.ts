import type { Logger } from 'pino';
import { request } from 'undici';
import type { Intent } from '../../domain/intent.js';
import { deriveSources, MAX_SOURCES, type Source } from '../../domain/intent/derive-sources.js';
import { normalizeHost } from '../../domain/intent/hosts.js';
import { describeUrl } from '../../domain/intent/name-monitor.js';
import { readCappedBody } from '../fetch/read-capped-body.js';
import { describeNetworkError, describeTimeout } from '../net/describe-network-error.js';

export interface SearxngSourceFinderOptions {
  /** The SearXNG instance, e.g. "http://127.0.0.1:8888"; "/search" is appended. */
  searchUrl: string;
  log: Pick<Logger, 'warn'>;
  /** Per search request. Default 8 000. */
  timeoutMs?: number;
}

export interface SourceFinder {
  findSources(intent: Intent): Promise<Source[]>;
}

/** Most search results kept for one site. */
export const MAX_RESULTS_PER_SITE = 3;

const DEFAULT_TIMEOUT_MS = 8_000;
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const MAX_TITLE_LENGTH = 200;

type SearchOutcome = { ok: true; results: unknown[] } | { ok: false; error: string };

function hostOf(url: string): string | null {
  try {
    return normalizeHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

function isOnSite(url: URL, site: string): boolean {
  const host = normalizeHost(url.hostname);
  return host === site || host.endsWith(`.${site}`);
}

/** The results whose page is on `site` (or a subdomain), in rank order, at most three. */
function pickSiteResults(results: unknown[], site: string): Source[] {
  const picked = new Map<string, Source>();
  for (const result of results) {
    if (picked.size >= MAX_RESULTS_PER_SITE) break;
    if (typeof result !== 'object' || result === null) continue;
    const { url, title } = result as { url?: unknown; title?: unknown };
    if (typeof url !== 'string') continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !isOnSite(parsed, site) || picked.has(parsed.href)) continue;
    const cleanTitle = typeof title === 'string' ? title.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH) : '';
    picked.set(parsed.href, { url: parsed.href, title: cleanTitle || describeUrl(parsed.href) });
  }
  return [...picked.values()];
}

/**
 * Gives every site one page before any site gets a second, so ten slots spread
 * over many sites; the pages then come out grouped by site, best first.
 */
function shareSlots(candidates: Source[][], slots: number): Source[] {
  const counts = candidates.map(() => 0);
  let left = slots;
  for (let rank = 0; rank < MAX_RESULTS_PER_SITE && left > 0; rank++) {
    candidates.forEach((list, index) => {
      if (left > 0 && list.length > rank) {
        counts[index] = rank + 1;
        left--;
      }
    });
  }
  return candidates.flatMap((list, index) => list.slice(0, counts[index] ?? 0));
}

/**
 * Finds the pages of an intent with a SearXNG instance: explicit URLs as given,
 * then for each other site the top search results on that site; a site the search
 * finds nothing for (or a failed search) gets its shop search page, as offline.
 */
export function createSearxngSourceFinder(options: SearxngSourceFinderOptions): SourceFinder {
  const endpoint = `${options.searchUrl.replace(/\/+$/, '')}/search`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function search(query: string): Promise<SearchOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const url = `${endpoint}?${new URLSearchParams({ q: query, format: 'json' }).toString()}`;
      const { statusCode, headers, body } = await request(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      const encoding = headers['content-encoding'];
      const read = await readCappedBody(body, typeof encoding === 'string' ? encoding : null, MAX_RESPONSE_BYTES);
      if (!read.ok) {
        body.once('error', () => undefined).destroy();
        return { ok: false, error: `unreadable response (${read.reason})` };
      }
      if (statusCode !== 200) return { ok: false, error: `HTTP ${statusCode}` };
      const parsed = JSON.parse(read.bytes.toString('utf8')) as { results?: unknown };
      return Array.isArray(parsed.results) ? { ok: true, results: parsed.results } : { ok: false, error: 'the response has no results list' };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, error: describeTimeout(timeoutMs) };
      if (error instanceof SyntaxError) return { ok: false, error: 'the response is not JSON' };
      return { ok: false, error: describeNetworkError(error, timeoutMs).error };
    } finally {
      clearTimeout(timer);
    }
  }

  async function findForSite(intent: Intent, site: string): Promise<Source[]> {
    const offline = deriveSources({ ...intent, sites: [site], urls: [] });
    const outcome = await search(`${intent.product.trim()} site:${site}`);
    if (!outcome.ok) {
      options.log.warn({ site, reason: outcome.error }, 'search failed; watching the site search page instead');
      return offline;
    }
    const found = pickSiteResults(outcome.results, site);
    return found.length > 0 ? found : offline;
  }

  return {
    async findSources(intent) {
      const covered = new Set(intent.urls.map(hostOf));
      const searched = intent.product.trim() === '' ? [] : intent.sites.filter((site) => !covered.has(site));
      // Explicit URLs, home pages (no product) and deduplication follow the offline rules.
      if (searched.length === 0) return deriveSources(intent);
      const explicit = deriveSources({ ...intent, sites: [] });
      const perSite = await Promise.all(searched.map((site) => findForSite(intent, site)));
      const seen = new Set(explicit.map((source) => source.url));
      const fresh = perSite.map((list) =>
        list.filter((source) => {
          if (seen.has(source.url)) return false;
          seen.add(source.url);
          return true;
        }),
      );
      return [...explicit, ...shareSlots(fresh, MAX_SOURCES - explicit.length)];
    },
  };
}
