import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22q round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: declined drop nouns, national sites, people sought and software (issue-22q round)', () => {
  it('reads the Polish drop noun in the case "o" puts it in as any drop', () => {
    expect(read('Powiadom mnie o obniżce ceny odkurzacza Roborock Q7 na allegro.pl').condition).toEqual({ kind: 'any_drop' });
  });

  it('finds a chain named in Swedish on its Swedish site', () => {
    expect(read('Säg till när Makita DHP485 blir billigare hos Bauhaus').sites).toEqual(['bauhaus.se']);
  });

  it('names the people sought after a topic whole, a capitalised word after the lower-case ones included', () => {
    expect(read('Me avisa de vagas de analista BI em Curitiba no catho.com.br').product).toBe('analista BI em Curitiba');
    expect(read('tell me about jobs for senior PHP developers on indeed.com').product).toBe('senior PHP developers');
  });

  it('reads Portuguese new listings with the adjective before or after the noun as a topic', () => {
    expect(read('Me avisa de novas vagas de desenvolvedor PHP no infojobs.com.br').product).toBe('desenvolvedor PHP');
    expect(read('Quero saber de vagas novas para analista BI no catho.com.br').product).toBe('analista BI');
  });

  it('takes the kind of software off the name of what a new version is of, however short the name', () => {
    expect(read('Avísame cuando salga una nueva versión del programa Audacity en audacityteam.org').product).toBe('Audacity');
    expect(read('Sag Bescheid, wenn eine neue Version der App Signal auf signal.org erscheint').product).toBe('Signal');
    expect(read('tell me when a new version of the app Signal is out on signal.org').product).toBe('Signal');
  });
});
