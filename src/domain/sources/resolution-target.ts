import type { PageKind } from '../intent/page-kinds.js';

/** What a source's first check should follow it to: the product's own page, or a page of a kind. */
export type ResolutionTarget = 'product' | PageKind;

export const RESOLUTION_TARGETS: readonly ResolutionTarget[] = ['product', 'pricing', 'careers', 'changelog'];

const SEARCH_PARAMS = ['q', 'query', 'k', 's', 'st', 'search', 'searchterm', 'keyword', 'keywords', 'term', 'text', 'w', 'word', '_nkw', 'ntt', 'searchtext', 'string', 'tr'];
const LISTING_PATH = /\/(?:search|suche|recherche|busca|buscar|zoeken|cerca|pesquisa|s|sch|catalog|catalogue|catalogo|katalog|category|categories|c|collections|listing|shop|products|produkte|produits|productos|prodotti)(?:\/|$|\.)/i;

/** A search or listing page: a search parameter ("?q=", "?searchTerm=") or a catalogue path ("/search", "/c/…", "/collections/…"). */
export function looksLikeListing(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  for (const name of parsed.searchParams.keys()) if (SEARCH_PARAMS.includes(name.toLowerCase())) return true;
  return LISTING_PATH.test(parsed.pathname);
}

/** A site's home page, where its navigation links its pricing or careers page. */
export function isHomePage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '';
  } catch {
    return false;
  }
}
