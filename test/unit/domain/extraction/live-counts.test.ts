import { describe, expect, it } from 'vitest';
import { stripVolatileTokens } from '../../../../src/domain/extraction/volatile-tokens.js';

// Counters in wordings no page pair has; limits and listed counts stay.
describe('stripVolatileTokens: live counts in every language', () => {
  it.each([
    ['12 persone stanno guardando', ''],
    ['40 mensen bekijken dit huis', 'dit huis'],
    ['Ogląda 12 osób', ''],
    ['18 personer tittar på den här bostaden', 'på den här bostaden'],
    ['Online je 58 uživatelů', ''],
    ['Nyní 12-en nézik', ''],
    ['350 kişi şu an bakıyor', ''],
    ['12 haben sich das angesehen', ''],
    ['Zobrazení: 2 310', ''],
    ['Προβολές: 845', ''],
    ['浏览量 3.4万', ''],
    ['Visto 80 veces', ''],
    ['Katsottu 1 204 kertaa', ''],
    ['3 400-szor megtekintve', ''],
    // Written against the words around it, in ja, zh and ko (from pairs-19's rice cooker page).
    ['ただいま8名の方が閲覧中です', 'ただいま です'],
    ['有23人正在浏览此商品', '有 此商品'],
    ['지금 12명이 보고 있어요', '지금 어요'],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each([
    'Alle 12 Modelle ansehen',
    'Up to 5 users',
    '150 places',
    'スマートウォッチ 3,980円',
    'Max. 40 osób na sali',
    '定員40名（予約制）',
    '★ 4.7 (212 reviews)',
    '⭐ 4,5',
  ])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});

describe('stripVolatileTokens: counts of the moment and hit counters in every language', () => {
  it.each([
    ['Právě teď: 37 návštěvníků', ''],
    ['Jelenleg: 84 látogató', ''],
    ['Jste návštěvník číslo 12 345', 'Jste'],
    // Stars no rating reaches: a repository's or a list's (from pairs-20's docs header; none is from it).
    ['Star on GitHub ★ 8.9k', 'Star on GitHub ★'],
    ['Favoris ☆ 1 204', 'Favoris ☆'],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it('keeps an amount of the moment: Most: 49 Ft', () => {
    expect(stripVolatileTokens('Most: 49 Ft')).toBe('Most: 49 Ft');
  });
});

// Social proof, votes, applicants, reactions and per-visitor counts, in wordings no page pair has.
describe('stripVolatileTokens: counts of buyers, savers, voters, applicants and reactions', () => {
  it.each([
    ['Gekocht 1.204 keer deze maand', 'deze maand'],
    ['Acheté 312 fois cette semaine', 'cette semaine'],
    ['Guardado 2,3k veces', ''],
    ['Zakoupeno 58krát', ''],
    ['1.204 mal gespeichert', ''],
    ['31 Personen fanden diese Antwort hilfreich', ''],
    ['Utile per 57 persone', ''],
    ['57 Bewerbungen', ''],
    ['Aplikowało 40 osób', ''],
    ['Kommentare 🔥 1,2k', 'Kommentare 🔥'],
    ['❤️ 88', '❤️'],
    ['Seit Ihrem letzten Besuch: 4 neue Treffer', 'neue Treffer'],
    ['5 nouvelles annonces depuis votre dernière visite', ''],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each(['⭐ 4.6', 'Available online for 5 users', 'Bis zu 40 Personen pro Kurs', 'Preparazione: 36 ore'])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});
