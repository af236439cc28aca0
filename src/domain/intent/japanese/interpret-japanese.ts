import type { Condition } from '../../conditions/condition-list.js';
import type { Metric } from '../../intent.js';
import { parseDomainWord, parseUrlWord } from '../hosts.js';
import { findShopByName, localizeShop } from '../shops.js';
import { JAPANESE, JAPANESE_SHOPS, japaneseWords } from './japanese-words.js';
import { readJapaneseCondition } from './read-japanese-condition.js';
import { particleAt, scriptOf, subjectEnd } from './segment-japanese.js';

const SITE_PARTICLES = japaneseWords(JAPANESE.siteParticles);
const SUBJECT_PARTICLES = japaneseWords(JAPANESE.subjectParticles);
const ASPECT_NOUNS = japaneseWords(JAPANESE.aspectNouns);
const CATEGORIES = japaneseWords(JAPANESE.categories);
const CONTENT = japaneseWords(JAPANESE.content);
const AVAILABILITY = japaneseWords(JAPANESE.availability);
const SHOPS = [...JAPANESE_SHOPS].sort((a, b) => b[0].length - a[0].length);
// Latin runs that may be a domain, a URL or a shop's name.
const LATIN_RUN = /https?:\/\/[\x21-\x7e]+|[A-Za-z0-9][A-Za-z0-9.\-/&']*/g;

export interface JapaneseReading {
  product: string;
  metric: Metric;
  sites: string[];
  urls: string[];
  condition: Condition | null;
}

/** A span of the text read as a site, with the particle after it. */
interface SiteSpan {
  start: number;
  end: number;
  site: string;
}

/** A shop's name ends a word where a particle, a space, a mark or the end follows it, not more kana or kanji. */
function endsWord(text: string, at: number): boolean {
  if (at >= text.length) return true;
  const script = scriptOf(text.charCodeAt(at));
  return script === 'hiragana' || (script === 'other' && !/[A-Za-z0-9]/.test(text[at] ?? ''));
}

/** The end of a site's name with the particle that follows it ("ヨドバシで", "Amazonの"), when one does. */
function withParticle(text: string, end: number): number {
  return particleAt(text, end, SITE_PARTICLES)?.end ?? end;
}

function findSites(text: string): { spans: SiteSpan[]; urls: string[] } {
  const spans: SiteSpan[] = [];
  const urls: string[] = [];
  const taken = (start: number, end: number): boolean => spans.some((s) => start < s.end && end > s.start);
  for (const [name, site] of SHOPS) {
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (!taken(at, end) && endsWord(text, end)) spans.push({ start: at, end: withParticle(text, end), site });
    }
  }
  for (const m of text.matchAll(LATIN_RUN)) {
    const start = m.index ?? 0;
    const word = m[0].replace(/[.,)]+$/, '');
    const end = start + word.length;
    if (taken(start, end)) continue;
    const url = parseUrlWord(word);
    const domain = url === null ? parseDomainWord(word) : null;
    if (url !== null || domain !== null) {
      const host = url?.host ?? domain?.host ?? '';
      const page = url?.url ?? domain?.url ?? null;
      if (page !== null) urls.push(page);
      spans.push({ start, end: withParticle(text, end), site: host });
      continue;
    }
    // A shop named in Latin letters is one only when a particle of place follows it ("Amazonで"), not inside a name.
    const shop = findShopByName(word.toLowerCase());
    if (shop !== undefined && particleAt(text, end, SITE_PARTICLES) !== null) {
      spans.push({ start, end: withParticle(text, end), site: localizeShop(shop, ['JP']) });
    }
  }
  return { spans: spans.sort((a, b) => a.start - b.start), urls };
}

/** "Xの価格", "Xの新しい求人": the noun after "の" says what of X is watched; X is the name. */
function withoutAspect(name: string): string {
  for (let at = name.lastIndexOf('の'); at > 0; at = name.lastIndexOf('の', at - 1)) {
    const rest = name.slice(at + 1).trim();
    if (ASPECT_NOUNS.includes(rest)) return name.slice(0, at).trim();
  }
  return name;
}

/** "コーヒー豆 UCC ゴールドスペシャル" → "UCC ゴールドスペシャル": a kind of product before a name, then a space or a quote. */
function withoutCategory(name: string): string {
  const category = CATEGORIES.find((c) => name.startsWith(c) && /^[\s「『"]/u.test(name.slice(c.length)));
  return category === undefined ? name : name.slice(category.length).trim();
}

function withoutQuotes(name: string): string {
  const close = JAPANESE.quotes[name[0] ?? ''];
  return close !== undefined && name.endsWith(close) && name.length > 2 ? name.slice(1, -1).trim() : name;
}

/**
 * The subject: from the end of the site's words before it (or the start) to the particle that closes it
 * ("が", "を"), else to the condition; what of it is watched ("の価格") and quotes are taken off.
 */
function readProduct(text: string, spans: SiteSpan[], conditionAt: number): string {
  const limit = conditionAt === -1 ? text.length : conditionAt;
  let from = 0;
  for (;;) {
    const site = spans.find((s) => s.start >= from && s.start < limit);
    const end = subjectEnd(text, from, limit, SUBJECT_PARTICLES, JAPANESE.quotes);
    const stop = site !== undefined && (end === -1 || site.start < end) ? site.start : end === -1 ? limit : end;
    // A condition's word can follow "の" ("Xの在庫が戻ったら"): the particle left at the end is not the name's.
    const name = withoutQuotes(withoutCategory(withoutAspect(text.slice(from, stop).replace(/[、。,]+$/u, '').trim().replace(/の$/u, ''))));
    if (name !== '' || site === undefined) return name;
    from = site.end;
  }
}

function metricOf(text: string, condition: Condition | null): Metric {
  if (condition !== null) return condition.kind === 'back_in_stock' || condition.kind === 'out_of_stock' ? 'availability' : 'price';
  if (CONTENT.some((w) => text.includes(w))) return 'content';
  if (AVAILABILITY.some((w) => text.includes(w))) return 'availability';
  return 'price';
}

/** Reads an intent written in Japanese: its sites, condition, subject and metric. */
export function interpretJapanese(text: string): JapaneseReading {
  const { spans, urls } = findSites(text);
  const { condition, at } = readJapaneseCondition(text);
  const product = readProduct(text, spans, at);
  const sites = [...new Set(spans.map((s) => s.site))];
  return { product, metric: metricOf(text, condition), sites, urls, condition };
}
