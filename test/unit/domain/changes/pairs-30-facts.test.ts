import { describe, expect, it } from 'vitest';
import { diffText } from '../../../../src/domain/changes/diff-text.js';
import { isNoticeDate } from '../../../../src/domain/extraction/notice-dates.js';

// pairs-30's rules, in other wording than the pairs that prompted them.
describe('a header cell the changed span took in still heads its column', () => {
  it.each([
    ['Baujahr\n2019\nZustand\nNeuwertig\nDas Fahrrad wurde kaum gefahren und steht in Köln.', 'Neuwertig', 'Reserviert'],
    ['Año\n2018\nEstado\nDisponible\nVivienda exterior con dos balcones y trastero.', 'Disponible', 'Reservado'],
  ])('a state cell under its header: %#', (before, from, to) => {
    expect(diffText(before, before.replace(from, to))?.factsChanged).toBe(true);
  });

  it('a prose line under a line that is no header is weighed by its size', () => {
    const before = 'Beschreibung\nGut erhalten\nDas Fahrrad wurde kaum gefahren.';
    expect(diffText(before, before.replace('Gut erhalten', 'Sehr gut erhalten'))?.factsChanged).toBe(false);
  });
});

describe('a date a thing starts from is a notice date', () => {
  it.each([
    ['La nouvelle navette circulera dès le', '4 janvier'],
    ['Le tarif réduit s’applique à compter du', '1er février 2027'],
    ['El horario de invierno rige desde el', '3 de noviembre'],
    ['Il servizio è attivo a decorrere dal', '7 gennaio'],
  ])('%s %s', (before, date) => {
    expect(isNoticeDate(before, date)).toBe(true);
  });

  it('a delivery estimate from a day stays an estimate', () => {
    expect(isNoticeDate('Livraison dès le', '4 janvier')).toBe(false);
    expect(isNoticeDate('Entrega desde el', '3 de noviembre')).toBe(false);
  });
});
