import { shop, type Shop } from './shop.js';

// Searched with the common `/search?q=` page, as the shops of `market-shops.ts` are.
const search = (domain: string): string => `https://${domain}/search?q={q}`;

/** Shops of Mexico, Argentina and Chile, the Spanish reader's markets after Spain, and the national sites there of chains named elsewhere. */
export const SPANISH_AMERICAN_SHOPS: readonly Shop[] = [
  shop('liverpool.com.mx', ['liverpool'], search('liverpool.com.mx'), true),
  shop('mercadolibre.com.mx', ['mercado libre', 'mercadolibre'], search('mercadolibre.com.mx')),
  shop('mercadolibre.com.ar', [], search('mercadolibre.com.ar')),
  shop('coppel.com', ['coppel'], search('coppel.com'), { market: 'MX' }),
  shop('sanborns.com.mx', ['sanborns'], search('sanborns.com.mx')),
  shop('elektra.com.mx', ['elektra'], search('elektra.com.mx'), true),
  shop('walmart.com.mx', [], search('walmart.com.mx')),
  shop('amazon.com.mx', ['amazon mx', 'amazon méxico'], search('amazon.com.mx'), true),
  shop('falabella.com', ['falabella'], search('falabella.com'), { market: 'CL' }),
  // Argentina's electronics and appliance chains.
  shop('fravega.com', ['frávega', 'fravega'], search('fravega.com'), { market: 'AR' }),
  shop('garbarino.com', ['garbarino'], search('garbarino.com'), { market: 'AR' }),
  shop('musimundo.com', ['musimundo'], search('musimundo.com'), { market: 'AR' }),
  shop('cetrogar.com.ar', ['cetrogar'], search('cetrogar.com.ar')),
  shop('megatone.net', ['megatone'], search('megatone.net'), { market: 'AR' }),
];
