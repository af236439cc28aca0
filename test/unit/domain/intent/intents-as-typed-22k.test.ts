import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { isCategoryName } from '../../../../src/domain/intent/category-words.js';
import { correctBrandSpelling } from '../../../../src/domain/intent/correct-brand-spelling.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { marketOfAdjective, marketOfWord } from '../../../../src/domain/intent/markets.js';
import { isCareersHost } from '../../../../src/domain/intent/page-kinds.js';

// The issue-22k round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: intents as people type them (issue-22k round)', () => {
  it('reads a country\'s adjective beside a shop as the shop\'s market, before or after its name', () => {
    expect(marketOfAdjective('britse')).toBe('GB');
    expect(marketOfWord('italien')).toBe('IT');
    expect(read('alert me when the Kindle Oasis is under £200 on the british amazon').sites).toEqual(['amazon.co.uk']);
    expect(read('préviens-moi quand la PS5 Slim baisse sur l\'Amazon italien').sites).toEqual(['amazon.it']);
    expect(read('laat het weten als de Dyson V8 op de Spaanse Amazon onder 200 euro zakt').sites).toEqual(['amazon.es']);
  });

  it('reads a country named in any of the languages after a shop, with or without a linking preposition', () => {
    expect(read('préviens-moi quand la PS5 baisse de 50 € sur Amazon Espagne').sites).toEqual(['amazon.es']);
    expect(read('me avisa quando o Kindle baixar na Amazon da Alemanha').sites).toEqual(['amazon.de']);
    const spanish = read('avísame cuando el iPad baje un 10% en Amazon de Italia');
    expect([spanish.product, spanish.sites]).toEqual(['iPad', ['amazon.it']]);
  });

  it('reads an amount before "cheaper than" a time, not an amount, as the drop\'s size', () => {
    expect(read('tell me when the Pixel 9 is $60 cheaper than it is today at target').condition).toEqual({ kind: 'drop_abs', amount: 60, currency: 'USD' });
    expect(read('préviens-moi quand la Switch 2 est 40 € moins chère qu\'aujourd\'hui chez Fnac').condition).toEqual({ kind: 'drop_abs', amount: 40, currency: 'EUR' });
    expect(read('tell me when the Switch is $20 cheaper than $300 at target').condition).toEqual({ kind: 'below', amount: 300, currency: 'USD' });
  });

  it('reads a number right after a name\'s word as the model\'s, not as thousands grouped with a space', () => {
    const dutch = read('laat het weten als de iPad 10 300 euro kost bij bol.com');
    expect([dutch.product, dutch.condition?.amount]).toEqual(['iPad 10', 300]);
    expect(read('préviens-moi quand le MacBook Air passe sous 1 100 € chez Fnac').condition?.amount).toBe(1100);
  });

  it('leaves verbs of looking for and buying out of the name, before it or verb-last', () => {
    expect(read('Ich suche den Dyson V12, gib mir Bescheid wenn er bei Otto unter 400 € ist').product).toBe('Dyson V12');
    expect(read('ik wil de Kindle Scribe bestellen, laat weten wanneer hij bij bol in de aanbieding is').product).toBe('Kindle Scribe');
    expect(read('je recherche une Nintendo Switch OLED, préviens-moi quand elle passe sous 280 € chez Darty').product).toBe('Nintendo Switch OLED');
  });

  it('reads a metric word modifying a noun of terms or charges as the page\'s topic: content', () => {
    const charges = read('ping me if the delivery charges at argos.co.uk are changed');
    expect([charges.product, charges.metric]).toEqual(['delivery charges', 'content']);
    expect(read('watch the shipping policy on asos.com for updates').metric).toBe('content');
  });

  it('reads Portuguese verbs of launching as frame: "lançarem", "lançar"', () => {
    expect(read('me avisa quando lançarem a nova versão do Audacity em audacityteam.org').product).toBe('Audacity');
  });

  it('reads a lower bound before a verb-last drop as the drop\'s size, and Portuguese "descerem" as a drop verb', () => {
    expect(read('Gib Bescheid, wenn die Switch 2 bei Otto mindestens 40 € im Preis sinkt').condition).toEqual({ kind: 'drop_abs', amount: 40, currency: 'EUR' });
    expect(read('me avisa se os Galaxy Buds 3 descerem 15 € na Worten').condition).toEqual({ kind: 'drop_abs', amount: 15, currency: 'EUR' });
  });

  it('reads what a careers host or a job board offers as jobs: content, not price', () => {
    expect(isCareersHost('careers.example.org')).toBe(true);
    expect(isCareersHost('es.indeed.com')).toBe(true);
    expect(isCareersHost('indeedless.com')).toBe(false);
    expect(read('avísame de nuevas ofertas para programadores en es.indeed.com').metric).toBe('content');
  });

  it('fixes neighbour swaps in Krups, as in the other short brands written as names', () => {
    expect(correctBrandSpelling('Krpus Nespresso Inissia')).toBe('Krups Nespresso Inissia');
  });

  it('reads a Romance category name whatever preposition links its words', () => {
    expect(isCategoryName('machine de café')).toBe(true);
    expect(isCategoryName('máquina para café')).toBe(true);
    expect(isCategoryName('macchina per caffè')).toBe(true);
    expect(read('avvisami quando la macchina per caffè Smeg ECF01 scende sotto 200 euro su amazon').product).toBe('Smeg ECF01');
  });
});
