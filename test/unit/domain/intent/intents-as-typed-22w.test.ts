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
