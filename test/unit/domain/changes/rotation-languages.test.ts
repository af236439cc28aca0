import { describe, expect, it } from 'vitest';
import { isRotatingCopy } from '../../../../src/domain/changes/rotating-copy.js';
import { isReadingLine } from '../../../../src/domain/changes/volatile-lines.js';

const page = (line: string): string => ['Knihovna', line, 'Kontakt'].join('\n');

// Labels, greetings and readings in languages and wordings no page pair has.
describe('isRotatingCopy in every language', () => {
  it.each([
    ['a Polish tip of the day', 'Porada dnia: podlewaj rośliny rano.', 'Porada dnia: przycinaj róże wiosną.'],
    ['a Czech recommendation', 'Doporučujeme: Babička od Boženy Němcové', 'Doporučujeme: Saturnin od Zdeňka Jirotky'],
    ['a Portuguese tip with its label', 'Dica do dia: regue as plantas de manhã.', 'Dica do dia: pode as roseiras na primavera.'],
    ['a Japanese tip after a full-width colon', 'ヒント：ダブルタップで拡大できます。', 'ヒント：長押しでコピーできます。'],
    ['a Turkish recommendation', 'İlginizi çekebilir: Fırında sütlaç', 'İlginizi çekebilir: Kabak tatlısı'],
    ['a greeting by the time of day in Czech', 'Dobré ráno, vítejte v naší knihovně.', 'Dobrý večer, vítejte v naší knihovně.'],
    ['a greeting by the time of day in Greek', 'Καλημέρα! Δείτε τις νέες κυκλοφορίες.', 'Καλησπέρα! Δείτε τις νέες κυκλοφορίες.'],
    ['a greeting by the time of day in Chinese', '早上好，欢迎回来。', '晚上好，欢迎回来。'],
    ['a Turkish welcome back by name', 'Kitaplarımızı keşfedin.', 'Tekrar hoş geldiniz, Elif!'],
  ])('%s', (_name, before, after) => {
    expect(isRotatingCopy(page(before), page(after))).toBe(true);
  });

  it.each([
    ['a greeting whose message changed', 'Dobré ráno, knihovna je otevřená.', 'Dobrý večer, knihovna je dnes zavřená.'],
    ['a plain notice in Hungarian', 'A könyvtár nyitva van.', 'A könyvtár zárva van.'],
  ])('not: %s', (_name, before, after) => {
    expect(isRotatingCopy(page(before), page(after))).toBe(false);
  });
});

describe('isReadingLine in every language', () => {
  it.each(['Kurz ČNB dnes: EUR 25,02 Kč', 'Bugünkü altın fiyatı: 3.120 TL', 'Τιμή ρεύματος σήμερα: 0,14 €/kWh', '本日のレート 1ドル=151.2円', 'Nejbližší volný termín: 14. 1.'])('%s', (line) => {
    expect(isReadingLine(line)).toBe(true);
  });

  it.each(['Date limite : jeudi 22 mai 2026', 'Produkt ma 2 lata gwarancji'])('not: %s', (line) => {
    expect(isReadingLine(line)).toBe(false);
  });
});
