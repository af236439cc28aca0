import { describe, expect, it } from 'vitest';
import { correctShopDomain, correctShopEnding, findShopByDomain, findShopByName, localizeShop, marketOfSite } from '../../../../src/domain/intent/shops.js';
import { EUROPEAN_SHOPS } from '../../../../src/domain/intent/european-shops.js';
import { MARKET_SHOPS } from '../../../../src/domain/intent/market-shops.js';
import { SHOPS } from '../../../../src/domain/intent/shops.js';
import { SPANISH_AMERICAN_SHOPS } from '../../../../src/domain/intent/spanish-american-shops.js';

const neverAWord = (): boolean => false;

describe('the shop table', () => {
  const all = [...SHOPS, ...EUROPEAN_SHOPS, ...MARKET_SHOPS, ...SPANISH_AMERICAN_SHOPS];

  it('holds a few hundred shops, each domain once, in every market of the seven languages', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((s) => s.domain)).size).toBe(all.length);
    const markets = new Set(all.map((s) => marketOfSite(s.domain)));
    for (const market of ['US', 'GB', 'AU', 'DE', 'AT', 'CH', 'FR', 'BE', 'ES', 'MX', 'IT', 'NL', 'PT', 'BR']) expect(markets, market).toContain(market);
  });

  it('finds a shop whose name is written run together or split', () => {
    expect(findShopByName('leroymerlin')?.domain).toBe('leroymerlin.fr');
    expect(findShopByName('nedgame')?.domain).toBe('nedgame.nl');
    expect(findShopByName('ned game')?.domain).toBe('nedgame.nl');
    // Too short to be told apart from two words run together.
    expect(findShopByName('a o')).toBeUndefined();
    // A long domain label names its shop too.
    expect(findShopByName('bhphotovideo')?.domain).toBe('bhphotovideo.com');
  });

  it('knows book, DIY and beauty chains of the German, French and Dutch markets', () => {
    expect(findShopByName('thalia')?.domain).toBe('thalia.de');
    expect(findShopByName('brico depot')?.domain).toBe('bricodepot.fr');
    expect(findShopByName('ici paris xl')?.domain).toBe('iciparisxl.nl');
  });

  it('names shops by their spoken names and knows where .com shops sell', () => {
    expect(findShopByName('leroy merlin')?.domain).toBe('leroymerlin.fr');
    expect(marketOfSite('marksandspencer.com')).toBe('GB');
    expect(marketOfSite('coppel.com')).toBe('MX');
    expect(marketOfSite('etsy.com')).toBeNull();
  });
});

describe('localizeShop', () => {
  const shopNamed = (name: string) => {
    const found = findShopByName(name);
    if (found === undefined) throw new Error(name);
    return found;
  };

  it('moves a chain to its site in the first market it sells in', () => {
    expect(localizeShop(shopNamed('decathlon'), ['BR', 'PT'])).toBe('decathlon.com.br');
    expect(localizeShop(shopNamed('leroy merlin'), ['IT', 'CH'])).toBe('leroymerlin.it');
    expect(localizeShop(shopNamed('mercado libre'), ['ES', 'MX'])).toBe('mercadolibre.com.mx');
    expect(localizeShop(shopNamed('mediamarkt'), ['IT'])).toBe('mediaworld.it');
  });

  it('keeps a shop that sells in none of the markets where it is', () => {
    expect(localizeShop(shopNamed('thomann'), ['US', 'GB'])).toBe('thomann.de');
    expect(localizeShop(shopNamed('etsy'), ['DE'])).toBe('etsy.com');
  });
});

describe('correctShopDomain', () => {
  it('reads a domain one letter from a known shop\'s, with the same ending, as that shop\'s', () => {
    expect(correctShopDomain('zalado.de', neverAWord)).toBe('zalando.de');
    expect(correctShopDomain('tohmann.de', neverAWord)).toBe('thomann.de');
    expect(correctShopDomain('wlamart.com', neverAWord)).toBe('walmart.com');
    expect(correctShopDomain('intertys.nl', neverAWord)).toBe('intertoys.nl');
  });

  it('leaves known domains, other endings, short names, plurals and words alone', () => {
    expect(findShopByDomain('zalando.de')).toBeDefined();
    expect(correctShopDomain('zalando.de', neverAWord)).toBeNull();
    expect(correctShopDomain('zalado.io', neverAWord)).toBeNull();
    expect(correctShopDomain('asdo.com', neverAWord)).toBeNull();
    expect(correctShopDomain('targets.com', neverAWord)).toBeNull();
    expect(correctShopDomain('smart.com.au', (label) => label === 'smart')).toBeNull();
    expect(correctShopDomain('example.com', neverAWord)).toBeNull();
  });
});

describe('correctShopEnding', () => {
  it('reads an ending with a letter dropped, and prefers a dropped letter when another ending is one letter off too', () => {
    expect(correctShopEnding('mediamarkt.d')).toBe('mediamarkt.de');
    expect(correctShopEnding('bestbuy.cm')).toBe('bestbuy.com');
    expect(correctShopEnding('boulanger.co')).toBe('boulanger.com');
  });

  it('reads a known shop whose ending is one letter off', () => {
    expect(correctShopEnding('zalando.dee')).toBe('zalando.de');
    expect(correctShopEnding('walmart.ocm')).toBe('walmart.com');
    expect(correctShopEnding('kabum.com.bt')).toBe('kabum.com.br');
  });

  it('leaves unknown names, real endings and endings two letters off alone', () => {
    expect(correctShopEnding('zalando.de')).toBeNull();
    expect(correctShopEnding('nosuchshop.cmo')).toBeNull();
    expect(correctShopEnding('walmart.xyz')).toBeNull();
  });
});
