import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { tokenize } from '../../../../src/domain/intent/tokenize.js';

// The issue-22p round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: names with punctuation and titles (issue-22p round)', () => {
  it('keeps a subtitle after a colon, spaced the French way too, and a series mark after a pipe', () => {
    expect(read('tell me when Star Wars Outlaws: Gold Edition drops below $50 at GameStop').product).toBe('Star Wars Outlaws: Gold Edition');
    expect(read('préviens-moi quand Final Fantasy VII : Rebirth passe sous les 30 € chez Fnac').product).toBe('Final Fantasy VII : Rebirth');
    expect(read('Sag Bescheid, wenn der Siemens iQ500 | 4 Trockner bei Otto günstiger wird').product).toBe('Siemens iQ500 | 4 Trockner');
  });

  it('leaves a colon that ends a clause or opens a sentence a break', () => {
    expect(read('Reminder: tell me when the Kindle Colorsoft is back in stock at Target').product).toBe('Kindle Colorsoft');
    expect(read('Je cherche un Pixel 9 : alerte-moi quand il baisse sur amazon.fr').product).toBe('Pixel 9');
  });

  it('keeps the last dot of initials written with dots, not of an abbreviation that ends a clause', () => {
    expect(read('let me know when tickets for Run-D.M.C. go on sale at ticketmaster.com').product).toBe('Run-D.M.C.');
    expect(tokenize('the Hi-Fi from the U.K. is back').map((t) => t.text)).toContain('U.K.');
    expect(tokenize('e.g. the Pixel 9').map((t) => t.text)).toEqual(['e.g', 'the', 'Pixel', '9']);
  });

  it('reads a quoted title followed by its author as the title and the author, without the quotes', () => {
    expect(read('tell me when "Lessons in Chemistry" by Bonnie Garmus is under $8 on amazon.com').product).toBe('Lessons in Chemistry by Bonnie Garmus');
    expect(read('Préviens-moi quand « Les Bienveillantes » de Jonathan Littell baisse sur fnac.com').product).toBe('Les Bienveillantes de Jonathan Littell');
    expect(read('Sag Bescheid, wenn „Der Schwarm“ von Frank Schätzing bei thalia.de günstiger wird').product).toBe('Der Schwarm von Frank Schätzing');
    // A quoted word inside a longer name keeps its quotes.
    expect(read('tell me when the "Lost" complete series box set is under $40 on amazon.com').product).toBe('"Lost" complete series box set');
  });

  it('reads Swedish "av" as glue, so a title keeps its author, and "hör av dig" still frames', () => {
    expect(read('säg till när Bröderna Lejonhjärta av Astrid Lindgren blir billigare på Bokus').product).toBe('Bröderna Lejonhjärta av Astrid Lindgren');
    expect(read('Kan du höra av dig när Sonos Era 100 sjunker på Webhallen').product).toBe('Sonos Era 100');
  });

  it('drops a cookware category before a name, and a German volume written as a compound', () => {
    expect(read('Sag Bescheid, wenn die Bratpfanne Fissler Adamant 24 cm bei Otto reduziert ist').product).toBe('Fissler Adamant 24 cm');
    expect(read('avísame cuando la sartén Tefal Ingenio Daily Chef baje en amazon').product).toBe('Tefal Ingenio Daily Chef');
    expect(read('Sag Bescheid, wenn der Sammelband Lustiges Taschenbuch Enten-Edition bei thalia.de günstiger wird').product).toBe('Lustiges Taschenbuch Enten-Edition');
  });

  it('reads a shop lowering its price as any drop, in every language', () => {
    expect(read('tell me when Walmart lowers the price of the Xbox Series S').condition).toEqual({ kind: 'any_drop' });
    expect(read('Powiadom mnie, gdy Media Expert obniża cenę Kindle Paperwhite').condition).toEqual({ kind: 'any_drop' });
    expect(read('Säg till när Elgiganten sänker priset på Pixel 9').condition).toEqual({ kind: 'any_drop' });
    expect(read('laat me weten als Coolblue de prijs van de Pixel 9 verlaagt').condition).toEqual({ kind: 'any_drop' });
    expect(read('avvisami quando Unieuro abbassa il prezzo del Pixel 9').condition).toEqual({ kind: 'any_drop' });
  });

  it('keeps the article of a title typed in lower case after an installment and its "of", in every language', () => {
    expect(read('let me know when a new episode of the traitors is on bbc.co.uk').product).toBe('the traitors');
    expect(read('préviens-moi quand la nouvelle saison de la vie scolaire sort sur netflix.com').product).toBe('la vie scolaire');
    expect(read('säg till när nya avsnitt av en ö i havet kommer på svtplay.se').product).toBe('en ö i havet');
    // Written with a capital, the title's start is the capital.
    expect(read('let me know when a new episode of The White Lotus is on max.com').product).toBe('The White Lotus');
  });

  it('reads "in" before a shade and its colour as part of the name', () => {
    expect(read('tell me when the Stanley Quencher in rose gold is back in stock at Target').product).toBe('Stanley Quencher in rose gold');
  });

  it('reads Dutch tickets going "in de (voor)verkoop" as availability, not as part of the name', () => {
    const intent = read('laat me weten wanneer kaartjes voor Pinkpop 2027 in de voorverkoop gaan op pinkpop.nl');
    expect([intent.product, intent.metric]).toEqual(['Pinkpop 2027', 'availability']);
  });

  it('reads a page noun after glue and before a lower-case noun as the first word of a compound', () => {
    expect(read('tell me when Shopify posts new jobs for web developers in Toronto on shopify.com').product).toBe('web developers in Toronto');
  });

  it('reads names listed with commas and closed by an ampersand as one name', () => {
    expect(read('tell me when tickets for Crosby, Stills, Nash & Young go on sale at ticketmaster.com').product).toBe('Crosby, Stills, Nash & Young');
    // Shops listed the same way stay shops.
    expect(read('tell me when the Pixel 9 drops at Target, Walmart & Costco').sites).toEqual(['target.com', 'walmart.com', 'costco.com']);
  });
});
