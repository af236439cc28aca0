import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { parseDomainWord } from '../../../../src/domain/intent/hosts.js';

// The issue-22v round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: Norwegian and Finnish (issue-22v round)', () => {
  it('reads Norwegian as a language of its own, with its shops and crowns', () => {
    const intent = read('Gi meg beskjed når Garmin Forerunner 265 blir billigere hos Elkjøp');
    expect(intent.product).toBe('Garmin Forerunner 265');
    expect(intent.sites).toEqual(['elkjop.no']);
    expect(intent.condition).toEqual({ kind: 'any_drop' });
    const bound = read('si fra når Bose QuietComfort Ultra koster høyst 3 500 kr hos Komplett');
    expect(bound.sites).toEqual(['komplett.no']);
    expect(bound.condition).toEqual({ kind: 'at_or_below', amount: 3500, currency: 'NOK' });
  });

  it('keeps a Danish intent Danish beside the Norwegian words', () => {
    expect(read('Giv mig besked når Garmin Venu 3 er på lager igen hos Proshop').sites).toEqual(['proshop.dk']);
  });

  it('reads a Finnish shop by its ending of place, with no preposition before it', () => {
    const intent = read('Kerro kun Garmin Forerunner 265 maksaa alle 300 € Gigantista');
    expect(intent.product).toBe('Garmin Forerunner 265');
    expect(intent.sites).toEqual(['gigantti.fi']);
    expect(intent.condition).toEqual({ kind: 'below', amount: 300, currency: 'EUR' });
  });

  it('takes a Finnish case ending written after a colon off the name, and keeps a Swedish genitive', () => {
    expect(read('Kerro, kun Garmin Venu 3:n hinta laskee sivustolla power.fi').product).toBe('Garmin Venu 3');
    expect(read('Säg till när Clas Ohlson:s nya stege blir billigare på clasohlson.com').product).toContain(':s');
  });

  it('reads Finnish drops, bounds and the site named by "sivustolla"', () => {
    expect(read('ilmoita jos Sony WH-1000XM6 halpenee 15 % sivustolla power.fi').condition).toEqual({ kind: 'drop_pct', amount: 15 });
    expect(read('Ilmoita kun Garmin Venu 3 maksaa enintään 350 € sivustolla jimms.fi').condition).toEqual({ kind: 'at_or_below', amount: 350, currency: 'EUR' });
  });
});

describe('interpretIntent: sections and categories (issue-22v round)', () => {
  it("reads a section noun before the section's name as a page noun, in each language", () => {
    expect(read('Daj znać, gdy zmieni się sekcja Reklamacje na mediamarkt.pl').product).toBe('Reklamacje');
    expect(read('préviens-moi quand la section Livraison change sur fnac.com').product).toBe('Livraison');
  });

  it('reads a metric word written with a capital beside a page noun as the name of a section, watched for content', () => {
    const deals = read('let me know when the Deals section on bestbuy.com changes');
    expect([deals.product, deals.metric]).toEqual(['Deals', 'content']);
    expect(read('Avvisami quando la sezione Offerte di unieuro.it cambia').product).toBe('Offerte');
    expect(read('sag Bescheid, wenn sich der Bereich Angebote auf lidl.de ändert').product).toBe('Angebote');
    expect(read('tell me when the sale on uniqlo.com ends').metric).toBe('price');
  });

  it('keeps a category whose description is joined to a model number by glue: no name follows it', () => {
    expect(read('avísame cuando un portátil gaming con rtx 4070 baje de 1.200 € en pccomponentes').product).toBe('portátil gaming con rtx 4070');
  });

  it("keeps an adjective of a category's kind after it with the category", () => {
    expect(read('avisame cuando la freidora eléctrica cecotec cecofry 4000 baje un 10% en amazon.es').product).toBe('cecotec cecofry 4000');
  });
});

describe('interpretIntent: asking kindly (issue-22v round)', () => {
  it.each([
    '¿Serías tan amable de decirme cuando la Steam Deck OLED baje de 500 € en game.es?',
    'Wärst du so nett, mir zu sagen, wenn die Steam Deck OLED bei Otto unter 500 € fällt?',
    'Zou u zo vriendelijk willen zijn mij te laten weten wanneer de Steam Deck OLED bij bol onder de 500 euro zakt?',
    'Sareste così gentili da avvisarmi quando la Steam Deck OLED scende sotto i 500 € su amazon.it?',
    'Byla bys tak hodná a dala mi vědět, až Steam Deck OLED klesne pod 12 000 Kč na alza.cz?',
    'Vær så snill å si fra når Steam Deck OLED koster under 6000 kr hos Komplett',
  ])('frames the sentence with the formula of asking kindly: %s', (text) => {
    expect(read(text).product).toBe('Steam Deck OLED');
  });
});

describe('interpretIntent: listings with the people sought (issue-22v round)', () => {
  it('reads the listing nouns with an adjective of vacancy, and Czech positions, before the people sought', () => {
    expect(read('Meddela mig när det finns lediga tjänster som elektriker i Luleå på platsbanken.se').product).toBe('elektriker i Luleå');
    expect(read('Giv besked når der kommer ledige stillinger som tømrer i Esbjerg på jobnet.dk').product).toBe('tømrer i Esbjerg');
    expect(read('Upozorni mě, až na jobs.cz přibudou nové pozice pro skladníky v Ostravě').product).toBe('skladníky v Ostravě');
    expect(read('Powiadom mnie, gdy na olx.pl będą nowe ogłoszenia o pracę dla kelnerów w Gdańsku').product).toBe('kelnerów w Gdańsku');
  });
});

describe('interpretIntent: Japanese drops of at least a size (issue-22v round)', () => {
  it("reads a lower bound between an amount and a drop word as the drop's least size", () => {
    expect(read('楽天でダイソン V15が8000円以上値下げされたら知らせて').condition).toEqual({ kind: 'drop_abs', amount: 8000, currency: 'JPY' });
    expect(read('Amazonでキンドルが20%以上安くなったら教えて').condition).toEqual({ kind: 'drop_pct', amount: 20 });
    expect(read('楽天でダイソン V15が8万円以上になったら知らせて').condition).toEqual({ kind: 'above', amount: 80000, currency: 'JPY' });
  });
});

describe('interpretIntent: an amount "in price" before a verb-last drop (issue-22v round)', () => {
  it('reads "in price" between a drop verb and the amount as a drop of that size', () => {
    expect(read('let me know if the Garmin Fenix 8 goes down in price by $100 at rei.com').condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'USD' });
    expect(read('dis-moi si le Garmin Fenix 8 baisse de prix de 100 € chez Darty').condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'EUR' });
    expect(read('tell me when the Garmin Fenix 8 drops in price below $800 at rei.com').condition).toEqual({ kind: 'below', amount: 800, currency: 'USD' });
  });

  it('reads the amount as the size of the drop without a preposition of size', () => {
    expect(read('Laat me weten als de Sonos Arc Ultra 100 euro in prijs daalt bij Coolblue').condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'EUR' });
    expect(read('Gib Bescheid, wenn der Dyson V15 bei Otto 80 Euro im Preis sinkt').condition).toEqual({ kind: 'drop_abs', amount: 80, currency: 'EUR' });
  });
});

describe('interpretIntent: shops whose names are words (issue-22v round)', () => {
  it('reads a German shop written with a capital as the shop before a lower-case word, which is no name', () => {
    expect(read('Sag Bescheid, wenn die Sonos Era 100 bei Otto deutlich billiger wird').sites).toEqual(['otto.de']);
  });
});

describe('parseDomainWord: case endings after a domain', () => {
  it('reads the host before a Finnish case ending, after a colon or joined to a generic ending', () => {
    expect(parseDomainWord('tori.fi:stä')?.host).toBe('tori.fi');
    expect(parseDomainWord('example.comista')?.host).toBe('example.com');
  });
});
