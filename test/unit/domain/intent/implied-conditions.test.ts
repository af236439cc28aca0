import { describe, expect, it } from 'vitest';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// Written for the rules, not taken from the evaluation's intents: each names the kind by its grammar.
function read(text: string) {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('condition kinds read from intents', () => {
  it.each([
    ['ping me if the Kindle Scribe falls by $40 at amazon.com', { kind: 'drop_abs', amount: 40, currency: 'USD' }],
    ['Gib Bescheid, wenn der Kindle um 20 € günstiger wird bei amazon.de', { kind: 'drop_abs', amount: 20, currency: 'EUR' }],
    ['Avísame si la Xbox Series S baja 30 € en pccomponentes.com', { kind: 'drop_abs', amount: 30, currency: 'EUR' }],
    ['alert me when the Bose QC Ultra is 15% cheaper on bestbuy.com', { kind: 'drop_pct', amount: 15 }],
    ['sag mir wenn die AirPods Pro 2 bei otto.de um 15 Prozent sinken', { kind: 'drop_pct', amount: 15 }],
    ['the Steam Deck OLED for $499 or lower on steampowered.com', { kind: 'at_or_below', amount: 499, currency: 'USD' }],
    ['Dis-moi si la Nintendo Switch OLED coûte 299 € ou moins chez Cdiscount', { kind: 'at_or_below', amount: 299, currency: 'EUR' }],
    ['the Pixel 9 for under $500 at bestbuy.com', { kind: 'below', amount: 500, currency: 'USD' }],
    ['tell me when the iPhone 16 gets cheaper at apple.com', { kind: 'any_drop' }],
    ['me avise quando o Kindle ficar mais barato na amazon.com.br', { kind: 'any_drop' }],
    ['tell me if the PS5 Slim sells out at walmart.com', { kind: 'out_of_stock' }],
    ['laat weten als de Kobo Libra 2 niet meer leverbaar is bij bol.com', { kind: 'out_of_stock' }],
    ['Avvisami quando la PS5 torna disponibile su amazon.it', { kind: 'back_in_stock' }],
    // The drop verb after its size, as German and Dutch clauses end: "um 40 Euro sinkt".
    ['Sag Bescheid, falls die Sonos Ace bei saturn.de um 40 Euro sinkt', { kind: 'drop_abs', amount: 40, currency: 'EUR' }],
    ['Laat weten als de Garmin Edge 1050 bij bol.com met 25 euro daalt', { kind: 'drop_abs', amount: 25, currency: 'EUR' }],
    // Plural drop verbs, for products named in the plural.
    ['Dimmi se le Bose QC Ultra scendono di 30 € su amazon.it', { kind: 'drop_abs', amount: 30, currency: 'EUR' }],
    ['Préviens-moi si les Galaxy Buds 3 baissent de 15 € sur fnac.com', { kind: 'drop_abs', amount: 15, currency: 'EUR' }],
    ['Dimmi quando le Galaxy Buds 3 calano su amazon.it', { kind: 'any_drop' }],
    ['Me avise quando os fones JBL Tune 520 baixarem na amazon.com.br', { kind: 'any_drop' }],
    // The copula between the negation and "available".
    ['Avvisami se la Xbox Series S non è disponibile su unieuro.it', { kind: 'out_of_stock' }],
    ['Avísame si la Switch OLED ya no está disponible en game.es', { kind: 'out_of_stock' }],
    ['Me avisa se o Kindle não estiver mais disponível na amazon.com.br', { kind: 'out_of_stock' }],
    // A verb of rising before the amount, whatever joins them, or after it at the end of a clause.
    ['ping me if the Oura Ring 4 shoots up past $400 on amazon.com', { kind: 'above', amount: 400, currency: 'USD' }],
    ['Avvisami se il Garmin Edge 540 sale oltre 350 € su amazon.it', { kind: 'above', amount: 350, currency: 'EUR' }],
    ['Laat weten als de Kobo Clara bij bol.com tot 180 euro stijgt', { kind: 'above', amount: 180, currency: 'EUR' }],
    // An article between the comparison and the amount.
    ['Me avise se o Echo Show 8 ultrapassar os R$ 900 na amazon.com.br', { kind: 'above', amount: 900, currency: 'BRL' }],
    ['Sag Bescheid, wenn die Sonos Era 300 bei otto.de über die 500 € geht', { kind: 'above', amount: 500, currency: 'EUR' }],
    // "Or equal" on either side of a strict bound includes the amount.
    ['Avísame si el Kobo Libra es inferior o igual a 200 € en fnac.es', { kind: 'at_or_below', amount: 200, currency: 'EUR' }],
    ['Avvisami se il Kindle Scribe costa uguale o meno di 300 € su amazon.it', { kind: 'at_or_below', amount: 300, currency: 'EUR' }],
    ['alert me when the Pixel Watch 3 is lower than or equal to $300 at target.com', { kind: 'at_or_below', amount: 300, currency: 'USD' }],
    // "In price" between a drop's size and the verb at the end of the clause.
    ['Laat weten als de Philips Sonicare bij bol.com met 30 euro in prijs zakt', { kind: 'drop_abs', amount: 30, currency: 'EUR' }],
    // A past participle or subjunctive of a drop verb before its size; a drop verb with a longer preposition before a share.
    ['Dimmi se il Kobo Clara è calato di 25 € su amazon.it', { kind: 'drop_abs', amount: 25, currency: 'EUR' }],
    ["Dis-moi si la Kobo Clara baisse d'au moins 15 % sur fnac.com", { kind: 'drop_pct', amount: 15 }],
    // Numbers written out before a currency or a word for percent; saving an amount is a drop of it.
    ['Avvisami quando il Kobo Libra costa venti euro in meno su amazon.it', { kind: 'drop_abs', amount: 20, currency: 'EUR' }],
    ['Sag Bescheid, wenn das Tolino Vision 6 bei thalia.de um zehn Prozent sinkt', { kind: 'drop_pct', amount: 10 }],
    ['let me know when I can save £30 on the Kindle Scribe at argos.co.uk', { kind: 'drop_abs', amount: 30, currency: 'GBP' }],
    ['Me avisa quando a Alexa Echo Pop entrar em oferta na amazon.com.br', { kind: 'any_drop' }],
    // A bound, then "noch"/"only" before the amount.
    ['Gib Bescheid, wenn das Tolino Vision 6 bei thalia.de höchstens noch 150 € kostet', { kind: 'at_or_below', amount: 150, currency: 'EUR' }],
    // A negation a word or two before being in stock, unless the intent speaks of coming back.
    ['Laat weten als de Tolino Vision 6 bij bol.com niet langer leverbaar is', { kind: 'out_of_stock' }],
    ['Préviens-moi quand la Kobo Clara ne sera plus disponible sur fnac.com', { kind: 'out_of_stock' }],
    ['tell me when the Kobo Clara is not in stock anymore at bestbuy.com', { kind: 'out_of_stock' }],
    ["the Kobo Clara isn't available right now, tell me when it's back at bestbuy.com", { kind: 'back_in_stock' }],
  ])('%s', (text, condition) => {
    expect(read(text).condition).toEqual(condition);
  });

  it.each([
    'track the price of the Sony A7 IV at bhphotovideo.com',
    'watch the availability of the RTX 5090 at newegg.com',
    'tell me when the Apple Watch Ultra 2 rises by 10% on apple.com',
  ])('asks for every change when no direction is named: %s', (text) => {
    expect(read(text).condition).toBeNull();
  });

  // A negated "more than", the verb between: an upper bound that includes its amount; the negation stays out of the product.
  it.each([
    ['Avvisami se la Sonos Arc non supera più di 700 € su amazon.it', 'Sonos Arc', { kind: 'at_or_below', amount: 700, currency: 'EUR' }],
    ['Me avise quando a Smart TV LG 55UT8050 não passar mais de R$ 2.800 na kabum.com.br', 'LG 55UT8050', { kind: 'at_or_below', amount: 2800, currency: 'BRL' }],
    ["Dis-moi quand l'aspirateur Rowenta X-Force ne vaut pas plus de 300 € sur cdiscount.com", 'Rowenta X-Force', { kind: 'at_or_below', amount: 300, currency: 'EUR' }],
    ['Avísame cuando el Kobo Clara no cueste más de 150 € en fnac.es', 'Kobo Clara', { kind: 'at_or_below', amount: 150, currency: 'EUR' }],
  ])('%s', (text, product, condition) => {
    expect(read(text)).toMatchObject({ product, condition });
  });

  it.each([
    // Upper bounds said with "hooguit" and "como mucho", before or after the amount.
    ['Waarschuw me als de Sony Bravia 8 bij coolblue.nl hooguit 1.200 euro kost', { kind: 'at_or_below', amount: 1200, currency: 'EUR' }],
    ['Avísame cuando la Roomba Combo cueste como mucho 350 € en amazon.es', { kind: 'at_or_below', amount: 350, currency: 'EUR' }],
    ['Avísame cuando la Roomba Combo esté a 350 € como mucho en amazon.es', { kind: 'at_or_below', amount: 350, currency: 'EUR' }],
    // Sales are drops of any size.
    ['Dis-moi si la Fitbit Charge 6 passe en soldes sur fnac.com', { kind: 'any_drop' }],
  ])('%s', (text, condition) => {
    expect(read(text).condition).toEqual(condition);
  });

  it('reads an amount, a percentage or a bound right after a shop that may name a brand as the condition, not the product', () => {
    expect(read('Geef een seintje als de Kobo Libra Colour bij Amazon 15 procent goedkoper wordt')).toMatchObject({ sites: ['amazon.nl'], condition: { kind: 'drop_pct', amount: 15 } });
    expect(read('Sag Bescheid, wenn die Bosch Serie 6 bei Otto höchstens 549€ kostet')).toMatchObject({ sites: ['otto.de'], condition: { kind: 'at_or_below', amount: 549, currency: 'EUR' } });
    expect(read('Laat me weten als de Kobo Libra Colour bij Amazon € 199,- kost')).toMatchObject({ sites: ['amazon.nl'], condition: { kind: 'below', amount: 199, currency: 'EUR' } });
    expect(read('tell me when the Amazon Echo Show 8 is under $100 on bestbuy.com')).toMatchObject({ product: 'Amazon Echo Show 8', sites: ['bestbuy.com'] });
  });

  it('keeps numbers of names in the name: a model number before "cheaper", a share beside no drop word, "Max" before a number', () => {
    expect(read('tell me when the iPhone 16 cheaper deal shows on amazon.com')).toMatchObject({ product: expect.stringContaining('iPhone 16') });
    expect(read('the Lindt 70% dark chocolate price at tesco.com').condition).toBeNull();
    expect(read('the Nike Air Max 95 under $150 on nike.com')).toMatchObject({ product: 'Nike Air Max 95', condition: { kind: 'below', amount: 150, currency: 'USD' } });
  });

  it('reads a range of prices as at or below its upper amount, a currency written once serving both', () => {
    expect(read('let me know when the GoPro Hero 13 is between 250 and 300 dollars at bestbuy.com').condition).toEqual({ kind: 'at_or_below', amount: 300, currency: 'USD' });
    expect(read('Sag Bescheid, wenn der Dyson Airwrap bei douglas.de zwischen 380 und 420 € kostet').condition).toEqual({ kind: 'at_or_below', amount: 420, currency: 'EUR' });
    expect(read('Avvisami quando la Garmin Edge 540 costa tra i 250 e i 280 euro su amazon.it').condition).toEqual({ kind: 'at_or_below', amount: 280, currency: 'EUR' });
    expect(read('Me avise quando o Galaxy A55 estiver entre R$ 1.600 e R$ 1.800 na Amazon').condition).toEqual({ kind: 'at_or_below', amount: 1800, currency: 'BRL' });
  });

  it('reads a fraction beside a drop word, or before a price noun, as a drop by that share', () => {
    expect(read('Gib Bescheid, wenn die Toniebox bei thalia.de um ein Viertel günstiger wird').condition).toEqual({ kind: 'drop_pct', amount: 25 });
    expect(read('tell me if the Oura Ring 4 goes half price at target.com').condition).toEqual({ kind: 'drop_pct', amount: 50 });
    expect(read('Prévenez-moi quand la Garmin Venu 3 est à moitié prix sur boulanger.com').condition).toEqual({ kind: 'drop_pct', amount: 50 });
    expect(read('Fammi sapere se il Lego Technic 42115 scende di un decimo su amazon.it').condition).toEqual({ kind: 'drop_pct', amount: 10 });
    expect(read('tell me when the Patagonia Better Sweater quarter zip is back in stock at rei.com').condition).toEqual({ kind: 'back_in_stock' });
    expect(read('Sag Bescheid, wenn die Tonies Toniebox 2 bei thalia.de ein Drittel billiger wird').condition).toEqual({ kind: 'drop_pct', amount: 33.33 });
    expect(read('Laat me weten als de prijs van de Philips Hue Go bij bol.com halveert').condition).toEqual({ kind: 'drop_pct', amount: 50 });
    expect(read('Avvisami se il prezzo del Dyson Supersonic si dimezza su amazon.it').condition).toEqual({ kind: 'drop_pct', amount: 50 });
  });

  it('reads a lower bound before a drop word as bounding the drop: "at least 40 € cheaper" is a drop of 40 €', () => {
    expect(read('Sag mir, wenn die Switch 2 bei otto.de mindestens 40 € günstiger wird').condition).toEqual({ kind: 'drop_abs', amount: 40, currency: 'EUR' });
    expect(read('tell me when the Kindle Scribe is at least $60 cheaper at target.com').condition).toEqual({ kind: 'drop_abs', amount: 60, currency: 'USD' });
    expect(read('Avvisami se la Garmin Venu 3 diventa almeno 40 € meno cara su unieuro.it').condition).toEqual({ kind: 'drop_abs', amount: 40, currency: 'EUR' });
  });

  it('reads drop words after an amount in their plural and feminine forms', () => {
    expect(read('Avísame cuando las Crocs Classic estén 10 € más baratas en zalando.es').condition).toEqual({ kind: 'drop_abs', amount: 10, currency: 'EUR' });
    expect(read('Avvisami se le Nike Pegasus 41 diventano 20 € più economiche su nike.com').condition).toEqual({ kind: 'drop_abs', amount: 20, currency: 'EUR' });
    expect(read('Préviens-moi quand les Salomon XT-6 sont 30 € moins chères sur zalando.fr').condition).toEqual({ kind: 'drop_abs', amount: 30, currency: 'EUR' });
    expect(read('Me avisa quando as Havaianas Top ficarem R$ 10 mais baratas na Centauro').condition).toEqual({ kind: 'drop_abs', amount: 10, currency: 'BRL' });
  });

  it('reads "or more" after an amount in each language as a lower bound', () => {
    expect(read('Avvisami se la Nintendo Switch 2 costa 500 € o più su amazon.it').condition).toEqual({ kind: 'above', amount: 500, currency: 'EUR' });
    expect(read('Sag Bescheid, wenn der Thermomix TM6 bei otto.de 1.500 € oder mehr kostet').condition).toEqual({ kind: 'above', amount: 1500, currency: 'EUR' });
    expect(read('Laat weten als de Sonos Ace bij bol.com 450 euro of meer kost').condition).toEqual({ kind: 'above', amount: 450, currency: 'EUR' });
  });

  it('reads a fraction beside a verb of costing as a share of the price', () => {
    expect(read('Sag Bescheid, wenn die Sonos Ace bei otto.de nur noch die Hälfte kostet').condition).toEqual({ kind: 'drop_pct', amount: 50 });
    expect(read('Avísame si el Kindle Scribe cuesta la mitad en amazon.es').condition).toEqual({ kind: 'drop_pct', amount: 50 });
  });
});
