import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22y round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: Turkish as a language of its own (issue-22y round)', () => {
  it('reads the frame and the verbs that close the sentence out of the product', () => {
    const intent = read('Philips Airfryer XXL stoklara tekrar gelince haber ver trendyol.com');
    expect(intent.product).toBe('Philips Airfryer XXL');
    expect(intent.metric).toBe('availability');
    expect(intent.condition).toEqual({ kind: 'back_in_stock' });
    expect(read('Lego Technic 42171 boyner.com.tr sitesinde tükenince bana mesaj at').condition).toEqual({ kind: 'out_of_stock' });
    const policy = read('ciceksepeti.com teslimat koşulları değişince beni haberdar et');
    expect([policy.product, policy.metric]).toEqual(['teslimat koşulları', 'content']);
  });

  it('reads a bound after the amount, in lira written TL or ₺', () => {
    expect(read('Lütfen Apple AirPods Pro 2 hepsiburada.com ₺7.500 altına inince bana bildir').condition).toEqual({ kind: 'below', amount: 7500, currency: 'TRY' });
    expect(read('Samsung Galaxy Watch 7 teknosa.com en fazla 8.000 TL olursa haber verir misiniz').condition).toEqual({ kind: 'at_or_below', amount: 8000, currency: 'TRY' });
    expect(read('Garmin Venu 3 n11.com 12.000 TL veya altı olunca bildir').condition).toEqual({ kind: 'at_or_below', amount: 12000, currency: 'TRY' });
  });

  it("reads an amount before a drop verb as the drop's size, and a drop verb alone as any drop", () => {
    expect(read('Xbox Series X trendyol.com 1.500 TL ucuzlarsa haber ver').condition).toEqual({ kind: 'drop_abs', amount: 1500, currency: 'TRY' });
    const any = read('MacBook Air M3 teknosa.com indirime girince beni haberdar et');
    expect([any.product, any.condition]).toEqual(['MacBook Air M3', { kind: 'any_drop' }]);
  });

  it("reads a percentage with its sign or its word before the number ('%20', 'yüzde 20')", () => {
    expect(read('Xiaomi Redmi Note 14 Pro yüzde 20 ucuzlarsa haber ver, n11.com').condition).toEqual({ kind: 'drop_pct', amount: 20 });
    expect(read('Kindle Paperwhite fiyatı %25 düşerse bildir amazon.com.tr').condition).toEqual({ kind: 'drop_pct', amount: 25 });
  });

  it('reads words typed without the dotless ı as written with it', () => {
    expect(read('iphone 15 hepsiburada.com 40.000 tl altina dusunce haber ver').condition).toEqual({ kind: 'below', amount: 40000, currency: 'TRY' });
  });
});

describe('interpretIntent: Turkish endings on names (issue-22y round)', () => {
  it("takes a suffix set off by an apostrophe off a name or a currency ('Pro'nun', 'TL'nin')", () => {
    const intent = read("Dyson V15 Detect'in fiyatı pttavm.com'da 20.000 TL'nin altına düşerse haber ver");
    expect(intent.product).toBe('Dyson V15 Detect');
    expect(intent.condition).toEqual({ kind: 'below', amount: 20000, currency: 'TRY' });
  });

  it('reads a shop with an ending of place as the shop, with or without the apostrophe, also a name that is a word', () => {
    expect(read("Vatan'da MacBook Air M3 indirime girince beni haberdar et").sites).toEqual(['vatanbilgisayar.com']);
    expect(read('iphone 16 pro max 256gb trendyolda 80.000 tl alti olunca haber ver').sites).toEqual(['trendyol.com']);
    expect(read("Amazon'da Kindle Paperwhite 3.000 TL'den ucuz olursa bana haber ver").sites).toEqual(['amazon.com.tr']);
    expect(read("Lego Technic 42171 Amazon Türkiye'de tükenince bana mesaj at").sites).toEqual(['amazon.com.tr']);
  });

  it('leaves the words of other languages that Turkish shares alone', () => {
    expect(read('avísame cuando vuelva a haber stock de la PS5 en GAME').sites).toEqual(['game.es']);
    expect(read('quero ver quando o iPhone 15 baixar de R$ 4.000 na Amazon').sites).toEqual(['amazon.com.br']);
  });
});

describe('interpretIntent: shops the older tables lacked (issue-22y round)', () => {
  it('reads them named in words after a preposition of their market', () => {
    expect(read('let me know when the Le Creuset dutch oven 5.5 qt goes on sale at Williams Sonoma').sites).toEqual(['williams-sonoma.com']);
    expect(read('Säg till när Bosch borrmaskin kostar under 1500 kr hos Jula').sites).toEqual(['jula.se']);
    expect(read('Daj znać, gdy Lego City 60337 będzie tańsze w Pepco').sites).toEqual(['pepco.pl']);
    expect(read('Giv besked når Weber Spirit E-325 bliver billigere hos Harald Nyborg').sites).toEqual(['harald-nyborg.dk']);
    expect(read('Préviens-moi quand les Salomon Speedcross 6 sont en promo chez Intersport').sites).toEqual(['intersport.fr']);
  });

  it('reads a Finnish one with its ending of place, and leaves a name that is also a word to where a shop is expected', () => {
    expect(read('Ilmoita kun Weber Spirit E-325 maksaa alle 700 € Motonetissä').sites).toEqual(['motonet.fi']);
    expect(read('tell me when the Jysk Ergo office chair drops below $200 at bestbuy.com').sites).toEqual(['bestbuy.com']);
  });
});

describe('interpretIntent: Finnish case endings joined to a name (issue-22y round)', () => {
  it("takes them off a listed brand or a watched site's name, as Polish endings are taken off", () => {
    expect(read('Kerro kun uusi versio Inkscapesta julkaistaan inkscape.org -sivustolla').product).toBe('Inkscape');
    expect(read('Ilmoita kun Samsungin Galaxy Buds3 Pro halpenee Powerilla').product).toBe('Samsung Galaxy Buds3 Pro');
    expect(read('Ilmoita kun Nokian Hakkapeliitta 10 halpenee sivustolla vannetukku.fi').product).toBe('Nokian Hakkapeliitta 10');
  });
});

describe('interpretIntent: a lead verb telling the writer after the subject (issue-22y round)', () => {
  it("frames the sentence when the writer is its object ('and ping me'), and stays a word of the name otherwise", () => {
    expect(read('track the Garmin Instinct 3 on rei.com and text me when it is under $300').product).toBe('Garmin Instinct 3');
    expect(read('Behalte die Sonos Arc Ultra bei Otto im Blick und schreib mir wenn sie unter 800 € fällt').product).toBe('Sonos Arc Ultra');
    expect(read('let me know when the LG UltraFine monitor 27US550 drops below $250 at bestbuy.com').product).toBe('LG UltraFine monitor 27US550');
  });
});

describe('interpretIntent: a name starting with small letters after a category (issue-22y round)', () => {
  it("drops the category before 'iPad', 'iRobot' as before a capital, and keeps lower-case words about 'iOS'", () => {
    expect(read('Sag Bescheid wenn das Tablet iPad Air 11 M3 bei Saturn unter 550 € fällt').product).toBe('iPad Air 11 M3');
    expect(read('daj znać gdy odkurzacz iRobot Roomba Combo j7+ stanieje o 200 zł w Media Expert').product).toBe('iRobot Roomba Combo j7+');
    expect(read('avísame cuando haya ofertas para programadores iOS en Madrid en infojobs.net').product).toBe('programadores iOS en Madrid');
  });
});

describe('interpretIntent: prepositions before a shop typed without accents (issue-22y round)', () => {
  it("reads 'pa' as 'på' before a shop whose name is also a word", () => {
    expect(read('sag till nar Sonos Era 300 blir billigare pa Kjell').sites).toEqual(['kjell.com']);
    expect(read('giv besked nar Bose QuietComfort Ultra falder i pris pa Power').sites).toEqual(['power.dk']);
  });
});
