// Top-level domains people actually type in intents. A closed list keeps "e.g",
// "node.js", "v2.0" and "1.299" from being read as sites.
const TLDS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'ai', 'app', 'dev', 'gov', 'edu', 'mil', 'int',
  'eu', 'us', 'uk', 'de', 'fr', 'it', 'es', 'nl', 'be', 'at', 'ch', 'pl', 'se', 'no', 'dk', 'fi',
  'ie', 'pt', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'ua', 'tr', 'jp', 'cn', 'kr', 'in', 'au', 'nz',
  'ca', 'mx', 'br', 'ar', 'cl', 'sg', 'hk', 'tw', 'my', 'th', 'id', 'ph', 'vn', 'za', 'ae', 'il',
  'lt', 'lv', 'ee', 'si', 'hr', 'rs', 'is', 'lu', 'nu', 'news', 'shop', 'store', 'online', 'site',
  'tech', 'xyz', 'me', 'tv', 'fm', 'ly', 'gg', 'to', 'so', 'sh', 'cc', 'ws', 'blog', 'page',
  'cloud', 'one', 'top', 'club', 'games', 'media', 'digital', 'travel', 'jobs', 'live',
  'work', 'studio', 'design', 'art', 'tools', 'team', 'world', 'zone', 'network', 'systems',
]);

// A case ending after a domain, as Finnish writes it: after a colon ("power.fi:ssä", a port has digits), or
// joined to a generic ending read as a word ("verkkokauppa.comissa"); and after an apostrophe, as Turkish
// sets a suffix off a proper name ("trendyol.com'da", "n11.com'dan").
const CASE_ENDING = /(?::\p{L}{1,5}|['’]\p{Ll}{1,5}|(?<=\.(?:com|net|org))(?:issa|issä|ista|istä|iin|illa|illä|ilta|iltä|ille|in))$/u;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Lower case, without a leading "www." or a trailing dot. */
export function normalizeHost(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/, '');
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

function isDomainName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TLDS.has(tld)) return false;
  return labels.every((label) => label.length > 0 && label.length <= 63 && LABEL.test(label));
}

/** An explicit http(s) URL as written, with its normalised host; null for anything else. */
export function parseUrlWord(word: string): { url: string; host: string } | null {
  if (!/^https?:\/\//i.test(word)) return null;
  let parsed: URL;
  try {
    parsed = new URL(word);
  } catch {
    return null;
  }
  if (parsed.hostname === '') return null;
  return { url: word, host: normalizeHost(parsed.hostname) };
}

/**
 * A bare domain ("bestbuy.com", "www.amazon.co.uk's") or domain with a path
 * ("example.com/pricing"). The path, when present, makes it a page to watch.
 */
export function parseDomainWord(word: string): { host: string; url: string | null } | null {
  if (word.includes('@') || word.length > 300) return null;
  const bare = word.replace(/['’]s$/i, '').replace(CASE_ENDING, '');
  const slash = bare.indexOf('/');
  const hostPart = slash === -1 ? bare : bare.slice(0, slash);
  const host = normalizeHost(hostPart);
  if (!isDomainName(host)) return null;
  const path = slash === -1 ? '' : bare.slice(slash);
  return { host, url: path.length > 1 ? `https://${hostPart.toLowerCase()}${path}` : null };
}
