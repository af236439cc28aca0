import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { correctBrandSpelling } from '../../../../src/domain/intent/correct-brand-spelling.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { nominativeOfPolishNames } from '../../../../src/domain/intent/polish-name-endings.js';

// The issue-22l round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

const productAndAmount = (text: string): [string, number | undefined] => {
  const intent = read(text);
  return [intent.product, intent.condition?.amount];
};

describe('interpretIntent: intents as people type them (issue-22l round)', () => {
  it('reads a number after a model that already has its number as the first group of the amount', () => {
    expect(productAndAmount('wenn das iPhone 15 1 000 Euro kostet bei otto.de')).toEqual(['iPhone 15', 1000]);
    expect(productAndAmount('meddela när Sony Xperia 1 VI 9 990 kr på elgiganten.se')).toEqual(['Sony Xperia 1 VI', 9990]);
    expect(productAndAmount('alerte si la Galaxy S24 Ultra 1 199 € ou moins sur fnac.com')).toEqual(['Galaxy S24 Ultra', 1199]);
  });

  it('reads a group with a leading zero as thousands, which no amount of its own starts with', () => {
    expect(productAndAmount('laat weten als de MacBook Air 1 099 euro kost bij bol.com')).toEqual(['MacBook Air', 1099]);
  });

  it('reads a well-formed space-grouped amount before a currency as one amount where thousands are grouped with spaces', () => {
    expect(productAndAmount('powiadom gdy Xbox Series X 1 999 zł w x-kom')).toEqual(['Xbox Series X', 1999]);
    expect(productAndAmount('préviens-moi si le MacBook Pro 2 499 € ou moins chez Darty')).toEqual(['MacBook Pro', 2499]);
  });

  it('still reads a number after a name without one as the model\'s where thousands take dots, or before no currency', () => {
    expect(productAndAmount('laat weten als de Pixel 9 500 euro kost bij bol.com')).toEqual(['Pixel 9', 500]);
    expect(productAndAmount('tell me when the Switch 2 400 dollars at target')).toEqual(['Switch 2', 400]);
    expect(productAndAmount('préviens-moi quand l\'iPhone 16 128 Go passe sous 800 € chez Fnac')).toEqual(['iPhone 16 128 Go', 800]);
  });

  it('reads a number after a version noun and before the glue that opens its object as the version\'s', () => {
    expect(read('tell me when version 3.2 of Krita comes out on krita.org').product).toBe('Krita');
    expect(read('fammi sapere quando esce la versione 8 di PHP su php.net').product).toBe('PHP');
    expect(read('avisa-me quando sair a versão 18 do Node.js em nodejs.org').product).toBe('Node.js');
    expect(read('tell me when Krita 5.3 comes out on krita.org').product).toBe('Krita 5.3');
  });

  it('keeps a site\'s owner as the subject of a release watch, and as the object of "of" though it is also a frame word', () => {
    expect(read('tell me when Blender releases a new version on blender.org').product).toBe('Blender');
    expect(read('quando sair a nova versão do WhatsApp no whatsapp.com').product).toBe('WhatsApp');
    expect(read('me avisa no whatsapp quando o iPhone 15 baixar na amazon').product).toBe('iPhone 15');
  });

  it('reads what a site\'s owner releases on its own site as the subject when it is named', () => {
    expect(read('tell me when Apple releases a new iPad on apple.com').product).toBe('iPad');
    expect(read('préviens-moi quand Samsung sort un nouveau Galaxy Z Fold sur samsung.com').product).toBe('Galaxy Z Fold');
    // Listings are no object: "posizioni", "oportunidades" are words for them.
    expect(read('dimmi quando Barilla apre nuove posizioni su barilla.com').product).toBe('');
    expect(read('me avise quando a Natura abrir novas oportunidades no natura.com.br').product).toBe('');
  });

  it('reads a site\'s owner posting listings as no subject, with adjectives before the listings and in Polish and Swedish', () => {
    expect(read('Sag Bescheid, wenn die Telekom neue Stellen auf telekom.com veröffentlicht').product).toBe('');
    expect(read('hör av dig när Volvo lägger upp lediga jobb på volvogroup.com').product).toBe('');
    expect(read('powiadom mnie, gdy Allegro zamieści nowe oferty pracy na allegro.pl').product).toBe('');
  });

  it('fixes a five-letter brand whose last vowel is written as a murmur, "a" or "e", and no other vowel change', () => {
    expect(correctBrandSpelling('Tefel Ingenio')).toBe('Tefal Ingenio');
    expect(correctBrandSpelling('Epsen EcoTank')).toBe('Epson EcoTank');
    expect(correctBrandSpelling('Razor Blade 14')).toBe('Razor Blade 14');
    expect(correctBrandSpelling('Brain Training')).toBe('Brain Training');
    expect(correctBrandSpelling('Sany SY75')).toBe('Sany SY75');
  });

  it('puts Polish names in the nominative where they plainly carry a case ending', () => {
    expect(read('daj znać, kiedy wyjdzie nowa wersja Thunderbirda na thunderbird.net').product).toBe('Thunderbird');
    expect(nominativeOfPolishNames('Dysona V15', [])).toBe('Dyson V15');
    expect(nominativeOfPolishNames("iPhone'a 16 Pro", [])).toBe('iPhone 16 Pro');
    expect(nominativeOfPolishNames('Xboxa Series S', [])).toBe('Xbox Series S');
    expect(nominativeOfPolishNames('programistów Java', [])).toBe('programistów Java');
    expect(nominativeOfPolishNames('gazetka Biedronka', ['biedronka.pl'])).toBe('gazetka Biedronka');
  });

  it('reads a comparative of cheapness with the preposition of a drop\'s size as a drop by that amount, and with "than" as a bound', () => {
    expect(read('tell me when the Pixel 9 gets cheaper by $50 at target.com').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'USD' });
    expect(read('préviens-moi si la PS5 est moins chère de 50 € chez Fnac').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'EUR' });
    expect(read('daj znać, gdy Kindle będzie tańszy o 50 zł na allegro.pl').condition).toEqual({ kind: 'drop_abs', amount: 50, currency: 'PLN' });
    expect(read('säg till när Switch 2 blir billigare med 300 kr på webhallen.com').condition).toEqual({ kind: 'drop_abs', amount: 300, currency: 'SEK' });
    expect(read('préviens-moi si la PS5 est moins chère que 450 € chez Fnac').condition).toEqual({ kind: 'below', amount: 450, currency: 'EUR' });
  });

  it('reads a noun of a price drop with "of" before an amount as a drop by it, also past "at least"', () => {
    expect(read('let me know about a discount of $100 on the Dyson V15 at dyson.com').condition).toEqual({ kind: 'drop_abs', amount: 100, currency: 'USD' });
    expect(read('sag Bescheid bei einem Rabatt von 30 € auf die PS5 bei Otto').condition).toEqual({ kind: 'drop_abs', amount: 30, currency: 'EUR' });
    expect(read('avísame si hay un descuento de 40 € en la PS5 en Amazon').condition).toEqual({ kind: 'drop_abs', amount: 40, currency: 'EUR' });
    expect(read('säg till när det blir rabatt på 500 kr på PS5 hos Elgiganten').condition).toEqual({ kind: 'drop_abs', amount: 500, currency: 'SEK' });
    expect(read('tell me when there\'s a drop of at least 15% on the Kindle at amazon.com').condition).toEqual({ kind: 'drop_pct', amount: 15 });
    expect(read('alert me when the Kindle costs at least $30 at amazon.com').condition).toEqual({ kind: 'above', amount: 30, currency: 'USD' });
  });

  it('reads Swedish and Polish "has" as frame, not as a word of the name', () => {
    expect(read('säg till när Dyson V15 har minst 20 % rabatt på elgiganten.se').product).toBe('Dyson V15');
    expect(read('daj znać, gdy Dyson V15 ma co najmniej 20% rabatu na allegro.pl').product).toBe('Dyson V15');
  });

  it('keeps "in size N" with the name it follows, as "in" before a colour', () => {
    expect(read('tell me when the Uniqlo Ultra Light Down jacket in size M is back at uniqlo.com').product).toBe('Uniqlo Ultra Light Down jacket in size M');
    expect(read('tell me when it\'s in stock in size 10 at nike.com for the Pegasus 41').product).toBe('Pegasus 41');
  });

  it('puts back the partner of a quote the name holds alone', () => {
    expect(read('tell me when the Nike Air Max \'Triple White\' restocks on nike.com').product).toBe("Nike Air Max 'Triple White'");
    expect(read('tell me when the "Lost" complete series box set is under $40 on amazon.com').product).toBe('"Lost" complete series box set');
    expect(read('préviens-moi quand le coffret « Astérix » intégrale est à moins de 100 € sur fnac.com').product).toBe('« Astérix » intégrale');
    expect(read('tell me when the Samsung The Frame 55" drops under $1,000 at bestbuy.com').product).toBe('Samsung The Frame 55"');
  });

  it('reads waiting for the product, and "I\'ve", as the frame around it', () => {
    expect(read('been waiting for the Pixel Watch 3 41mm to drop below $300 on store.google.com, tell me').product).toBe('Pixel Watch 3 41mm');
    expect(read('I\'ve waited forever for the Framework Laptop 16, ping me when it\'s back on frame.work').product).toBe('Framework Laptop 16');
    expect(read('tell me when Forever 21 jeans are on sale at forever21.com').product).toBe('Forever 21 jeans');
  });

  it('reads "<=" and "≤" written apart from the amount as an inclusive bound, "<" as a strict one', () => {
    expect(read('ping me when the Anker 737 is <= 89 at bestbuy.com').condition).toEqual({ kind: 'at_or_below', amount: 89, currency: 'USD' });
    expect(read('ping me when the Anker 737 is ≤ $89 at bestbuy.com').condition).toEqual({ kind: 'at_or_below', amount: 89, currency: 'USD' });
    expect(read('ping me when the Anker 737 is < 89 at bestbuy.com').condition).toEqual({ kind: 'below', amount: 89, currency: 'USD' });
  });

  it('knows the Swedish ".nu" ending and a few more Polish and Swedish shops, "Power" only where a shop is expected', () => {
    expect(read('hör av dig när Garmin Venu 3 kostar under 3 500 kr på pricerunner.nu').sites).toEqual(['pricerunner.nu']);
    expect(read('säg till när Oral-B iO 9 blir billigare hos Apotea').sites).toEqual(['apotea.se']);
    expect(read('daj znać, gdy MacBook Air M3 będzie tańszy w iSpot').sites).toEqual(['ispot.pl']);
    expect(read('meddela mig när Sonos Ace är i lager på Power').sites).toEqual(['power.se']);
    expect(read('tell me when the Anker Power Bank 737 is under $80 at amazon.com').product).toBe('Anker Power Bank 737');
  });

  it('reads the Swedish ":-" after kronor as no cents, like "599,-"', () => {
    expect(read('säg till när Kindle Paperwhite kostar under 1 790:- hos Elgiganten').condition).toEqual({ kind: 'below', amount: 1790, currency: 'SEK' });
  });

  it('reads tickets asked for with no metric word as availability, and the name they are for as the product', () => {
    const spanish = read('avísame cuando haya entradas para Rosalía en ticketmaster.es');
    expect([spanish.product, spanish.metric]).toEqual(['Rosalía', 'availability']);
    expect(read('dimmi quando ci sono biglietti per i Pinguini Tattici Nucleari su ticketone.it').metric).toBe('availability');
    expect(read('laat weten wanneer er kaartjes zijn voor Toto op ticketmaster.nl').product).toBe('Toto');
    expect(read('avísame cuando el portátil de Lenovo baje en amazon.es').product).toBe('portátil de Lenovo');
    expect(read('tell me when the ticket prices page of ticketmaster.com changes').metric).toBe('content');
  });

  it('reads the words for a book as category words before a title', () => {
    expect(read('tell me when the book Project Hail Mary is under $10 on amazon.com').product).toBe('Project Hail Mary');
    expect(read('préviens-moi quand le livre Le Petit Prince collector passe sous 20 € sur fnac.com').product).toBe('Le Petit Prince collector');
    expect(read('wenn das Kochbuch Ottolenghi Simple bei thalia.de unter 20 € fällt, sag Bescheid').product).toBe('Ottolenghi Simple');
    expect(read('tell me when the Microsoft Surface Book 3 drops under $900 at bestbuy.com').product).toBe('Microsoft Surface Book 3');
  });
});
