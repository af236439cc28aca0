import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22x round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: keeping an eye on it, as an idiom (issue-22x round)', () => {
  it("frames the sentence with German and Polish 'an eye on', as the other languages' leads do", () => {
    expect(read('Haltet mal ein Auge drauf, ob die Bose QuietComfort Ultra bei Saturn unter 300 € fällt').product).toBe('Bose QuietComfort Ultra');
    expect(read('wirf ein Auge auf die Lieferbedingungen von otto.de').product).toBe('Lieferbedingungen');
    expect(read('Miej oko na Xbox Series X i daj znać, gdy spadnie poniżej 2000 zł w x-kom').product).toBe('Xbox Series X');
  });
});

describe("interpretIntent: a lower bound right after a drop verb (issue-22x round)", () => {
  it("reads it as the drop's least size, as English 'drops at least $30' is, and keeps a bound on a price", () => {
    expect(read('avvisami se la Switch 2 scende almeno 50 euro su Amazon').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'EUR' });
    expect(read('laat weten als de Pixel 9 minstens 50 euro daalt bij bol').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'EUR' });
    expect(read('säg till om iPhone 16 sjunker minst 500 kr på Webhallen').condition).toEqual({ kind: 'drop_abs', amount: 500, currency: 'SEK' });
    expect(read('me avisa se o iPhone 15 cair no mínimo R$ 300 na Amazon').condition).toEqual({ kind: 'drop_abs', amount: 300, currency: 'BRL' });
    expect(read('avísame si la PS5 cuesta al menos 300 € en GAME').condition).toEqual({ kind: 'above', amount: 300, currency: 'EUR' });
  });
});

describe('interpretIntent: the passive of a verb of publishing (issue-22x round)', () => {
  it('frames the sentence in Swedish, Danish and Norwegian as the active verb does', () => {
    expect(read('säg till när lediga tjänster som lärare i Malmö annonseras på platsbanken.se').product).toBe('lärare i Malmö');
    expect(read('giv besked når nye job som tømrer i Aarhus annonceres på jobindex.dk').product).toBe('tømrer i Aarhus');
    expect(read('si fra når stillinger som lærer i Oslo annonseres på finn.no').product).toBe('lærer i Oslo');
  });
});

describe('interpretIntent: a suffix set off a domain by an apostrophe (issue-22x round)', () => {
  it("reads the domain without it, as Turkish writes 'trendyol.com'da'; English 's' stays a possessive", () => {
    expect(read("gittigidiyor.com'dan yeni ilanları takip et").sites).toEqual(['gittigidiyor.com']);
    expect(read("watch bestbuy.com's deals on the ipad").sites).toEqual(['bestbuy.com']);
  });
});

describe("interpretIntent: Finnish's lower bound after a drop verb (issue-22x round, probes)", () => {
  it("reads 'vähintään' after a drop verb as the drop's least size, and before a price as a lower bound", () => {
    expect(read('kerro kun Samsung Galaxy Watch 7 44 mm halpenee vähintään 50 € Gigantissa').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'EUR' });
    expect(read('ilmoita kun iPhone 16 maksaa vähintään 900 € power.fi:ssä').condition).toEqual({ kind: 'above', amount: 900, currency: 'EUR' });
  });
});

describe('interpretIntent: a clearance sale is a sale (issue-22x round, probes)', () => {
  it("reads Dutch 'uitverkoop' and Polish 'wyprzedaż' as any drop, while 'uitverkocht' and 'wyprzedane' stay sold out", () => {
    expect(read('Kan je een seintje geven als de Garmin Fenix 8 AMOLED 47 mm in de uitverkoop gaat bij bol.com').condition).toEqual({ kind: 'any_drop' });
    expect(read('daj znać, gdy buty Nike Pegasus 41 będą na wyprzedaży w Zalando').condition).toEqual({ kind: 'any_drop' });
    expect(read('laat weten als de Nintendo Switch 2 uitverkocht is bij bol.com').condition).toEqual({ kind: 'out_of_stock' });
    expect(read('daj znać gdy Nike Pegasus 41 będą wyprzedane na zalando.pl').condition).toEqual({ kind: 'out_of_stock' });
  });
});

describe('interpretIntent: verbs of reaching an amount (issue-22x round, probes)', () => {
  it("reads them as English 'reaches' is, an upper bound with a currency, out of the product", () => {
    const spanish = read('avísame cuando el iPad Air M3 llegue a 600 € en Amazon');
    expect(spanish.product).toBe('iPad Air M3');
    expect(spanish.condition).toEqual({ kind: 'below', amount: 600, currency: 'EUR' });
    expect(read("avvisami quando l'iPad Air M3 arriva a 600 € su Amazon").product).toBe('iPad Air M3');
    expect(read("préviens-moi quand l'iPad Air M3 atteint 600 € sur Amazon").product).toBe('iPad Air M3');
    expect(read('säg till när iPad Air M3 når 6000 kr på Webhallen').product).toBe('iPad Air M3');
    expect(read('daj znać gdy iPad Air M3 osiągnie 2500 zł w x-kom').product).toBe('iPad Air M3');
  });
});

describe('interpretIntent: buying verbs at the end of a German or Dutch clause (issue-22x round, probes)', () => {
  it("leaves 'holen', 'anschaffen', 'halen' out of the name, as 'kaufen' and 'kopen' were", () => {
    expect(read('Ich möchte mir die Sonos Era 300 anschaffen, sag Bescheid wenn sie bei Otto unter 400 € ist').product).toBe('Sonos Era 300');
    expect(read('ich will die Bose QC Ultra holen, sag mir wenn sie bei Saturn billiger wird').product).toBe('Bose QC Ultra');
    expect(read('ik wil de Philips Hue Play lightbar halen, laat me weten als hij goedkoper wordt bij Coolblue').product).toBe('Philips Hue Play lightbar');
  });
});

describe("interpretIntent: 'or more' after a drop's percentage (issue-22x round, probes)", () => {
  it('reads it with the drop, so it stays out of the product', () => {
    const swedish = read('säg till om priset på PS5 sjunker med 20 procent eller mer på Webhallen');
    expect(swedish.product).toBe('PS5');
    expect(swedish.condition).toEqual({ kind: 'drop_pct', amount: 20 });
    expect(read('giv besked hvis prisen på PS5 Pro falder med 20 % eller mere hos Power').product).toBe('PS5 Pro');
  });
});
