import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { tokenize } from '../../../../src/domain/intent/tokenize.js';

// The issue-22r round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: editions, Polish sell-outs, Swedish title prepositions and national sites (issue-22r round)', () => {
  it('keeps a bracket naming an edition with the title, the noun first in Romance languages and Polish', () => {
    expect(read('préviens-moi quand Dune (édition de poche) baisse sur fnac.com').product).toBe('Dune (édition de poche)');
    expect(read('me avisa quando Dom Casmurro (edição comentada) baixar na amazon').product).toBe('Dom Casmurro (edição comentada)');
    expect(read('avisami se La coscienza di Zeno (edizione Feltrinelli) scende su ibs.it').product).toBe('La coscienza di Zeno (edizione Feltrinelli)');
  });

  it('keeps a bracket naming an edition last after lower-case words', () => {
    expect(read('Sag Bescheid wenn Momo (illustrierte Ausgabe) bei thalia.de billiger wird').product).toBe('Momo (illustrierte Ausgabe)');
    // Capitalised words in brackets are a variant too since the issue-22t round.
    expect(tokenize('the Pixel 9 (the black one) now').map((t) => t.text)).toContain('(');
  });

  it('reads Polish "wydanie" before a neuter adjective as an edition of the name, before the name as a release', () => {
    expect(read('powiadom mnie gdy quo vadis wydanie limitowane będzie tańsze na allegro.pl').product).toBe('quo vadis wydanie limitowane');
    expect(read('daj znać gdy wyjdzie nowe wydanie Lalki na empik.com').metric).toBe('content');
  });

  it('reads the Polish perfective of selling out, "się" on either side, as going out of stock', () => {
    expect(read('Daj znać gdy Lego Ninjago 71799 się wyprzeda na allegro.pl').condition).toEqual({ kind: 'out_of_stock' });
    expect(read('powiadom mnie jak Xbox Series X wyprzeda się w Media Expert').metric).toBe('availability');
  });

  it('reads Swedish "om" between words of a title as its preposition, and as "if" after the frame', () => {
    expect(read('säg till när berättelsen om pi blir billigare på bokus.com').product).toBe('berättelsen om pi');
    expect(read('kolla Sony WH-1000XM6 och säg till om den blir billigare på elgiganten.se').product).toBe('Sony WH-1000XM6');
  });

  it("finds Zalando named in Swedish and Polish on the market's own site", () => {
    expect(read('meddela mig när Adidas Samba OG finns på Zalando igen').sites).toEqual(['zalando.se']);
    expect(read('daj znać gdy Adidas Samba OG będą tańsze na Zalando').sites).toEqual(['zalando.pl']);
  });
});
