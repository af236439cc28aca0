import { describe, expect, it } from 'vitest';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { isRotatingCopy } from '../../../../src/domain/changes/rotating-copy.js';
import { isRelevant } from '../../../../src/domain/changes/relevance-threshold.js';
import type { Observation } from '../../../../src/domain/observation.js';

const page = (block: string): string =>
  ['Café des Arts', 'Cuisine de marché au cœur du Marais.', block, 'Ouvert du mardi au samedi.', 'Réservations par téléphone.'].join('\n');

describe('isRotatingCopy', () => {
  it.each([
    { name: 'the lines under a "du jour" heading', before: page('Soupe du jour\nVelouté de potimarron'), after: page('Soupe du jour\nCrème de poireaux aux croûtons'), rotating: true },
    { name: 'a line under its own kept label', before: 'Tuinen\nConsejo: riega las plantas por la mañana\nContacto', after: 'Tuinen\nConsejo: abona el césped en primavera\nContacto', rotating: true },
    { name: 'a featured block in Dutch', before: 'Uitgelicht\nDe nieuwe fietsroute langs de Vecht', after: 'Uitgelicht\nWandelen door de Loonse Duinen', rotating: true },
    { name: 'a value under a plain label', before: 'Status\nAvailable\nViewing by appointment', after: 'Status\nUnder offer\nViewing by appointment', rotating: false },
    { name: 'a long section under the label', before: 'Tip of the week\na\nb\nc\nd', after: 'Tip of the week\ne\nf\ng\nh', rotating: false },
    { name: 'the label itself changed', before: 'Featured\nOne story', after: 'Archive\nOne story', rotating: false },
    { name: 'a tip whose label is a question ("Le saviez-vous ?")', before: 'Poterie\nLe saviez-vous ? Un bol cuit deux fois résiste au lave-vaisselle.\nContact', after: 'Poterie\nLe saviez-vous ? L’émail est posé avant la seconde cuisson.\nContact', rotating: true },
    { name: 'a question that names no tip', before: 'FAQ\nCan I pause my plan? Yes, for up to three months.\nContact', after: 'FAQ\nCan I pause my plan? No, plans cannot be paused.\nContact', rotating: false },
    { name: 'a release note under "Breaking changes"', before: 'v2.0\nBreaking changes\nThe old login route stays', after: 'v2.0\nBreaking changes\nThe old login route is removed', rotating: false },
    { name: 'a generic line swapped for a welcome of a returning visitor by name', before: 'Guides\nNew here? Start with our beginner guides.\nContact', after: 'Guides\nWelcome back, Priya! Pick up where you left off in “Sourdough basics”.\nContact', rotating: true },
    { name: 'a Dutch welcome back, signed out again', before: 'Vacatures\nWelkom terug, Sanne. Je hebt 2 bewaarde vacatures.\nContact', after: 'Vacatures\nBekijk onze openstaande functies.\nContact', rotating: true },
    { name: 'a notice that says "welcome back" to everyone', before: 'Office\nThe building is closed for works.\nContact', after: 'Office\nWelcome back to the office: the building reopens on Monday.\nContact', rotating: false },
  ])('$name', ({ before, after, rotating }) => {
    expect(isRotatingCopy(before, after)).toBe(rotating);
  });
});

describe('compareObservations: rotating copy on a small page', () => {
  const base: Observation = { title: 'Café des Arts', price: null, currency: null, availability: null, source: null, text: page('Soupe du jour\nVelouté de potimarron') };
  const watch = { metric: 'content' as const, condition: null };

  it('does not report a dish of the day swapped for another at the default sensitivity, but still detects it', () => {
    const change = compareObservations(base, { ...base, text: page('Soupe du jour\nCrème de poireaux aux croûtons') }, watch);
    expect(change).not.toBeNull();
    expect(isRelevant(change!, 0.5)).toBe(false);
    expect(isRelevant(change!, 0)).toBe(true);
  });

  it('still reports a fact that moved in the same block', () => {
    const before = { ...base, text: page('Menu du jour\nEntrée et plat 16 €') };
    const change = compareObservations(before, { ...before, text: page('Menu du jour\nEntrée et plat 19 €') }, watch);
    expect(isRelevant(change!, 0.5)).toBe(true);
  });

  it('still reports a state written in prose outside such a block', () => {
    const before = { ...base, text: page('Terrasse\nOuverte tous les jours') };
    const change = compareObservations(before, { ...before, text: page('Terrasse\nFermée pour travaux jusqu’à nouvel ordre') }, watch);
    expect(isRelevant(change!, 0.5)).toBe(true);
  });
});
