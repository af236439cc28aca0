import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';

// The issue-22o round: written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: watch requests of every kind (issue-22o round)', () => {
  it('names bookshops of Belgium, the Netherlands, Portugal, Poland and Sweden, a Polish toy shop and property portals in words', () => {
    expect(read('laat me weten als de nieuwe Dimitri Verhulst bij Bruna in de aanbieding is').sites).toEqual(['bruna.nl']);
    expect(read('säg till när Kindle Paperwhite blir billigare på Bokus').sites).toEqual(['bokus.com']);
    expect(read('tell me when a 1 bed flat in Leeds under £900 comes up on Zoopla').sites).toEqual(['zoopla.co.uk']);
    expect(read('avvisami se su Idealista compare un trilocale a Torino sotto i 900 €').sites).toEqual(['idealista.it']);
    expect(read('Me avisa quando tiver apartamento no Quinto Andar por menos de R$ 3.000').sites).toEqual(['quintoandar.com.br']);
  });

  it('reads a Polish shop name with its case ending where a shop is expected, as written (no correction)', () => {
    const intent = read('Daj znać, gdy Kindle Colorsoft stanieje w Komputroniku');
    expect([intent.sites, intent.corrections]).toEqual([['komputronik.pl'], undefined]);
    expect(read('powiadom mnie, gdy Pixel 9 będzie dostępny w x-komie').sites).toEqual(['x-kom.pl']);
  });

  it('skips the Dutch article between "bij" and a shop, in Dutch only', () => {
    expect(read('kun je me laten weten als de airpods 4 bij de Action in de aanbieding zijn').sites).toEqual(['action.com']);
    expect(read('laat me weten als de Pixel 9 bij de coolbleu onder 500 euro is').sites).toEqual(['coolblue.nl']);
  });

  it('reads appointment slots as tickets are: availability, the subject what the slot is for', () => {
    const en = read('tell me when an appointment for a passport photo is free on service.berlin.de');
    expect([en.product, en.metric]).toEqual(['passport photo', 'availability']);
    const de = read('Sag Bescheid, wenn beim Standesamt auf service.berlin.de ein Termin frei wird');
    expect([de.product, de.metric]).toEqual(['Standesamt', 'availability']);
    const es = read('Avísame cuando haya cita para el pasaporte en citapreviadnie.es');
    expect([es.product, es.metric]).toEqual(['pasaporte', 'availability']);
    const sv = read('Säg till när biljetterna till Roskilde 2026 släpps på roskilde-festival.dk');
    expect([sv.product, sv.metric]).toEqual(['Roskilde 2026', 'availability']);
  });

  it('reads a verb of dropping with no amount as any drop, and Polish "do" before an amount as up to', () => {
    expect(read('me avisa se o preço da Alexa Echo Dot diminuir na Amazon').condition).toEqual({ kind: 'any_drop' });
    expect(read('powiadom mnie o mieszkaniu w Gdańsku do 3000 zł na olx.pl').condition).toEqual({ kind: 'at_or_below', amount: 3000, currency: 'PLN' });
    expect(read('Daj znać, gdy cena Pixel 9 spadnie do 2000 zł w x-kom').condition).toEqual({ kind: 'below', amount: 2000, currency: 'PLN' });
  });

  it('reads "drops" as coming out when the name carries a dotted version, a price drop otherwise', () => {
    expect(read('let me know when Blender 4.4 drops on blender.org').metric).toBe('content');
    expect(read('tell me when the AirPods Pro 2 drops at target.com').condition).toEqual({ kind: 'any_drop' });
  });

  it('reads an album as a release, its artist the subject, in every language', () => {
    expect(read('let me know when a new album by Arctic Monkeys is out on arcticmonkeys.com').product).toBe('Arctic Monkeys');
    expect(read('Avísame cuando salga el nuevo álbum de Rosalía en rosalia.com').product).toBe('Rosalía');
    expect(read('Préviens-moi quand le nouvel album de Stromae sort sur fnac.com').product).toBe('Stromae');
  });

  it('leaves how long the writer has waited, a site owner adding a job and a page listing things out of the subject', () => {
    expect(read("I've wanted the Leica Q3 for ages. Tell me when it's under $5,000 at bhphotovideo.com").product).toBe('Leica Q3');
    expect(read('Ich warte seit Monaten auf die Leica Q3, sag Bescheid wenn sie bei MediaMarkt unter 5.000 € kostet').product).toBe('Leica Q3');
    expect(read('ping me when Wise adds a new job on wise.jobs').product).toBe('');
    expect(read('tell me when the library page lists new opening times on bodleian.ox.ac.uk').product).toBe('opening times');
  });

  it('keeps a capitalised name after an English "in" with the name before it: which one, or where', () => {
    expect(read('let me know when a slot for a theory test in Manchester opens up on gov.uk').product).toBe('theory test in Manchester');
    expect(read('tell me when the Stanley flask in Frost is back in stock at Target').product).toBe('Stanley flask in Frost');
  });
});
