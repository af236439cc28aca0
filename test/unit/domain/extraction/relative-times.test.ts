import { describe, expect, it } from 'vitest';
import { stripVolatileTokens } from '../../../../src/domain/extraction/volatile-tokens.js';

// Wordings no page pair has: each language's relative time, its abbreviations, the countdown to
// the next departure and the clock of an "updated" stamp.
describe('stripVolatileTokens: relative times in every language', () => {
  it.each([
    ['Poslední odpověď před 3 hodinami', 'Poslední odpověď'],
    ['Zveřejněno před hodinou', 'Zveřejněno'],
    ['Pridané pred 2 dňami', 'Pridané'],
    ['Feltöltve 5 perccel ezelőtt', 'Feltöltve'],
    ['Hozzászólás: 3 napja', 'Hozzászólás'],
    ['Publicat acum o oră', 'Publicat'],
    ['Αναρτήθηκε πριν 2 ώρες', 'Αναρτήθηκε'],
    ['Paylaşıldı 3 gün önce', 'Paylaşıldı'],
    ['Опубликовано 5 минут назад', 'Опубликовано'],
    ['投稿 2日前', '投稿'],
    ['发布于 5分钟前', '发布于'],
    ['Geplaatst 5 min geleden', 'Geplaatst'],
    ['Pubblicato 20 min fa', 'Pubblicato'],
    ['Dodano godzinę temu', 'Dodano'],
    // a Polish unit shortened with its stop, as news lists and forums write it
    ['Opublikowano 5 min. temu', 'Opublikowano'],
    ['Ostatnia odpowiedź 3 tyg. temu', 'Ostatnia odpowiedź'],
    ['Skrevet for 2 t. siden', 'Skrevet'],
    ['Lisätty 10 min sitten', 'Lisätty'],
    ['Postado 5 minutos atrás', 'Postado'],
    ['Nästa avgång om 6 min', 'Nästa avgång'],
    ['Next train in 3 min', 'Next train'],
    ['Další spoj za 6 min', 'Další spoj'],
    ['Sonraki sefer 5 dk sonra', 'Sonraki sefer'],
    ['Aggiornato alle 10:31', ''],
    ['Bijgewerkt om 14.05', ''],
    ['Päivitetty klo 8.15', ''],
    ['Ενημερώθηκε στις 10:31', ''],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each([
    'A hét napja: hétfő', // "day of the week": no number, no relative time
    'Open 10:00–18:00',
    'Der Laden öffnet um 10:00',
    'Lieferung in 2 Tagen',
    'Pizza in 20 min, next to the station',
  ])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});

describe('stripVolatileTokens: a relative time written in words', () => {
  it('leaves a stamp line without one', () => {
    expect(stripVolatileTokens('Zuletzt aktualisiert vor einer Stunde')).toBe('Zuletzt aktualisiert');
    expect(stripVolatileTokens('Updated a few minutes ago')).toBe('');
  });

  it('stays in prose, where it is the author\'s text and does not move between visits', () => {
    const prose =
      'Our workshop opened a few years ago in a former bakery, and every frame is still cut, joined and finished by hand there; ' +
      'customers who ordered a while ago tell us the oiled oak has only grown warmer with use.';
    expect(stripVolatileTokens(prose)).toBe(prose);
  });
});

// Today, yesterday and tomorrow turn at midnight: stamps written with them, in wordings no page pair has.
describe('stripVolatileTokens: day stamps in every language', () => {
  it.each([
    ['Beitrag von Anna » Gestern, 18:02', 'Beitrag von Anna »'],
    ['Publié hier à 21h14', 'Publié'],
    ['Publicado hoy, 10:15', 'Publicado'],
    ['Opublikowano wczoraj o 9:15', 'Opublikowano'],
    ['Lagt ut i går kl. 08.30', 'Lagt ut'],
    ['Gepostet gestern um 21:14', 'Gepostet'],
    ['Geplaatst gisteren', 'Geplaatst'],
    ['Julkaistu eilen · 4 kommenttia', 'Julkaistu · 4 kommenttia'],
    ['so 5. 12. (dnes) · 19:00 · Malý sál', 'so 5. 12. · 19:00 · Malý sál'],
  ])('%s', (line, expected) => {
    expect(stripVolatileTokens(line)).toBe(expected);
  });

  it.each([
    'Bologna oggi: 9°C',
    'Heute 8:00–18:00 geöffnet',
    'Heute 8:00 bis 18:00 geöffnet',
    'Heute (Freitag): geöffnet 8:00–12:00 Uhr',
    'Guten Morgen, Anna',
    'Klik hier voor meer',
    'Nur heute: 20 % auf alle Mäntel',
  ])('keeps %s', (line) => {
    expect(stripVolatileTokens(line)).toBe(line);
  });
});
