import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { tokenize } from '../../../../src/domain/intent/tokenize.js';

// The issue-22t round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: variants in brackets, media and consumable categories (issue-22t round)', () => {
  it('keeps capitalised words, a version, and square brackets after a name as its variant', () => {
    expect(read('tell me when the Galaxy Tab S10 (Moonstone Gray) drops below $700 on samsung.com').product).toBe('Galaxy Tab S10 (Moonstone Gray)');
    expect(read('powiadom mnie gdy Diablo IV (wersja pudełkowa) stanieje na x-kom.pl').product).toBe('Diablo IV (wersja pudełkowa)');
    expect(read('préviens-moi quand Dune (version intégrale) baisse sur fnac.com').product).toBe('Dune (version intégrale)');
    expect(read('let me know when the Logitech MX Keys S [US layout] is under $90 at bestbuy.com').product).toBe('Logitech MX Keys S [US layout]');
  });

  it('leaves an aside in brackets, in lower case, out of the name', () => {
    expect(tokenize('the Pixel 9 (any colour really) now').map((t) => t.text)).toContain('(');
  });

  it('drops a category of media or consumables before the name, in each language', () => {
    expect(read('avvisami quando il vinile Abbey Road dei Beatles scende sotto 30 € su amazon.it').product).toBe('Abbey Road dei Beatles');
    expect(read('me avisa quando o jogo de tabuleiro Ticket to Ride baixar na amazon').product).toBe('Ticket to Ride');
    expect(read('Sag Bescheid, wenn die Kaffeebohnen Dallmayr Crema d’Oro bei rewe.de billiger werden').product).toBe('Dallmayr Crema d’Oro');
    expect(read('säg till när brädspelet Azul Summer Pavilion blir billigare på alphaspel.se').product).toBe('Azul Summer Pavilion');
  });

  it('reads a Polish category typed without its stroke as with it', () => {
    expect(read('daj znac gdy plyta winylowa Taco Hemingway Jarmark stanieje na empik.com').product).toBe('Taco Hemingway Jarmark');
  });
});

describe('interpretIntent: crowns at a site of no known market, and shops named in words (issue-22t round)', () => {
  it('reads "kr" at a .com site as the crown where the intent’s readers shop', () => {
    expect(read('giv mig besked når Bose QuietComfort Ultra koster under 2000 kr på saxo.com').condition).toMatchObject({ currency: 'DKK' });
    expect(read('säg till när Bose QuietComfort Ultra kostar under 2000 kr på ginza.com').condition).toMatchObject({ currency: 'SEK' });
  });

  it('knows Estante Virtual, Rebel and Imusic by name', () => {
    expect(read('me avisa quando o livro Dom Casmurro baixar na Estante Virtual').sites).toEqual(['estantevirtual.com.br']);
    expect(read('daj znać gdy Dixit stanieje w Rebel').sites).toEqual(['rebel.pl']);
    expect(read('sig til når Abbey Road bliver billigere hos Imusic').sites).toEqual(['imusic.dk']);
  });
});

describe('interpretIntent: long titles and dashes between names (issue-22t round)', () => {
  it('counts no glue toward the longest name', () => {
    expect(read('tell me when Harry Potter and the Prisoner of Azkaban (Illustrated Edition) Hardcover Deluxe Slipcase Box drops below $60 on amazon.com').product)
      .toBe('Harry Potter and the Prisoner of Azkaban (Illustrated Edition) Hardcover Deluxe Slipcase Box');
  });

  it('joins an artist and an album, or a title and its subtitle, across a dash', () => {
    expect(read('let me know when the Daft Punk - Discovery vinyl drops below $25 at target.com').product).toBe('Daft Punk - Discovery vinyl');
    expect(read('préviens-moi quand Astérix – Le Combat des chefs baisse sur fnac.com').product).toBe('Astérix – Le Combat des chefs');
    expect(tokenize('the Sony WH-1000XM5 - under $300').map((t) => t.text)).toContain('-');
  });

  it('joins a French subtitle in lower case after a colon set apart', () => {
    expect(read('préviens-moi quand Astérix : le secret de la potion magique baisse sur fnac.com').product).toBe('Astérix : le secret de la potion magique');
    expect(read('Préviens-moi quand la Switch 2 : baisse de prix sur fnac.com').product).toBe('Switch 2');
  });
});

describe('interpretIntent: installments, kinds of product in brackets and in Japanese, Danish listings (issue-22t round)', () => {
  it('reads the title after an installment noun and its "of" as the subject', () => {
    expect(read('let me know when the final season of Stranger Things is announced on netflix.com').product).toBe('Stranger Things');
  });

  it('keeps a kind of product in brackets after the name', () => {
    expect(read('tell me when Root (board game) drops below $50 at target.com').product).toBe('Root (board game)');
  });

  it('drops a Japanese kind of product written before the name, apart from it', () => {
    expect(read('Amazonで本「ノルウェイの森」が安くなったら教えて').product).toBe('ノルウェイの森');
    expect(read('ヨドバシでロボット掃除機 ルンバ j9+が値下がりしたら知らせて').product).toBe('ルンバ j9+');
  });

  it('reads Danish "som" after a listing as glue before the people sought', () => {
    expect(read('giv mig besked når Lego slår stillinger op som designer på lego.com').product).toBe('designer');
  });
});
