import { shop, type Shop } from './shop.js';

const search = (domain: string): string => `https://www.${domain}/search?q={q}`;

/** Shops of the Danish and Czech markets, and the national sites there of chains named elsewhere. */
export const DANISH_CZECH_SHOPS: readonly Shop[] = [
  shop('elgiganten.dk', [], search('elgiganten.dk')),
  // "power" is also an English and Danish word: a shop only where one is expected.
  shop('power.dk', [], search('power.dk'), true),
  shop('proshop.dk', [], search('proshop.dk')),
  shop('komplett.dk', [], search('komplett.dk'), true),
  shop('bilka.dk', ['bilka'], search('bilka.dk')),
  shop('coolshop.dk', ['coolshop'], search('coolshop.dk')),
  shop('br.dk', ['br legetøj'], search('br.dk')),
  shop('saxo.com', ['saxo'], search('saxo.com'), { market: 'DK' }),
  shop('pricerunner.dk', ['pricerunner'], search('pricerunner.dk')),
  shop('imusic.dk', ['imusic'], search('imusic.dk')),
  shop('zalando.dk', [], 'https://www.zalando.dk/katalog/?q={q}'),
  shop('alza.cz', ['alza'], search('alza.cz')),
  shop('czc.cz', ['czc'], search('czc.cz')),
  // "mall" is also an English word.
  shop('mall.cz', ['mall'], search('mall.cz'), true),
  shop('datart.cz', ['datart'], search('datart.cz')),
  shop('heureka.cz', ['heureka'], search('heureka.cz')),
  shop('notino.cz', ['notino'], search('notino.cz')),
  shop('kasa.cz', ['kasa'], search('kasa.cz'), true),
  shop('zalando.cz', [], 'https://www.zalando.cz/katalog/?q={q}'),
];
