import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { correctShopName } from '../../../../src/domain/intent/shops.js';

// The issue-22m round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

const notAWord = (): boolean => false;

describe('interpretIntent: intents as people type them (issue-22m round)', () => {
  it('reads a shop\'s name written one letter off where a shop is expected, and says so', () => {
    const intent = read('préviens-moi quand le Pixel 9 baisse chez Boulanegr');
    expect(intent.sites).toEqual(['boulanger.com']);
    expect(intent.corrections).toEqual([{ field: 'sites', from: 'boulanegr', to: 'boulanger.com' }]);
    expect(read('let me know when the Pixel 9 drops at bestbyu or targte').sites).toEqual(['bestbuy.com', 'target.com']);
    expect(read('wenn die Switch 2 bei Mediamrkt wieder lieferbar ist').sites).toEqual(['mediamarkt.de']);
    // A country after it picks the market, as after a name written right.
    expect(read('laat weten als de Pixel 9 goedkoper wordt bij Mediamrkt Belgie').sites).toEqual(['mediamarkt.be']);
  });

  it('leaves words alone that are no shop\'s slip or stand where no shop is expected', () => {
    expect(read('tell me when the Pixel 9 drops in silver at amazon').sites).toEqual(['amazon.com']);
    expect(read('tell me when the Bestbyu Speaker drops at target').product).toBe('Bestbyu Speaker');
    expect(correctShopName('currys', ['GB'], notAWord)).toBeNull();
    expect(correctShopName('argoss', ['GB'], notAWord)).toBeNull();
  });

  it('reads a slip close to two shops as the one selling in the intent\'s market', () => {
    expect(correctShopName('netonet', ['SE'], notAWord)?.domain).toBe('netonnet.se');
    expect(correctShopName('netonet', ['PL'], notAWord)?.domain).toBe('neonet.pl');
    expect(correctShopName('netonet', ['US'], notAWord)).toBeNull();
  });

  it('joins the shops of a list with each language\'s own "and" and "or"', () => {
    expect(read('säg till när Pixel 9 blir billigare på Elgiganten eller Power').sites).toEqual(['elgiganten.se', 'power.se']);
    expect(read('powiadom mnie gdy Pixel 9 stanieje w x-kom lub Allegro').sites).toEqual(['x-kom.pl', 'allegro.pl']);
    expect(read('laat weten als de Pixel 9 goedkoper wordt bij Coolblue en Bol').sites).toEqual(['coolblue.nl', 'bol.com']);
  });

  it('reads chat abbreviations of the frame as frame', () => {
    expect(read('hmu when theres a new season of Slow Horses on tv.apple.com').product).toBe('Slow Horses');
    expect(read('new version of Krita on krita.org? lmk thx').product).toBe('Krita');
  });

  it('reads a new chapter or episode as content in every language, its series the subject', () => {
    const chapter = read('tell me when a new chapter of Kagurabachi is up on mangaplus.shueisha.co.jp');
    expect([chapter.product, chapter.metric]).toEqual(['Kagurabachi', 'content']);
    expect(read('dimmi quando esce il nuovo capitolo di Berserk su mangaplus.shueisha.co.jp').product).toBe('Berserk');
    expect(read('daj znać gdy pojawi się nowy odcinek Wiedźmina na netflix.com').metric).toBe('content');
    expect(read('säg till när det kommer ett nytt avsnitt av Bron på svtplay.se').product).toBe('Bron');
  });

  it('reads job listings in the singular as a content watch, the people sought the subject', () => {
    const pt = read('me avise quando surgir uma nova vaga de designer no gupy.io');
    expect([pt.product, pt.metric]).toEqual(['designer', 'content']);
    expect(read('avísame cuando haya una vacante de enfermera en infojobs.net').product).toBe('enfermera');
  });

  it('reads Spanish "sale" as coming out, not the English "on sale"', () => {
    const intent = read('avísame cuando sale el nuevo episodio de The Mandalorian en disneyplus.com');
    expect([intent.product, intent.metric]).toEqual(['The Mandalorian', 'content']);
    expect(read('avísame si la PS5 Pro sale a la venta en game.es').metric).toBe('availability');
  });

  it('drops Polish and Swedish category words before a name', () => {
    expect(read('daj znać gdy słuchawki sony wh-1000xm5 stanieją na x-kom').product).toBe('sony wh-1000xm5');
    expect(read('säg till när dammsugaren Dyson V12 Detect blir billigare på elgiganten').product).toBe('Dyson V12 Detect');
  });

  it('reads the clipped words for "maximum" before money as an inclusive bound, and keeps a name before a bare number', () => {
    expect(read('daj znać gdy Pixel 9 kosztuje maks 2500 zł na allegro').condition).toEqual({ kind: 'at_or_below', amount: 2500, currency: 'PLN' });
    expect(read('daj znać gdy Pixel 9 kosztuje maks. 2500 zł na allegro').condition).toEqual({ kind: 'at_or_below', amount: 2500, currency: 'PLN' });
    expect(read('avísame cuando la PS5 cueste máx. 450 € en Amazon').condition).toEqual({ kind: 'at_or_below', amount: 450, currency: 'EUR' });
    expect(read('tell me when the Nike Air Max 90 is under $100 at nike.com').product).toBe('Nike Air Max 90');
  });
});
