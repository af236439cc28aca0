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
