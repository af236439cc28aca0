import { describe, expect, it } from 'vitest';
import { readStockWording, type StockReading } from '../../../../../src/domain/extraction/stock-wording/read-stock-wording.js';

type Row = [text: string, expected: StockReading];

// Depletion said without a stock state's own word (read-depletion.ts and the zero and shelf rules
// beside it), read through readStockWording. The rows are not the phrases that prompted the rules
// (own-15's dev misses) nor any line of test/fixtures/stock-wording.
const RULES: Record<string, Row[]> = {
  'fr "on" (we) and fi "on" (is), fillers that another table holds as "from", pad a line of none had or of every one sold (own-31)': [
    ["On n'en a malheureusement plus", 'out_of_stock'],
    ['Valitettavasti kaikki on myyty', 'out_of_stock'],
  ],
  'a marketplace\'s seller having none is the shop having none; a line opened by denying every seller is none to buy, a seller\'s reviews a service (own-31)': [
    ['The seller has no more units', 'out_of_stock'],
    ['Il venditore non ne ha più', 'out_of_stock'],
    ['Kein einziger Verkäufer hat diesen Artikel derzeit', 'out_of_stock'],
    ['Žádný prodejce tento výrobek nenabízí', 'out_of_stock'],
    ['No seller reviews yet', null],
  ],
  'gone, run out or ended, said of the product, all of it or by the shop': [
    ['Leider ist alles weg', 'out_of_stock'],
    ['Tutti i pezzi sono andati', 'out_of_stock'],
    ['Alle eksemplarer er væk', 'out_of_stock'],
    ['Stok bitti', 'out_of_stock'],
    ['Alla exemplar är borta', 'out_of_stock'],
    ['Všechno došlo', 'out_of_stock'],
    ['All units have run out', 'out_of_stock'],
    ['Gone in two days!', 'out_of_stock'],
    ['Fast alles weg!', 'limited'],
    ['Sneller weg dan verwacht', 'out_of_stock'],
  ],
  'gone idioms, with English auxiliaries and pronoun contractions as fillers (own-21)': [
    ["It's been snapped up already", 'out_of_stock'],
    ['All of them flew off the shelves in two days', 'out_of_stock'],
    ['Tutti i biglietti sono andati a ruba', 'out_of_stock'],
    ['Flying off the shelves – order now', null],
  ],
  'more words of depletion (own-21, probing): en "everything", "for good", shelves "bare"; Romance "prodotto" (product and made) as what is gone': [
    ['Sorry, everything has gone', 'out_of_stock'],
    ["It's gone for good", 'out_of_stock'],
    ['Shelves bare since Monday', 'out_of_stock'],
    ['Il prodotto è terminato', 'out_of_stock'],
    ['Questo prodotto è andato', 'out_of_stock'],
  ],
  'something else emptied or ended, or depletion denied, is no stock state': [
    ['Der Weg zu unserer Filiale', null],
    ['Tilbudet er borte', null],
    ['Our promo codes ran out', null],
    ['Never run out of ink again', null],
    ['Get yours before they are gone', null],
    ['Der Warenkorb ist leer', null],
    ['Add to cart before it’s gone', null],
    ['Gone are the days of tangled cables', null],
  ],
  'an empty shelf is none in stock': [
    ['Die Regale sind leer', 'out_of_stock'],
    ['Scaffali vuoti', 'out_of_stock'],
    ['Hyllan är tom', 'out_of_stock'],
  ],
  'the shop has none: a negation with "more", units or "left", nothing else': [
    ['No tenemos más', 'out_of_stock'],
    ['Vi har inga fler exemplar', 'out_of_stock'],
    ['Nie mamy już sztuk', 'out_of_stock'],
    ['Es sind keine Exemplare mehr übrig', 'out_of_stock'],
    ['No hay más unidades disponibles', 'out_of_stock'],
    ['No more than 3 per order', null],
    ['No longer supported', null],
    ['Nichts mehr, nichts weniger', null],
  ],
  'every one sold, then a clause of a return': [
    ['Alles verkauft, Nachschub ist unterwegs', 'out_of_stock'],
    ['All items sold by Acme – more coming soon', 'unclear'],
    ['Gone in a day – check back on Friday', 'out_of_stock'],
    ['Alle weg, schau nächste Woche wieder vorbei', 'out_of_stock'],
  ],
  'the last one sold, the line ending there': [
    ['Das letzte Exemplar wurde verkauft', 'out_of_stock'],
    ['The last one sold for £40', null],
  ],
  'zero of what is left, or of units with no cart': [
    ['Pezzi rimasti: 0', 'out_of_stock'],
    ['Verbleibend: 0 Stück', 'out_of_stock'],
    ['0 Stück im Warenkorb', null],
    ['Credits remaining: 0', null],
    ['在庫数：0', 'out_of_stock'],
    ['残り0個', 'out_of_stock'],
  ],
  'the shop has no more "of them", "of this", as English has it, in no, da and sv; Swedish "fler" is "more" (own-22)': [
    ['Vi har dessverre ikke flere av dem', 'out_of_stock'],
    ['Vi har inte fler av dem', 'out_of_stock'],
  ],
  'every last one is what is gone; pl "wróci" (it will return) is a return after gone; the model names the product (own-23)': [
    ['Sorry, every last one has been snapped up', 'out_of_stock'],
    ['Wszystko się skończyło, ale wrócą', 'out_of_stock'],
    ['Das Modell haben wir nicht mehr', 'out_of_stock'],
    ['Sadly, all sold', 'out_of_stock'],
  ],
  'the word of depletion said again is gone ("gone is gone"); nl "op" closing its sentence after the verb is used up, before a noun it is "on" (own-23)': [
    ['Gone is gone', 'out_of_stock'],
    ['Slut är slut', 'out_of_stock'],
    ["Once it's gone, it's gone", null],
    ['Ze zijn op', 'out_of_stock'],
    ['Voorraad is op', 'out_of_stock'],
    ['Het product is op', 'out_of_stock'],
    ['De actie is op', null],
    ['Dit artikel is op voorraad', 'in_stock'],
  ],
  'every one sold in fi, tr and el, it "finito" gone (found by probing after own-27\'s first run)': [
    ['Kaikki myytiin', 'out_of_stock'],
    ['Tümü satıldı', 'out_of_stock'],
    ['Όλα πουλήθηκαν!', 'out_of_stock'],
    ['Tutto finito!', 'out_of_stock'],
    ['Buono regalo finito', null],
  ],
  'nl "op" after adverbs and with the article "de" in its subject; apologies as fillers in de, pt, pl; pt "esgotou", de "nicht mehr da" (found by probing after own-27\'s first run)': [
    ['De voorraad is al op', 'out_of_stock'],
    ['Deze maat is inmiddels op', 'out_of_stock'],
    ['Desculpe, esta cor esgotou', 'out_of_stock'],
    ['Przepraszamy, towar się skończył', 'out_of_stock'],
    ['Tut uns leid, die Farbe ist nicht mehr da', 'out_of_stock'],
    ['Bald wieder da', 'out_of_stock'],
  ],
  'the shop\'s verb of having denied, with only the product, "one", a size or fillers as its object, is none to be had; a negation before it denies something else, another object is no state (own-33)': [
    ['We do not have this item right now', 'out_of_stock'],
    ['Non abbiamo questo articolo al momento', 'out_of_stock'],
    ['Vi har ikke denne varen for øyeblikket', 'out_of_stock'],
    ['Wir haben Größe 44 leider nicht', 'out_of_stock'],
    ['Dnes už žádné nemáme', 'out_of_stock'],
    ["We don't have a store in Leeds", null],
    ["You don't have any items in your basket", null],
    ['No. We have this one', null],
  ],
  'a size or colour chosen is a subject of gone; a clause after it that only sends to another variant leaves it gone (own-33)': [
    ['Maat 38 is weg', 'out_of_stock'],
    ['Size S all gone – please select a different size', 'out_of_stock'],
    ['Gone are the days – choose your size', null],
  ],
  'a seller opening the line with the negation after it, where the language puts it there, is no seller (own-33)': [
    ['Satıcı yok', 'out_of_stock'],
    ['Satıcı puanı yok', null],
  ],
  'the shop having none may name its subject, a noun after its article opening the line (own-29)': [
    ['O vendedor já não tem unidades', 'out_of_stock'],
    ['La tienda ya no tiene existencias', 'out_of_stock'],
    ['La garantía ya no tiene validez', null],
  ],
};

describe('readStockWording: depletion', () => {
  for (const [rule, rows] of Object.entries(RULES)) {
    describe(rule, () => {
      it.each(rows)('%s → %s', (text, expected) => {
        expect(readStockWording(text)).toBe(expected);
      });
    });
  }
});
