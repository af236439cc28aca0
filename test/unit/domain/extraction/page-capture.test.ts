import { describe, expect, it } from 'vitest';
import { CENTS_MARK as M, joinSetApartCents } from '../../../../src/domain/extraction/page-capture.js';

describe('joinSetApartCents', () => {
  it.each([
    [`$24${M}99`, '$24.99'],
    [`1,049${M}95 USD`, '1,049.95 USD'],
    [`2.399${M}00 €`, '2.399,00 €'],
    [`kr 349${M} 50`, 'kr 349.50'],
  ])('reads two raised digits after a whole number as its decimals: %s', (text, expected) => {
    expect(joinSetApartCents(text)).toBe(expected);
  });

  it.each([
    [`$19.99${M}12`, '$19.9912'],
    [`€ 5,49${M}1`, '€ 5,491'],
    [`Model 7${M}300`, 'Model 7300'],
    [`24${M},90 €`, '24,90 €'],
  ])('leaves other superscripts as they are, without the mark: %s', (text, expected) => {
    expect(joinSetApartCents(text)).toBe(expected);
  });

  it.each([
    [`★ 5${M}38 Bewertungen`, '★ 5 38 Bewertungen'],
    [`€ 3${M}17 avis`, '€ 3 17 avis'],
    [`4,5${M}12 reseñas`, '4,5 12 reseñas'],
    [`$12${M}99 USD`, '$12.99 USD'],
  ])('keeps two digits before a count of reviews or ratings apart from the score before them: %s', (text, expected) => {
    expect(joinSetApartCents(text)).toBe(expected);
  });
});
