import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { detectLanguage } from '../../../../src/domain/intent/detect-language.js';
import { OTHER_LANGUAGES } from '../../../../src/domain/intent/languages/all-languages.js';
import { listWords } from '../../../../src/domain/intent/languages/language-words.js';
import { findPageKind, PAGE_KIND_PHRASES } from '../../../../src/domain/intent/page-kinds.js';
import { tokenize } from '../../../../src/domain/intent/tokenize.js';
import { thresholdOf } from '../../../../src/domain/intent/score-intents.js';

function interpretOk(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent in seven languages', () => {
  it.each([
    ['Sag mir Bescheid, wenn die Nike Air Force 1 bei Zalando unter 100 € fällt', 'Nike Air Force 1', 'price', ['zalando.de'], { direction: 'below', amount: 100, currency: 'EUR' }],
    ['Préviens-moi quand le prix du Dyson V15 baisse', 'Dyson V15', 'price', null, null],
    ["Je veux savoir quand l'iPad Air coûte moins de 1 000 € chez Boulanger", 'iPad Air', 'price', ['boulanger.com'], { direction: 'below', amount: 1000, currency: 'EUR' }],
    ['Avísame cuando la PS5 esté por debajo de 100 € en MediaMarkt', 'PS5', 'price', ['mediamarkt.es'], { direction: 'below', amount: 100, currency: 'EUR' }],
    ["Avvisami quando l'iPhone 16 torna disponibile su Amazon", 'iPhone 16', 'availability', ['amazon.it'], null],
    ['Laat me weten wanneer de Xbox Series X weer op voorraad is bij Coolblue', 'Xbox Series X', 'availability', ['coolblue.nl'], null],
    ['Me avise quando o Galaxy S25 passar de R$ 5.000 na Amazon', 'Galaxy S25', 'price', ['amazon.com.br'], { direction: 'above', amount: 5000, currency: 'BRL' }],
    ['Benachrichtige mich bei Änderungen auf der Karriereseite von sap.com', '', 'content', ['sap.com'], null],
  ] as const)('%s', (text, product, metric, sites, threshold) => {
    const intent = interpretOk(sites === null ? `${text} sur fnac.com` : text);
    expect(intent.product).toBe(product);
    expect(intent.metric).toBe(metric);
    expect(intent.sites).toEqual(sites ?? ['fnac.com']);
    expect(thresholdOf(intent.condition)).toEqual(threshold);
  });

  it('reads a shop named without its domain as its national site, and keeps a domain as written', () => {
    expect(interpretOk('Sag mir, wenn die PS5 bei Amazon günstiger ist').sites).toEqual(['amazon.de']);
    expect(interpretOk('Préviens-moi quand la PS5 baisse sur Amazon').sites).toEqual(['amazon.fr']);
    expect(interpretOk('tell me when the PS5 drops on Amazon').sites).toEqual(['amazon.com']);
    expect(interpretOk('Sag mir, wenn die PS5 bei amazon.com günstiger ist').sites).toEqual(['amazon.com']);
  });

  it('keeps English words that are function words elsewhere in English product names', () => {
    expect(interpretOk('tell me when the Patagonia bucket hat is back in stock at rei.com').product).toBe('Patagonia bucket hat');
  });
});

describe('interpretIntent: chat spellings of "when"', () => {
  it.each([
    ['avisame cdo el Kindle Scribe este disponible en amazon.es', 'Kindle Scribe'],
    ['avvisami qdo il Galaxy Tab S9 è disponibile su unieuro.it', 'Galaxy Tab S9'],
    ['préviens moi qd le Kindle Scribe est en stock sur fnac.com', 'Kindle Scribe'],
  ])('%s', (text, product) => {
    expect(interpretOk(text)).toMatchObject({ product, metric: 'availability' });
  });
});

describe('interpretIntent: slips of the price noun', () => {
  it.each([
    ['sag mir wenn der preiz vom Kindle Scribe bei otto.de sinkt', 'Kindle Scribe'],
    ['avisame cuando el prcio de la Xbox Series S baje en game.es', 'Xbox Series S'],
    ['dimmi quando il prezo della Switch OLED scende su unieuro.it', 'Switch OLED'],
    ['préviens-moi quand le proix de la Steam Deck baisse sur fnac.com', 'Steam Deck'],
    ['laat weten wanneer de prijz van de Kobo Clara zakt op bol.com', 'Kobo Clara'],
    ['me avisa quando o perço do Kindle cair na amazon.com.br', 'Kindle'],
  ])('reads a one-edit slip before "of" as the price noun: %s', (text, product) => {
    expect(interpretOk(text)).toMatchObject({ product, metric: 'price' });
  });

  it('leaves a word one edit from the price noun inside a name as written', () => {
    // "preto" (black) is one edit from "preço", but follows a subject word here.
    expect(interpretOk('me avisa quando a camisa preta do Flamengo baixar na netshoes.com.br').product).toBe('camisa preta do Flamengo');
    expect(interpretOk('me avisa quando a capa preto do Galaxy S24 baixar na kabum.com.br').product).toBe('capa preto do Galaxy S24');
  });
});

describe('interpretIntent: Portuguese and Dutch phrasing', () => {
  it.each([
    // Accents left out, as typed on phones: "preco", "ate", "disponivel".
    ['me avisa quando o preco do Galaxy S24 cair na Kabum', 'Galaxy S24', 'price', ['kabum.com.br'], null],
    ['avise quando o Galaxy S24 custar ate R$ 3.000 na Kabum', 'Galaxy S24', 'price', ['kabum.com.br'], { direction: 'below', amount: 3000, currency: 'BRL' }],
    ['me avisa qnd a PS5 Pro estiver disponivel na Kabum', 'PS5 Pro', 'availability', ['kabum.com.br'], null],
    // European Portuguese verbs and "pra", "dos" contractions.
    ['Avisa-me quando o Kindle Scribe descer abaixo de 300 € na Worten', 'Kindle Scribe', 'price', ['worten.pt'], { direction: 'below', amount: 300, currency: 'EUR' }],
    ['Avisa-me quando o preço dos AirPods 4 baixar dos 150 € na Worten', 'AirPods 4', 'price', ['worten.pt'], { direction: 'below', amount: 150, currency: 'EUR' }],
    ['me avisa quando a RTX 5080 baixar pra menos de R$ 7.000 na Pichau', 'RTX 5080', 'price', ['pichau.com.br'], { direction: 'below', amount: 7000, currency: 'BRL' }],
    // English glue is not read in other languages: "in" stays inside "Rock in Rio".
    ['Me avise quando os ingressos do Rock in Rio 2026 estiverem à venda na eventim.com.br', 'Rock in Rio 2026', 'availability', ['eventim.com.br'], null],
    ['Waarschuw me als de Lego Technic 42115 niet meer leverbaar is bij bol.com', 'Lego Technic 42115', 'availability', ['bol.com'], null],
    ['Hou de prijs van de Sonos Era 300 in de gaten op coolblue.nl', 'Sonos Era 300', 'price', ['coolblue.nl'], null],
    ['Laat me weten wanneer de Ninja Foodi MAX weer in voorraad is bij blokker.nl', 'Ninja Foodi MAX', 'availability', ['blokker.nl'], null],
    // English glue is trimmed from a name's ends; English verbs such as "watch" stay plain words.
    ['Kan je me waarschuwen als de GoPro Hero 12 in de sale is bij MediaMarkt', 'GoPro Hero 12', 'price', ['mediamarkt.nl'], null],
    ['Me notifica quando o valor do Apple Watch Ultra cair na Kabum', 'Apple Watch Ultra', 'price', ['kabum.com.br'], null],
    ['Stuur me een mail als de prijs van de Sonos Ace omlaag gaat bij bol.com', 'Sonos Ace', 'price', ['bol.com'], null],
    ['Check elke dag of de Pixel 9 goedkoper is geworden bij bol.com', 'Pixel 9', 'price', ['bol.com'], null],
    ['Sag Bescheid, wenn Tickets für Rock am Ring 2026 bei eventim.de in den Verkauf gehen', 'Rock am Ring 2026', 'availability', ['eventim.de'], null],
    ['Dime si las entradas para el Primavera Sound 2026 salen a la venta en ticketmaster.es', 'Primavera Sound 2026', 'availability', ['ticketmaster.es'], null],
    ['Avisa-me quando a PS5 Pro chegar à Worten', 'PS5 Pro', 'availability', ['worten.pt'], null],
    // How the message is sent frames the sentence, whatever the product's case.
    ['Me manda um email quando o kindle scribe baixar na Amazon', 'kindle scribe', 'price', ['amazon.com.br'], null],
    ['Schick mir eine Mail, wenn die airpods max bei Amazon günstiger werden', 'airpods max', 'price', ['amazon.de'], null],
    // "al" (already), common slips ("wanner", "word"), episodes and versions frame the sentence.
    ['Is de Steam Deck OLED al leverbaar bij bol.com? Laat het me weten', 'Steam Deck OLED', 'availability', ['bol.com'], null],
    ['laat me weten wanner de galaxy s24 goedkoper word bij amazon.nl', 'galaxy s24', 'price', ['amazon.nl'], null],
    ['Laat me weten zodra er een nieuwe aflevering van Heel Holland Bakt online staat op npo.nl', 'Heel Holland Bakt', 'content', ['npo.nl'], null],
    ['Quero ser avisado quando sair a nova versão do Kindle Colorsoft na Amazon', 'Kindle Colorsoft', 'content', ['amazon.com.br'], null],
    // compromise's English tagger is not asked about Dutch: "engineers" is not cut as a verb.
    ['Ik wil een melding als er vacatures voor data engineers verschijnen op werkenbij.bol.com', 'data engineers', 'content', ['werkenbij.bol.com'], null],
  ] as const)('%s', (text, product, metric, sites, threshold) => {
    const intent = interpretOk(text);
    expect({ ...intent, threshold: thresholdOf(intent.condition) }).toMatchObject({ product, metric, sites, threshold });
  });

  it('keeps a category word when only a brand and a size follow it, and drops it before a model', () => {
    expect(interpretOk('Sag mir Bescheid, wenn der Fernseher LG 55 Zoll bei Saturn im Angebot ist').product).toBe('Fernseher LG 55 Zoll');
    expect(interpretOk('Quero saber quando a geladeira Consul 340 litros baixar na Casas Bahia').product).toBe('geladeira Consul 340 litros');
    expect(interpretOk('Quero saber quando a geladeira Brastemp Inverse 447L baixar na Casas Bahia').product).toBe('Brastemp Inverse 447L');
  });

  it.each([
    ['Laat me weten wanneer de Steam Deck OLED weer leverbar is bij bol.com', 'Steam Deck OLED', 'availability'],
    ['Me avise quando o Galaxy S23 estiver esgotdo na Kabum', 'Galaxy S23', 'availability'],
    ['Benachrichtge mich, wenn das iPad mini bei Saturn im Angebot ist', 'iPad mini', 'price'],
    ['Avísame cuando la Switch OLED esté disponble en MediaMarkt', 'Switch OLED', 'availability'],
    // A capital mid-sentence may be a name; short words are too close to product words.
    ['Laat me weten wanneer de Philips Lumea Prestige goedkoper is bij bol.com', 'Philips Lumea Prestige', 'price'],
    ['Me avise quando o iPhone 16 preto baixar na Kabum', 'iPhone 16 preto', 'price'],
  ] as const)('reads a one-letter slip in a long keyword as the keyword: %s', (text, product, metric) => {
    expect(interpretOk(text)).toMatchObject({ product, metric });
  });

  it('reads words joined to a name by a preposition as the product, unless they are a category', () => {
    expect(interpretOk('me avisa quando a caneca do Corinthians 2025 estiver em promoção na netshoes').product).toBe('caneca do Corinthians 2025');
    expect(interpretOk('alert me when tickets for Primavera Sound 2026 are available on seetickets.com').product).toBe('Primavera Sound 2026');
  });

  it('drops a category word before a name typed all in lower case when the name has a model number', () => {
    expect(interpretOk('dis moi quand le casque sony wh-1000xm5 baisse sur fnac.com').product).toBe('sony wh-1000xm5');
    expect(interpretOk('avvisami quando le cuffie sony wf-1000xm5 scendono su amazon.it').product).toBe('sony wf-1000xm5');
    // A size is no model number: the category stays with a brand and a size.
    expect(interpretOk('sag mir wenn der fernseher samsung 65 zoll bei otto.de billiger wird').product).toBe('fernseher samsung 65 zoll');
  });

  it('drops a category phrase and the words describing it before a model', () => {
    expect(interpretOk('Quero saber quando a panela de pressão elétrica Mondial PE-38 estiver em oferta na Amazon').product).toBe('Mondial PE-38');
  });

  it('keeps ordinal marks in the product as written', () => {
    expect(interpretOk('Avise-me quando o preço do Kindle 11ª geração baixar na Amazon').product).toBe('Kindle 11ª geração');
  });

  it('reads "vagas de", "vacatures" and "statements" as content, not as the subject', () => {
    expect(interpretOk('Avise-me de novas vagas de designer no ifood.com.br')).toMatchObject({ product: 'designer', metric: 'content' });
    expect(interpretOk('Laat me weten als er nieuwe vacatures zijn op werkenbij.nl')).toMatchObject({ product: '', metric: 'content' });
    expect(interpretOk('Watch https://www.gov.uk/government/news for new statements')).toMatchObject({ product: '', metric: 'content' });
  });

  it('reads the people after "job openings for" as the subject of a content watch', () => {
    expect(interpretOk('Tell me about new job openings for product managers at careers.google.com')).toMatchObject({ product: 'product managers', metric: 'content' });
  });
});

describe('word lists', () => {
  it("write an elided article apart from its word, as the tokenizer splits it (\"d' emploi\")", () => {
    const phrases = [...OTHER_LANGUAGES.flatMap((l) => Object.values(l).flatMap((list) => listWords(list))), ...PAGE_KIND_PHRASES];
    expect(phrases.filter((p) => tokenize(p).length !== p.split(' ').length)).toEqual([]);
  });

  it('read French phrases with an elided article', () => {
    expect(interpretOk("Je veux être prévenu des nouvelles offres d'emploi pour data engineer chez mistral.ai")).toMatchObject({ product: 'data engineer', metric: 'content' });
    expect(thresholdOf(interpretOk("Préviens-moi quand la PS5 Pro descend jusqu'à 600 € chez Darty").condition)).toEqual({ direction: 'below', amount: 600, currency: 'EUR' });
    expect(interpretOk("Surveille la page d'accueil de lemonde.fr").product).toBe('');
  });
});

describe('detectLanguage', () => {
  it.each([
    ['tell me when the price drops', 'en'],
    ['sag mir Bescheid, wenn der Preis fällt', 'de'],
    ['préviens-moi quand le prix baisse', 'fr'],
    ['avísame cuando baje el precio', 'es'],
    ['avvisami quando il prezzo scende', 'it'],
    ['laat me weten wanneer de prijs daalt', 'nl'],
    ['me avise quando o preço baixar', 'pt'],
    ['Sony WH-1000XM5 bestbuy.com', 'en'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(tokenize(text))).toBe(language);
  });
});

describe('findPageKind', () => {
  it.each([
    ['watch the pricing page of linear.app', 'pricing'],
    ['Überwache die Preisseite von linear.app', 'pricing'],
    ['Surveille la page carrières de doctolib.fr', 'careers'],
    ['tell me when the changelog page of supabase.com changes', 'changelog'],
    ['remote frontend jobs on weworkremotely.com', null],
    // A site or portal for jobs, named as such.
    ['Avísame de lo nuevo en la bolsa de trabajo de inditex.com', 'careers'],
    ['Sag mir, wenn sich das Stellenportal von bosch.de ändert', 'careers'],
    ['tell me when the job site of canva.com changes', 'careers'],
  ])('%s → %s', (text, kind) => {
    expect(findPageKind(tokenize(text))).toBe(kind);
  });

  it('leaves the product empty: the page, not a subject, is what is watched', () => {
    expect(interpretOk('watch the pricing page of linear.app')).toMatchObject({ product: '', metric: 'content', sites: ['linear.app'] });
  });

  it('reads a careers page for its content, though "offers" is also a price word', () => {
    expect(interpretOk('Avísame cuando haya nuevas ofertas en la bolsa de trabajo de inditex.com')).toMatchObject({ product: '', metric: 'content' });
  });
});

describe('tokenize: elision', () => {
  it('splits an elided article from its word but keeps a brand with an apostrophe whole', () => {
    expect(tokenize("dell'iPhone d'occhio De'Longhi").map((t) => t.text)).toEqual(["dell'", 'iPhone', "d'", 'occhio', "De'Longhi"]);
  });
});
