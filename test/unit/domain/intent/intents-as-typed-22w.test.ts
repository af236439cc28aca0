import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22w round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: shops compared (issue-22w round)', () => {
  it("ends a shop's name at the comparison's 'than', so both shops compared are read", () => {
    expect(read('Sig til hvis Sonos Arc er billigere hos Power end hos Proshop').sites).toEqual(['power.dk', 'proshop.dk']);
    expect(read('tell me when the Samsung Galaxy Tab S10 FE is cheaper at Power than at Elgiganten').sites).toEqual(['power.se', 'elgiganten.se']);
    expect(read('Sag Bescheid, wenn die Sonos Arc bei Otto günstiger ist als bei Alternate').sites).toEqual(['otto.de', 'alternate.de']);
  });
});

describe('interpretIntent: model letters that spell a currency (issue-22w round)', () => {
  it("reads 'RS' after a word of a name as the model's letters, and rupees after a comparison", () => {
    const set = read('Sag mir, wenn der Bausatz Ford Focus RS 10271 bei lego.com wieder da ist');
    expect(set.product).toContain('RS 10271');
    expect(set.condition).toEqual({ kind: 'back_in_stock' });
    expect(read('tell me when the OnePlus 13 goes under Rs 60000 on amazon.in').condition).toEqual({ kind: 'below', amount: 60000, currency: 'INR' });
    expect(read('ping me if the Pixel 9 drops below RS 55000 on flipkart').condition).toEqual({ kind: 'below', amount: 55000, currency: 'INR' });
  });
});

describe("interpretIntent: a shop's domain with a hyphen (issue-22w round)", () => {
  it('reads King Jouet as king-jouet.com, its site', () => {
    expect(read('Alerte-moi quand le Lego Icons Orchidée 10311 est moins cher chez King Jouet').sites).toEqual(['king-jouet.com']);
  });
});
