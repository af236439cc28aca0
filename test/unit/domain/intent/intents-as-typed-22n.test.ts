import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22n round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: intents as natives write them (issue-22n round)', () => {
  it('reads the Swiss dash for no cents, an en or em dash after the dot, as the hyphen is read', () => {
    expect(read('sag mir, wenn das Pixel 9 bei Digitec unter CHF 499.– ist').condition).toEqual({ kind: 'below', amount: 499, currency: 'CHF' });
    expect(read('dis-moi quand le Pixel 9 coûte moins de 499.— CHF chez Fust').condition).toEqual({ kind: 'below', amount: 499, currency: 'CHF' });
    expect(read("avvisami se il Pixel 9 scende sotto CHF 1'099.– su Galaxus").condition).toEqual({ kind: 'below', amount: 1099, currency: 'CHF' });
  });

  it('reads the past participles of drop verbs, in the perfect, as the drop by the amount', () => {
    const drop = { kind: 'drop_abs', amount: 40, currency: 'EUR' };
    expect(read('laat me weten als de prijs van de Pixel 9 met 40 euro gezakt is bij Coolblue').condition).toEqual(drop);
    expect(read('sag Bescheid, wenn der Preis des Pixel 9 bei Otto um 40 Euro gesunken ist').condition).toEqual(drop);
    expect(read('préviens-moi quand le prix du Pixel 9 a baissé de 40 € chez Fnac').condition).toEqual(drop);
    expect(read('avísame cuando el Pixel 9 haya caído 40 € en Fnac').condition).toEqual(drop);
    expect(read('me avisa quando o Pixel 9 tiver caído R$ 300 na Kabum').condition).toEqual({ kind: 'drop_abs', amount: 300, currency: 'BRL' });
  });

  it('reads the Belgian sales ("solden") as a sale', () => {
    const intent = read('laat me weten wanneer de Dyson V15 in de solden is bij Krëfel');
    expect([intent.product, intent.metric, intent.condition]).toEqual(['Dyson V15', 'price', { kind: 'any_drop' }]);
  });

  it('reads "drops" as coming out when a release or an installment is named, else as a price drop', () => {
    const release = read('ping me when the next release of Godot drops on godotengine.org');
    expect([release.product, release.metric, release.condition]).toEqual(['Godot', 'content', null]);
    expect(read('tell me when the new season of The Bear drops on hulu.com').metric).toBe('content');
    expect(read('tell me when the Pixel 9 drops on bestbuy.com').condition).toEqual({ kind: 'any_drop' });
    expect(read('tell me when the price of Season Pass drops on store.steampowered.com').metric).toBe('price');
  });

  it('reads a shop\'s name that is also a word as the shop when it has, gets or sells the product and no other site is named', () => {
    expect(read('tell me when Target gets the Switch 2 back in stock').sites).toEqual(['target.com']);
    expect(read('avísame cuando Liverpool tenga la Xbox Series S de nuevo').sites).toEqual(['liverpool.com.mx']);
    expect(read('fammi sapere quando Comet ha di nuovo la PS5 Pro').sites).toEqual(['comet.it']);
    // A maker with a verb is no shop where a shop is named: Best Buy is watched, not samsung.com.
    expect(read('tell me when Samsung has the Galaxy S25 on sale at Best Buy').sites).toEqual(['bestbuy.com']);
  });

  it('knows Argentina\'s electronics chains, a bare "$" there being pesos, and a German photo and an Italian toy chain', () => {
    expect(read('avísame cuando el Moto G85 baje de $ 450.000 en Garbarino').condition).toEqual({ kind: 'below', amount: 450000, currency: 'ARS' });
    expect(read('avisame si la Smart TV Philips 50PUD7908 baja en Musimundo').sites).toEqual(['musimundo.com']);
    expect(read('sag Bescheid, wenn die Nikon Z6 III bei Foto Koch wieder lieferbar ist').sites).toEqual(['fotokoch.de']);
    expect(read('dimmi quando il Lego 10497 è in offerta da Toys Center').sites).toEqual(['toyscenter.it']);
  });
});
