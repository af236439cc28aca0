import type { Condition } from '../../domain/conditions/condition-list.js';
import { readCondition } from '../../domain/conditions/read-condition.js';
import type { Intent, Metric } from '../../domain/intent.js';
import { CHANGE_TYPES } from '../../domain/changes/change-types/change-type-list.js';
import { normalizeHost } from '../../domain/intent/hosts.js';
import { nameMonitor } from '../../domain/intent/name-monitor.js';
import { findShopByDomain } from '../../domain/intent/shops.js';
import { findPrices, normaliseCurrency } from '../../domain/extraction/parse-price.js';

export type IntentAnswerCheck = { ok: true; intent: Intent } | { ok: false; reason: string };

const METRICS: readonly Metric[] = CHANGE_TYPES;
const MAX_PRODUCT_LENGTH = 200;
const MAX_NAME_LENGTH = 80;
const MAX_SITES = 20;
const ANSWER_KEYS = ['product', 'metric', 'sites', 'urls', 'condition', 'name'];
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

type Check<T> = { ok: true; value: T } | { ok: false; reason: string };

const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function mentionsWord(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

function mentionsHost(text: string, host: string): boolean {
  // "buy.com" is not in "bestbuy.com", nor "bestbuy.com" in "bestbuy.com.au".
  return new RegExp(`(?<![a-z0-9-])${escapeRegExp(host)}(?![a-z0-9-]|\\.[a-z0-9])`).test(text);
}

/** The whole URL, not a prefix of a longer one: "example.com/p" is not in "example.com/pricing". */
function mentionsUrl(text: string, written: string): boolean {
  return new RegExp(`(?<![a-z0-9-])${escapeRegExp(written)}(?=/?[.,;:!?)\\]}>"']*(?:\\s|$))`).test(text);
}

function isHostName(host: string): boolean {
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return host.length <= 253 && labels.length >= 2 && /^[a-z]{2,63}$/.test(tld) && labels.every((l) => HOST_LABEL.test(l));
}

function readStringList(value: unknown, field: string): Check<string[]> {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return fail(`${field} is not a list of strings`);
  if (value.length > MAX_SITES) return fail(`${field} has ${value.length} entries`);
  return { ok: true, value: value.map((item: string) => item.trim()) };
}

/** A site is trusted when the text names it, or names a shop that owns it, or the embedded reading found it. */
function checkSite(raw: string, text: string, vouched: ReadonlySet<string>): Check<string> {
  if (/[/:\s@]/.test(raw)) return fail(`site "${raw}" is not a bare host name`);
  const site = normalizeHost(raw);
  if (!isHostName(site)) return fail(`site "${raw}" is not a host name`);
  if (vouched.has(site) || mentionsHost(text, site)) return { ok: true, value: site };
  const shop = findShopByDomain(site);
  // Ambiguous shop names ("Apple", "Target") are brands as often as shops: only the embedded reading may vouch for them.
  if (shop !== undefined && !shop.ambiguous && shop.names.some((name) => mentionsWord(text, name))) return { ok: true, value: site };
  return fail(`site "${site}" is not named in the intent`);
}

function checkUrl(raw: string, text: string): Check<string> {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(`url "${raw}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fail(`url "${raw}" is not http(s)`);
  // The intent may say "example.com/pricing" where the model writes "https://example.com/pricing/".
  const written = raw.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
  if (written === '' || !mentionsUrl(text, written)) return fail(`url "${raw}" does not appear in the intent`);
  return { ok: true, value: raw };
}

/** A number written in the text: "10%", "$300", "300 €". */
function mentionsAmount(text: string, amount: number): boolean {
  if (findPrices(text).some((price) => price.amount === amount)) return true;
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).some((digits) => Number(digits.replace(',', '.')) === amount);
}

function checkCondition(value: unknown, text: string, vouched: Condition | null): Check<Condition | null> {
  if (value === null) return { ok: true, value: null };
  const reading = readCondition(value);
  if (!reading.ok) return fail(reading.error);
  const { condition } = reading;
  if (condition.currency !== undefined && (normaliseCurrency(condition.currency) !== condition.currency || !/^[A-Z]{3}$/.test(condition.currency))) {
    return fail('condition.currency is not an ISO 4217 code');
  }
  const vouchedAmount = vouched !== null && vouched.amount === condition.amount;
  if (condition.amount !== undefined && !vouchedAmount && !mentionsAmount(text, condition.amount)) {
    return fail(`condition amount ${condition.amount} does not appear in the intent`);
  }
  if (condition.text !== undefined && !text.includes(condition.text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' '))) {
    return fail(`condition text "${condition.text}" does not appear in the intent`);
  }
  return { ok: true, value: condition };
}

function checkProduct(value: unknown, text: string): Check<string> {
  if (typeof value !== 'string') return fail('product is not a string');
  const product = value.trim();
  if (product.length > MAX_PRODUCT_LENGTH) return fail(`product is longer than ${MAX_PRODUCT_LENGTH} characters`);
  // The model may fix case or a typo, but a product with no word from the intent is invented.
  const words = product.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
  if (words.length > 0 && !words.some((word) => mentionsWord(text, word))) return fail(`product "${product}" is not in the intent`);
  return { ok: true, value: product };
}

/**
 * Checks a model's reading of `intentText` field by field and against the text itself:
 * URLs must be written in it, sites named in it (or vouched for by `embedded`, the
 * offline reading), the condition's amount and text written in it. Returns the intent, or why not.
 */
export function checkIntentAnswer(answer: unknown, intentText: string, embedded: Intent | null): IntentAnswerCheck {
  if (!isRecord(answer)) return fail('the answer is not an object');
  const unknownKey = Object.keys(answer).find((key) => !ANSWER_KEYS.includes(key));
  if (unknownKey !== undefined) return fail(`unexpected field "${unknownKey}"`);
  const text = intentText.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  const product = checkProduct(answer.product, text);
  if (!product.ok) return product;
  const metric = answer.metric;
  if (typeof metric !== 'string' || !METRICS.includes(metric as Metric)) return fail('metric is not price, availability or content');
  const rawSites = readStringList(answer.sites, 'sites');
  if (!rawSites.ok) return rawSites;
  const rawUrls = readStringList(answer.urls, 'urls');
  if (!rawUrls.ok) return rawUrls;
  const vouchedSites = new Set(embedded?.sites ?? []);
  const sites = new Set<string>();
  for (const raw of rawSites.value) {
    const site = checkSite(raw, text, vouchedSites);
    if (!site.ok) return site;
    sites.add(site.value);
  }
  const urls: string[] = [];
  for (const raw of rawUrls.value) {
    const url = checkUrl(raw, text);
    if (!url.ok) return url;
    if (!urls.includes(url.value)) urls.push(url.value);
    sites.add(normalizeHost(new URL(url.value).hostname));
  }
  const condition = checkCondition(answer.condition, text, embedded?.condition ?? null);
  if (!condition.ok) return condition;
  if (typeof answer.name !== 'string' || answer.name.trim().length > MAX_NAME_LENGTH) return fail(`name is not a string of at most ${MAX_NAME_LENGTH} characters`);
  const reading = { product: product.value, metric: metric as Metric, sites: [...sites], urls, condition: condition.value };
  return { ok: true, intent: { ...reading, name: answer.name.trim() || nameMonitor(reading) } };
}
