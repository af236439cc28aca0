import type { LanguageCode } from './languages/all-languages.js';
import { amazonSearch, ebaySearch, shop, type Shop } from './shop.js';

const decathlonSearch = (domain: string): string => `https://www.${domain}/search?Ntt={q}`;

/** Shops in Germany, France, Spain, Italy, the Netherlands, Portugal and Brazil, and the national sites of shops named in `shops.ts`. */
export const EUROPEAN_SHOPS: readonly Shop[] = [
  shop('amazon.com.br', ['amazon br', 'amazon brasil'], amazonSearch('amazon.com.br'), true),
  shop('ebay.fr', [], ebaySearch('ebay.fr')),
  shop('ebay.it', [], ebaySearch('ebay.it')),
  shop('ebay.es', [], ebaySearch('ebay.es')),
  shop('ebay.nl', [], ebaySearch('ebay.nl')),
  shop('cyberport.de', ['cyberport'], 'https://www.cyberport.de/tools/search-results.html?q={q}'),
  shop('notebooksbilliger.de', ['notebooksbilliger', 'nbb'], 'https://www.notebooksbilliger.de/produkte/{p}'),
  shop('alternate.de', ['alternate'], 'https://www.alternate.de/listing.xhtml?q={q}', true),
  shop('hornbach.de', ['hornbach'], 'https://www.hornbach.de/s/{p}'),
  shop('thomann.de', ['thomann'], 'https://www.thomann.de/de/search_dir.html?sw={q}'),
  shop('coolblue.nl', ['coolblue'], 'https://www.coolblue.nl/zoeken?query={q}'),
  shop('coolblue.de', [], 'https://www.coolblue.de/suche?query={q}'),
  shop('mediamarkt.es', [], 'https://www.mediamarkt.es/es/search.html?query={q}'),
  shop('mediamarkt.nl', [], 'https://www.mediamarkt.nl/nl/search.html?query={q}'),
  shop('darty.com', ['darty'], 'https://www.darty.com/nav/recherche?text={q}'),
  shop('boulanger.com', ['boulanger'], 'https://www.boulanger.com/resultats?tr={q}', true),
  shop('cdiscount.com', ['cdiscount'], 'https://www.cdiscount.com/search/10/{p}.html'),
  shop('ldlc.com', ['ldlc'], 'https://www.ldlc.com/recherche/{p}/'),
  shop('decathlon.fr', ['decathlon'], decathlonSearch('decathlon.fr'), true),
  shop('decathlon.de', [], decathlonSearch('decathlon.de')),
  shop('decathlon.es', [], decathlonSearch('decathlon.es')),
  shop('decathlon.it', [], decathlonSearch('decathlon.it')),
  shop('decathlon.nl', [], decathlonSearch('decathlon.nl')),
  shop('decathlon.pt', [], decathlonSearch('decathlon.pt')),
  shop('carrefour.fr', ['carrefour'], 'https://www.carrefour.fr/s?q={q}', true),
  shop('carrefour.es', [], 'https://www.carrefour.es/?q={q}'),
  shop('carrefour.it', [], 'https://www.carrefour.it/search?q={q}'),
  shop('fnac.es', [], 'https://www.fnac.es/SearchResult/ResultList.aspx?Search={q}'),
  shop('fnac.pt', [], 'https://www.fnac.pt/SearchResult/ResultList.aspx?Search={q}'),
  shop('elcorteingles.es', ['el corte inglés', 'el corte ingles', 'corte inglés', 'corte ingles'], 'https://www.elcorteingles.es/search-nwx/1/?s={q}'),
  shop('pccomponentes.com', ['pccomponentes', 'pc componentes'], 'https://www.pccomponentes.com/search/?query={q}'),
  shop('worten.pt', ['worten'], 'https://www.worten.pt/search?query={q}'),
  shop('worten.es', [], 'https://www.worten.es/search?query={q}'),
  shop('mediaworld.it', ['mediaworld', 'media world'], 'https://www.mediaworld.it/it/search.html?query={q}'),
  shop('unieuro.it', ['unieuro'], 'https://www.unieuro.it/online/?q={q}'),
  shop('euronics.it', ['euronics'], 'https://www.euronics.it/search?q={q}'),
  shop('zalando.fr', [], 'https://www.zalando.fr/catalogue/?q={q}'),
  shop('zalando.es', [], 'https://www.zalando.es/catalogo/?q={q}'),
  shop('zalando.it', [], 'https://www.zalando.it/catalogo/?q={q}'),
  shop('zalando.nl', [], 'https://www.zalando.nl/catalogus/?q={q}'),
  shop('idealo.fr', [], 'https://www.idealo.fr/prechcat.html?q={q}'),
  shop('idealo.es', [], 'https://www.idealo.es/resultados.html?q={q}'),
  shop('idealo.it', [], 'https://www.idealo.it/cat.html?q={q}'),
  shop('kabum.com.br', ['kabum'], 'https://www.kabum.com.br/busca/{p}'),
  shop('magazineluiza.com.br', ['magazine luiza', 'magalu'], 'https://www.magazineluiza.com.br/busca/{p}/'),
  shop('mercadolivre.com.br', ['mercado livre', 'mercadolivre'], 'https://lista.mercadolivre.com.br/{p}'),
  shop('casasbahia.com.br', ['casas bahia'], 'https://www.casasbahia.com.br/{p}/b'),
  shop('netshoes.com.br', ['netshoes'], 'https://www.netshoes.com.br/busca?q={q}'),
  shop('radiopopular.pt', ['radio popular', 'rádio popular'], 'https://www.radiopopular.pt/pesquisa/{p}'),
  shop('pichau.com.br', ['pichau'], 'https://www.pichau.com.br/search?q={q}'),
];

/**
 * Where a shop named without its domain sells in the intent's language: "auf Amazon" is
 * amazon.de, "en MediaMarkt" mediamarkt.es. Keys are the domains the shop tables give.
 */
const NATIONAL_SITES: Record<string, Partial<Record<LanguageCode, string>>> = {
  'amazon.com': { de: 'amazon.de', fr: 'amazon.fr', es: 'amazon.es', it: 'amazon.it', nl: 'amazon.nl', pt: 'amazon.com.br' },
  'ebay.com': { de: 'ebay.de', fr: 'ebay.fr', es: 'ebay.es', it: 'ebay.it', nl: 'ebay.nl' },
  'mediamarkt.de': { es: 'mediamarkt.es', nl: 'mediamarkt.nl', it: 'mediaworld.it' },
  'fnac.com': { es: 'fnac.es', pt: 'fnac.pt' },
  'zalando.de': { fr: 'zalando.fr', es: 'zalando.es', it: 'zalando.it', nl: 'zalando.nl' },
  'idealo.de': { fr: 'idealo.fr', es: 'idealo.es', it: 'idealo.it' },
  'decathlon.fr': { de: 'decathlon.de', es: 'decathlon.es', it: 'decathlon.it', nl: 'decathlon.nl', pt: 'decathlon.pt' },
  'carrefour.fr': { es: 'carrefour.es', it: 'carrefour.it' },
  'worten.pt': { es: 'worten.es' },
  'coolblue.nl': { de: 'coolblue.de' },
};

/** The shop's site for readers of `language`: its national site when it has one. */
export function localizeShopDomain(domain: string, language: LanguageCode): string {
  return NATIONAL_SITES[domain]?.[language] ?? domain;
}
