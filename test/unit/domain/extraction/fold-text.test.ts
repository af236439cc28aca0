import { describe, expect, it } from 'vitest';
import { foldCharacters, foldWording } from '../../../../src/domain/extraction/fold-text.js';

describe('foldCharacters', () => {
  it.each([
    ['Don’t miss it', "Don't miss it"],
    ['„Angebot“', '"Angebot"'],
    ['1\u202f299,00\u00a0€', '1 299,00 €'],
    ['CHF 1’299.–', "CHF 1'299.–"],
    ['１２，８００円', '12,800円'],
    ['￥３，９８０', '¥3,980'],
    ['in\u2011stock', 'in-stock'],
  ])('%j → %j, one character for one', (text, folded) => {
    expect(foldCharacters(text)).toBe(folded);
    expect(foldCharacters(text)).toHaveLength(text.length);
  });

  it('returns plain ASCII text as it is', () => {
    const text = 'Sold out - $19.99';
    expect(foldCharacters(text)).toBe(text);
  });
});

describe('foldCharacters: Arabic-Indic digits and separators', () => {
  it('reads Arabic-Indic and eastern Arabic-Indic digits, and the Arabic thousands and decimal signs, one for one', () => {
    expect(foldCharacters('١٬٢٥٠٫٥٠ ر.س')).toBe('1,250.50 ر.س');
    expect(foldCharacters('۴۵۰۰۰ تومان')).toBe('45000 تومان');
  });
});

describe('foldWording', () => {
  it.each([
    ['NICHT VERFÜGBAR', 'nicht verfugbar'],
    ['Verfüg\u00adbar', 'verfugbar'],
    ['Épuisée', 'epuisee'],
    ['Wasn’t Available', "wasn't available"],
    ['Niedostępny', 'niedostepny'],
    ['STRASSE Straße', 'strasse strasse'],
    ['İNDİRİM', 'indirim'],
    ['ｓｏｌｄ\u3000ｏｕｔ', 'sold out'],
    ['zero\u200bwidth', 'zerowidth'],
    ['Wysyłka KJØP Tilgængelig Œuvre', 'wysylka kjop tilgaengelig oeuvre'],
  ])('%j → %j', (text, folded) => {
    expect(foldWording(text)).toBe(folded);
  });

  it('keeps kana and Hangul composed', () => {
    expect(foldWording('ガイド 재고 없음')).toBe('ガイド 재고 없음');
  });
});
