import type { Market } from './markets.js';

/** A well-known shop: how people name it, where it sells and where its product search lives. */
export interface Shop {
  /** Lower-case host without "www.", e.g. "bestbuy.com". */
  domain: string;
  /** Lower-case spoken names, e.g. "best buy". Empty when only the domain is recognised. */
  names: string[];
  /**
   * The name is also an everyday word or a brand ("Target", "Apple", "Amazon Kindle"),
   * so it only counts as a shop where a shop is expected: "at Target", "on Amazon".
   */
  ambiguous: boolean;
  /** Search page; `{q}` is replaced by the query-encoded product, `{p}` by the path-encoded one. */
  search: string;
  /** The country it sells in, when its domain does not say ("bol.com" → NL); null for shops selling everywhere alike. */
  market: Market | null;
  /**
   * The shops that are one chain in several markets share this key: the first label of the
   * domain ("amazon" for amazon.de and amazon.co.uk), unless the chain trades under another
   * name there (mediaworld.it is MediaMarkt's Italian site: "mediamarkt").
   */
  chain: string;
}

export interface ShopOptions {
  ambiguous?: boolean;
  market?: Market | null;
  chain?: string;
}

/** One entry of a shop list; `ambiguous` as above. */
export function shop(domain: string, names: string[], search: string, options: boolean | ShopOptions = {}): Shop {
  const { ambiguous = false, market = null, chain = domain.split('.')[0] ?? domain } = typeof options === 'boolean' ? { ambiguous: options } : options;
  return { domain, names, ambiguous, search, market, chain };
}

// Shops with national sites search them the same way on every one.
export const amazonSearch = (domain: string): string => `https://www.${domain}/s?k={q}`;
export const ebaySearch = (domain: string): string => `https://www.${domain}/sch/i.html?_nkw={q}`;

/**
 * Shops written one a line: `domain | spoken names, comma-separated | flags`. Flags: `?` the name is also a
 * word or a brand (see `Shop.ambiguous`), `@XX` the market when the domain does not say it, `~chain` the chain
 * when the domain's first label is not its name. Searched with the common `/search?q=` page.
 */
export function shopsOfTable(table: string): Shop[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [domain = '', names = '', flags = ''] = line.split('|').map((part) => part.trim());
      const market = /@([A-Z]{2})/.exec(flags)?.[1] ?? null;
      const chain = /~([a-z0-9-]+)/.exec(flags)?.[1];
      return shop(domain, names === '' ? [] : names.split(',').map((n) => n.trim()), `https://${domain}/search?q={q}`, {
        ambiguous: flags.includes('?'),
        market,
        ...(chain === undefined ? {} : { chain }),
      });
    });
}
