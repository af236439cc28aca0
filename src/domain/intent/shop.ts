/** A well-known shop: how people name it and where its product search lives. */
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
}

/** One entry of a shop list; `ambiguous` as above. */
export function shop(domain: string, names: string[], search: string, ambiguous = false): Shop {
  return { domain, names, ambiguous, search };
}

// Shops with national sites search them the same way on every one.
export const amazonSearch = (domain: string): string => `https://www.${domain}/s?k={q}`;
export const ebaySearch = (domain: string): string => `https://www.${domain}/sch/i.html?_nkw={q}`;
