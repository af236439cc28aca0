import { amazonSearch, shop, type Shop } from './shop.js';

/** Shops of the Turkish market, and the national sites there of chains named elsewhere. */
export const TURKISH_SHOPS: readonly Shop[] = [
  shop('trendyol.com', ['trendyol'], 'https://www.trendyol.com/sr?q={q}', { market: 'TR' }),
  shop('hepsiburada.com', ['hepsiburada', 'hepsi burada'], 'https://www.hepsiburada.com/ara?q={q}', { market: 'TR' }),
  shop('n11.com', ['n11'], 'https://www.n11.com/arama?q={q}', { market: 'TR' }),
  shop('teknosa.com', ['teknosa'], 'https://www.teknosa.com/arama/?s={q}', { market: 'TR' }),
  // "vatan" is also the word for a homeland: the shop only where one is expected.
  shop('vatanbilgisayar.com', ['vatan bilgisayar', 'vatan'], 'https://www.vatanbilgisayar.com/arama/{p}/', { ambiguous: true, market: 'TR' }),
  shop('ciceksepeti.com', ['çiçeksepeti', 'ciceksepeti', 'çiçek sepeti'], 'https://www.ciceksepeti.com/arama?query={q}', { market: 'TR' }),
  shop('pttavm.com', ['pttavm', 'ptt avm'], 'https://www.pttavm.com/arama?q={q}', { market: 'TR' }),
  shop('boyner.com.tr', ['boyner'], 'https://www.boyner.com.tr/search?q={q}'),
  // "sahibinden" is also a word ("from the owner").
  shop('sahibinden.com', ['sahibinden'], 'https://www.sahibinden.com/arama?query_text={q}', { ambiguous: true, market: 'TR' }),
  shop('mediamarkt.com.tr', [], 'https://www.mediamarkt.com.tr/tr/search.html?query={q}'),
  shop('amazon.com.tr', ['amazon türkiye', 'amazon turkiye', 'amazon tr'], amazonSearch('amazon.com.tr'), true),
];
