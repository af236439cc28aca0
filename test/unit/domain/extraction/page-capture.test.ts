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
});
