import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22s round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: Danish and Czech, and features named with a price word, quoted titles (issue-22s round)', () => {
  it('reads a Danish price watch, its bound after the amount and its crowns at a Danish shop', () => {
    const intent = read('Sig til når Bose QuietComfort Ultra koster 2.000 kr. eller mindre hos Elgiganten');
    expect(intent.product).toBe('Bose QuietComfort Ultra');
    expect(intent.sites).toEqual(['elgiganten.dk']);
    expect(intent.condition).toEqual({ kind: 'at_or_below', amount: 2000, currency: 'DKK' });
  });

  it('reads Danish stock and drop words', () => {
    expect(read('giv mig besked hvis Lego Creator 31109 er udsolgt på coolshop.dk').condition).toEqual({ kind: 'out_of_stock' });
    expect(read('Giv besked når Garmin Venu 3 bliver billigere hos Bilka').condition).toEqual({ kind: 'any_drop' });
  });

  it('reads a Czech price watch with its crowns written with a space between thousands', () => {
    const intent = read('Dejte mi vědět, až Sony WH-1000XM5 klesne pod 6 500 Kč na czc.cz');
    expect(intent.product).toBe('Sony WH-1000XM5');
    expect(intent.condition).toEqual({ kind: 'below', amount: 6500, currency: 'CZK' });
  });

  it('reads Czech stock words and a shop named by its declined name', () => {
    expect(read('upozorni mě, až bude Garmin Fenix 8 znovu skladem na datart.cz').condition).toEqual({ kind: 'back_in_stock' });
    const declined = read('Dej vědět, když zlevní Apple iPad Air M3 na Alze');
    expect(declined.sites).toEqual(['alza.cz']);
    expect(declined.condition).toEqual({ kind: 'any_drop' });
  });

  it('drops a Czech or Danish category word before a name, and reads a release of software', () => {
    expect(read('Upozorni mě, když cena vysavače Roborock Qrevo S klesne pod 9 000 Kč na czc.cz').product).toBe('Roborock Qrevo S');
    expect(read('Giv besked når støvsugeren Roborock Qrevo S bliver billigere hos Bilka').product).toBe('Roborock Qrevo S');
    const release = read('Dej mi vědět, až vyjde nová verze aplikace Signal na signal.org');
    expect([release.product, release.metric]).toEqual(['Signal', 'content']);
  });

  it('reads a dot after a size or a crown as its abbreviation, not the end of a sentence', () => {
    expect(read('Sag Bescheid wenn die Puma Suede Gr. 41 bei otto.de wieder lieferbar ist').product).toBe('Puma Suede Gr. 41');
    expect(read('säg till när Hoka Clifton 9 stl. 43 kostar under 1 200 kr. på zalando.se').product).toBe('Hoka Clifton 9 stl. 43');
  });

  it('keeps a feature whose noun is a price word inside the name, and reads a discount with its size', () => {
    expect(read('me avise quando o fone JBL Tune 770NC com redução de ruído baixar na amazon').product).toBe('JBL Tune 770NC com redução de ruído');
    expect(read('préviens-moi quand le casque Sony WH-CH720N avec réduction de bruit baisse sur fnac.com').product).toBe('Sony WH-CH720N avec réduction de bruit');
    const discount = read('Préviens-moi quand la Dyson V15 a une réduction de 20 % chez Darty');
    expect(discount.product).toBe('Dyson V15');
    expect(discount.condition).toEqual({ kind: 'drop_pct', amount: 20 });
  });

  it('reads the words of a quoted title as its name, whatever they mean elsewhere', () => {
    expect(read('tell me when the book "Notes on a Scandal" drops on amazon.com').product).toBe('Notes on a Scandal');
    expect(read("let me know if 'News from Nowhere' gets cheaper at waterstones.com").product).toBe('News from Nowhere');
    expect(read('sag Bescheid wenn „Über Menschen“ von Juli Zeh bei thalia.de billiger wird').product).toBe('Über Menschen von Juli Zeh');
  });

  it('reads a whole intent in quotes as an intent, not a title', () => {
    const intent = read('"tell me when the Steam Deck OLED drops below $500 on amazon.com"');
    expect(intent.product).toBe('Steam Deck OLED');
    expect(intent.condition).toEqual({ kind: 'below', amount: 500, currency: 'USD' });
  });

  it('leaves Swedish intents Swedish beside Danish', () => {
    expect(read('Säg till när Garmin Venu 3 blir billigare på Elgiganten').sites).toEqual(['elgiganten.se']);
  });
});
