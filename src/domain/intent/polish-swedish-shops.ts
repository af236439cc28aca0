import { amazonSearch, shop, type Shop } from './shop.js';

const search = (domain: string): string => `https://www.${domain}/search?q={q}`;

/** Shops of the Polish and Swedish markets, and the national sites there of chains named elsewhere. */
export const POLISH_SWEDISH_SHOPS: readonly Shop[] = [
  shop('mediaexpert.pl', ['media expert', 'mediaexpert'], search('mediaexpert.pl')),
  shop('euro.com.pl', ['rtv euro agd', 'euro rtv agd', 'rtv euro', 'euro agd'], search('euro.com.pl')),
  shop('morele.net', ['morele'], search('morele.net'), { market: 'PL' }),
  shop('komputronik.pl', ['komputronik'], search('komputronik.pl')),
  shop('neonet.pl', ['neonet'], search('neonet.pl')),
  // Board games; "rebel" is also a word.
  shop('rebel.pl', ['rebel'], search('rebel.pl'), true),
  shop('empik.com', ['empik'], search('empik.com'), { market: 'PL' }),
  shop('ceneo.pl', ['ceneo'], search('ceneo.pl')),
  shop('mediamarkt.pl', [], search('mediamarkt.pl')),
  shop('ispot.pl', ['ispot'], search('ispot.pl')),
  shop('amazon.se', ['amazon se', 'amazon sverige'], amazonSearch('amazon.se'), true),
  shop('elgiganten.se', ['elgiganten'], search('elgiganten.se')),
  shop('netonnet.se', ['netonnet', 'net on net'], search('netonnet.se')),
  shop('inet.se', ['inet'], search('inet.se')),
  // "komplett" is also the Swedish and German word for complete.
  shop('komplett.se', ['komplett'], search('komplett.se'), true),
  shop('webhallen.com', ['webhallen'], search('webhallen.com'), { market: 'SE' }),
  shop('prisjakt.nu', ['prisjakt'], search('prisjakt.nu'), { market: 'SE' }),
  shop('clasohlson.com', ['clas ohlson'], search('clasohlson.com'), { market: 'SE' }),
  shop('cdon.se', ['cdon'], search('cdon.se')),
  shop('lekmer.se', ['lekmer'], search('lekmer.se')),
  shop('mediamarkt.se', [], search('mediamarkt.se')),
  shop('bauhaus.se', [], search('bauhaus.se')),
  shop('zalando.se', [], 'https://www.zalando.se/katalog/?q={q}'),
  shop('zalando.pl', [], 'https://www.zalando.pl/katalog/?q={q}'),
  // "power" is also an English and Swedish word: a shop only where one is expected.
  shop('power.se', ['power'], search('power.se'), true),
  shop('apotea.se', ['apotea'], search('apotea.se')),
  // "stadium" is also an English word: a shop only where one is expected.
  shop('stadium.se', ['stadium'], search('stadium.se'), true),
  shop('biedronka.pl', ['biedronka'], search('biedronka.pl')),
  shop('smyk.com', ['smyk'], search('smyk.com'), { market: 'PL' }),
  shop('adlibris.com', ['adlibris'], search('adlibris.com'), { market: 'SE' }),
  shop('bokus.com', ['bokus'], search('bokus.com'), { market: 'SE' }),
];
