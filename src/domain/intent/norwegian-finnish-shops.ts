import { shop, type Shop } from './shop.js';

const search = (domain: string): string => `https://www.${domain}/search?q={q}`;

/** Shops of the Norwegian and Finnish markets, and the national sites there of chains named elsewhere. */
export const NORWEGIAN_FINNISH_SHOPS: readonly Shop[] = [
  shop('elkjop.no', ['elkjøp', 'elkjop'], search('elkjop.no')),
  // "power" and "komplett" are also words: shops only where one is expected.
  shop('power.no', [], search('power.no'), true),
  shop('komplett.no', [], search('komplett.no'), true),
  shop('proshop.no', [], search('proshop.no')),
  shop('netonnet.no', [], search('netonnet.no')),
  // "XXL" is also a size ("Airfryer XXL").
  shop('xxl.no', ['xxl'], search('xxl.no'), true),
  shop('zalando.no', [], 'https://www.zalando.no/katalog/?q={q}'),
  shop('finn.no', [], 'https://www.finn.no/bap/forsale/search.html?q={q}'),
  shop('gigantti.fi', ['gigantti'], search('gigantti.fi')),
  shop('power.fi', [], search('power.fi'), true),
  // "verkkokauppa" is the Finnish word for a web shop: the shop is named by its domain.
  shop('verkkokauppa.com', [], search('verkkokauppa.com'), { market: 'FI' }),
  shop('jimms.fi', ["jimm's", 'jimms'], search('jimms.fi')),
  shop('zalando.fi', [], 'https://www.zalando.fi/katalogi/?q={q}'),
];
