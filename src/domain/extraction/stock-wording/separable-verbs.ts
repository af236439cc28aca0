import { conceptsOf } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';

// Particles German and Dutch main clauses move to the end, away from their verb: "rein(kommen)",
// "her(stellen)", "terug(komen)", "ab(holen)", "af(halen)", "op(halen)", "aan(bieden)".
const PARTICLES: ReadonlySet<string> = new Set(['rein', 'herein', 'her', 'terug', 'ab', 'af', 'op', 'aan']);
// The verbs a particle may be joined to: of arriving, receiving, returning, making, collecting and offering.
const VERBS: readonly StockConcept[] = ['coming', 'receive', 'back', 'made', 'collect', 'supply'];

/** Whether a word is a separable verb's particle, which may close a clause and join its verb ("op" closing a line is "used up" too). */
export function isParticle(word: string): boolean {
  return PARTICLES.has(word);
}

/**
 * "Der Artikel kommt nicht mehr rein", "Den Artikel stellt der Hersteller nicht mehr her", "Dit
 * product komt niet meer terug", "Reserveer en haal hem af": a separable verb split by the clause is joined again ("reinkommt",
 * "herstellt", "terugkomt") when the tables know the whole verb, so the grammar reads one verb. A
 * cheap check of the last word first: most lines end in no particle.
 */
export function joinSeparableVerb(words: string[]): string[] {
  const particle = words[words.length - 1];
  if (particle === undefined || words.length < 3 || !PARTICLES.has(particle)) return words;
  // The verb may stand right before its particle: "Reserveer & haal af".
  for (let i = 0; i < words.length - 1; i++) {
    const concepts = conceptsOf(particle + words[i]!);
    if (VERBS.some((concept) => concepts.has(concept))) return [...words.slice(0, i), particle + words[i]!, ...words.slice(i + 1, -1)];
  }
  return words;
}
