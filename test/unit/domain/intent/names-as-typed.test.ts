import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22i round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: names as people type them (issue-22i round)', () => {
  it('keeps a unit after a number in the name though it is also a word ("128 go")', () => {
    expect(read('dis-moi quand le pixel 9 en noir 128 go passe sous 500 € chez fnac').product).toBe('pixel 9 en noir 128 go');
    expect(read('préviens-moi quand le samsung t7 2 to baisse chez ldlc').product).toBe('samsung t7 2 to');
  });

  it('keeps an English "in" before a colour in the name, past an article and the word for colour', () => {
    expect(read('tell me when the iphone 16 in the color black drops under $700 at bestbuy.com').product).toBe('iphone 16 in the color black');
    expect(read('tell me when the ps5 in the store drops at target').product).toBe('ps5');
  });

  it('reads a screen resolution as a specification, not a model number, after a category', () => {
    expect(read('dis-moi quand une télé 4k de 50 pouces est à moins de 350 € chez e.leclerc').product).toBe('télé 4k de 50 pouces');
    expect(read('tell me when the lg c4 65 4k oled drops under $1500 at bestbuy.com').product).toBe('lg c4 65 4k oled');
  });

  it('never reads a category of products as a slip of a frame word (Italian "monitor" is no "monitora")', () => {
    expect(read('avvisami quando un monitor 4k da 27 pollici scende sotto i 250 € su amazon.it').product).toBe('monitor 4k da 27 pollici');
  });

  it('reads an article that is also a frame word as glue after a preposition ("in het blauw")', () => {
    expect(read('laat me weten als de pixel 9 in het blauw onder de 500 euro zakt bij coolblue').product).toBe('pixel 9 in het blauw');
    expect(read('laat het me weten als de ps5 goedkoper wordt bij bol').product).toBe('ps5');
    expect(read('ik wil graag een melding als de lego ideas het kasteel van hogwarts onder de 150 euro zakt bij intertoys').product).toBe('lego ideas het kasteel van hogwarts');
  });

  it('keeps a German article capitalised mid-sentence, which opens a title', () => {
    expect(read('Sag mir bitte Bescheid, wenn Das Boot Staffel 1 auf Blu-ray bei amazon.de unter 15 € fällt').product).toBe('Das Boot Staffel 1 auf Blu-ray');
    expect(read('Die Switch 2 bei Saturn unter 400 €, sag Bescheid').product).toBe('Switch 2');
  });

  it('reads lower-case words opening a run before an article as a verb, the article opening its object', () => {
    expect(read('ich suche einen staubsauger mit beutel unter 150 € bei otto.de').product).toBe('staubsauger mit beutel');
    expect(read('ik zoek een wasmachine met droger onder de 600 euro bij coolblue').product).toBe('wasmachine met droger');
    expect(read('cerco una lavatrice da 9 kg sotto i 400 € su unieuro').product).toBe('lavatrice da 9 kg');
    // A noun has its own article before it: a preposition after it is no verb's object.
    expect(read('me avisa quando o fogão a gás Brastemp baixar na Amazon').product).toBe('fogão a gás Brastemp');
    // A capital mid-sentence marks a name, not a verb; at the sentence's start it says nothing.
    expect(read('préviens-moi quand Astérix le domaine des dieux en dvd est à moins de 10 € sur fnac.com').product).toBe('Astérix le domaine des dieux en dvd');
    expect(read('Quero uma panela de pressão elétrica por menos de R$ 400 no Magalu').product).toBe('panela de pressão elétrica');
  });

  it('of two names, prefers the one in the clause of the price condition', () => {
    expect(read('I have the iphone 15 already, tell me when the magsafe charger drops below $30 at apple.com').product).toBe('magsafe charger');
    expect(read('ich hab schon die ps5, sag mir wenn der dualsense edge controller bei otto unter 180 € fällt').product).toBe('dualsense edge controller');
    expect(read("j'ai déjà l'iphone 16, dis-moi quand la coque magsafe passe sous 40 € sur apple.com").product).toBe('coque magsafe');
    expect(read('préviens-moi quand le Samsung Galaxy AI Book baisse chez darty').product).toBe('Samsung Galaxy AI Book');
  });
});

describe('interpretIntent: bounds and shops of the issue-22i round', () => {
  it('reads a bare "max" before an amount of money as an inclusive bound, before a bare number as a name', () => {
    expect(read('sag mir wenn das ipad air für max 500 euro bei saturn zu haben ist')).toMatchObject({ product: 'ipad air', condition: { kind: 'at_or_below', amount: 500, currency: 'EUR' } });
    expect(read('let me know if the airpods max go for max $450 at target')).toMatchObject({ product: 'airpods max', condition: { kind: 'at_or_below', amount: 450 } });
    expect(read('laat me weten als de nike air max 90 voor 100 euro bij zalando.nl te koop is')).toMatchObject({ product: 'nike air max 90', condition: { kind: 'below', amount: 100 } });
  });

  it('reads an amount joined to its currency and a noun by hyphens, and German and Dutch verb-last bounds after it', () => {
    expect(read('sag mir wenn das ipad air bei saturn die 500-Euro-Marke unterschreitet')).toMatchObject({ product: 'ipad air', metric: 'price', condition: { kind: 'below', amount: 500, currency: 'EUR' } });
    expect(read('Gib Bescheid, wenn die Xbox Series X bei otto.de unter die 400-€-Grenze fällt').condition).toEqual({ kind: 'below', amount: 400, currency: 'EUR' });
    expect(read('laat me weten als de ps5 pro bij bol de 700-euro-grens overschrijdt').condition).toEqual({ kind: 'above', amount: 700, currency: 'EUR' });
    expect(read('Sag Bescheid, wenn der Preis der Switch 2 bei Saturn 500 € übersteigt').condition).toEqual({ kind: 'above', amount: 500, currency: 'EUR' });
  });

  it('prefers a bound on money to one on a bare number, which is a model ("Combo 10 Max")', () => {
    expect(read('mi avvisi quando il robot aspirapolvere roomba combo 10 max scende sotto i 600 euro su mediaworld per favore')).toMatchObject({ product: 'roomba combo 10 max', condition: { kind: 'below', amount: 600, currency: 'EUR' } });
    expect(read('tell me when the galaxy s25 ultra is 900 max at amazon.com').condition).toEqual({ kind: 'at_or_below', amount: 900, currency: 'USD' });
  });

  it('reads French "maxi" as "max": an inclusive bound beside money, before or after it', () => {
    expect(read("préviens-moi quand l'ipad mini coûte maxi 400 € chez fnac").condition).toEqual({ kind: 'at_or_below', amount: 400, currency: 'EUR' });
    expect(read("préviens-moi quand l'ipad mini est à 400 euros maxi chez fnac").condition).toEqual({ kind: 'at_or_below', amount: 400, currency: 'EUR' });
  });

  it('reads a negated comparison after an ambiguous shop name as the condition, not a name', () => {
    expect(read('sag mir wenn das ipad mini bei otto nicht teurer als 400 € ist')).toMatchObject({ sites: ['otto.de'], condition: { kind: 'at_or_below', amount: 400 } });
    expect(read('laat me weten als de airpods 4 bij bol niet duurder dan 120 euro zijn')).toMatchObject({ sites: ['bol.com'], condition: { kind: 'at_or_below', amount: 120 } });
  });

  it('names E.Leclerc by its own domain', () => {
    expect(read('dis moi quand le robot cookeo baisse sur e.leclerc').sites).toEqual(['e.leclerc']);
    expect(read('Préviens-moi quand la cocotte Staub 26 cm passe sous 150 € chez Leclerc').sites).toEqual(['e.leclerc']);
  });
});
