import { describe, expect, it } from 'vitest';
import { detectStockPhrase, isAddToCartLabel } from '../../../../src/domain/extraction/detect-stock-phrase.js';
import { STOCK_LEXICON } from '../../../../src/domain/extraction/stock-wording/stock-lexicon.js';
import { UNSPACED_WORDING } from '../../../../src/domain/extraction/stock-wording/unspaced-wording.js';
import type { Availability } from '../../../../src/domain/observation.js';

type Row = [text: string, expected: Availability | null];

// Per language: sold out, negated in-stock, pre-order or coming soon, backorder, a few left,
// in stock, and a line that only mentions a status word in passing.
const TABLES: Record<string, Row[]> = {
  en: [
    ['Sold out', 'out_of_stock'], ['Out-of-stock', 'out_of_stock'], ['This item is not in stock', 'out_of_stock'],
    ['Not currently available', 'out_of_stock'], ['No longer available', 'out_of_stock'], ['0 in stock', 'out_of_stock'],
    ["isn't in stock right now", 'out_of_stock'], ['Notify me when available', 'out_of_stock'], ['Back in stock soon', 'out_of_stock'],
    ['Coming soon', 'preorder'], ['Pre-order now', 'preorder'], ['On backorder', 'backorder'], ['Only 3 left', 'limited'],
    ['5 in stock', 'in_stock'], ['In stock', 'in_stock'], ['Back in stock!', 'in_stock'], ['Available', 'in_stock'],
    ['Available in 3 colours', null], ['Item no 12345 in stock', 'in_stock'], ['Almost sold out', 'limited'], ['Discontinued by the manufacturer', 'discontinued'],
  ],
  de: [
    ['Ausverkauft', 'out_of_stock'], ['Nicht auf Lager', 'out_of_stock'], ['Derzeit nicht verfügbar', 'out_of_stock'],
    ['Nicht mehr lieferbar', 'out_of_stock'], ['Vorbestellen', 'preorder'], ['In Kürze lieferbar', 'preorder'],
    ['Nur noch 2 Stück', 'limited'], ['Fast ausverkauft', 'limited'], ['Auf Lager', 'in_stock'], ['Sofort lieferbar', 'in_stock'], ['Verfügbar in drei Farben', null],
  ],
  fr: [
    ['Épuisé', 'out_of_stock'], ['Rupture de stock', 'out_of_stock'], ['Plus disponible', 'out_of_stock'],
    ["N'est pas disponible", 'out_of_stock'], ['Précommande', 'preorder'], ['Plus que 2 en stock', 'limited'], ['En stock', 'in_stock'],
    ['Disponible', 'in_stock'],
  ],
  es: [
    ['Agotado', 'out_of_stock'], ['No disponible', 'out_of_stock'], ['Sin stock', 'out_of_stock'], ['Preventa', 'preorder'],
    ['Últimas unidades', 'limited'], ['En stock', 'in_stock'], ['Disponible en 3 colores', null],
  ],
  it: [['Esaurito', 'out_of_stock'], ['Non disponibile', 'out_of_stock'], ['Prossimamente', 'preorder'], ['Ultimi pezzi', 'limited'], ['Disponibile', 'in_stock']],
  nl: [['Tijdelijk uitverkocht', 'out_of_stock'], ['Niet op voorraad', 'out_of_stock'], ['Binnenkort leverbaar', 'preorder'], ['Op voorraad', 'in_stock']],
  pt: [['Esgotado', 'out_of_stock'], ['Não disponível', 'out_of_stock'], ['Em breve', 'preorder'], ['Em estoque', 'in_stock']],
  pl: [['Brak w magazynie', 'out_of_stock'], ['Niedostępny', 'out_of_stock'], ['Nie ma na stanie', 'out_of_stock'], ['Ostatnie sztuki', 'limited'], ['Dostępny', 'in_stock']],
  sv: [['Slutsåld', 'out_of_stock'], ['Finns inte i lager', 'out_of_stock'], ['Kommer snart', 'preorder'], ['Få kvar', 'limited'], ['I lager', 'in_stock']],
  da: [['Udsolgt', 'out_of_stock'], ['Ikke på lager', 'out_of_stock'], ['Kun 2 tilbage', 'limited'], ['På lager', 'in_stock']],
  no: [['Utsolgt', 'out_of_stock'], ['Ikke på lager', 'out_of_stock'], ['Få igjen', 'limited'], ['På lager', 'in_stock']],
  fi: [['Loppuunmyyty', 'out_of_stock'], ['Ei varastossa', 'out_of_stock'], ['Ennakkotilaa', 'preorder'], ['Varastossa', 'in_stock']],
  cs: [['Vyprodáno', 'out_of_stock'], ['Není skladem', 'out_of_stock'], ['Předprodej', 'preorder'], ['Skladem', 'in_stock']],
  tr: [['Tükendi', 'out_of_stock'], ['Stokta yok', 'out_of_stock'], ['Mevcut değil', 'out_of_stock'], ['Ön sipariş', 'preorder'], ['Stokta', 'in_stock']],
  ja: [['品切れ', 'out_of_stock'], ['在庫なし', 'out_of_stock'], ['予約受付中', 'preorder'], ['残りわずか', 'limited'], ['在庫あり', 'in_stock']],
  zh: [['已售完', 'out_of_stock'], ['缺货', 'out_of_stock'], ['无库存', 'out_of_stock'], ['预售', 'preorder'], ['有货', 'in_stock']],
  ko: [['품절', 'out_of_stock'], ['재고 없음', 'out_of_stock'], ['사전 예약', 'preorder'], ['품절 임박', 'limited'], ['재고 있음', 'in_stock']],
};

describe('detectStockPhrase', () => {
  for (const [lang, rows] of Object.entries(TABLES)) {
    it.each(rows)(`${lang}: %j → %s`, (text, expected) => {
      expect(detectStockPhrase(text)).toBe(expected);
    });
  }

  it('has a table for every language it is tested in, and a test for every table of the list', () => {
    for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'no', 'fi', 'cs', 'tr', 'ja', 'zh', 'ko']) {
      expect(STOCK_LEXICON[lang] ?? UNSPACED_WORDING[lang], lang).toBeDefined();
      expect(TABLES[lang], lang).toBeDefined();
    }
  });

  it('reads no stock state from long prose', () => {
    const prose = 'Our workshop restocks this model every spring, and in all the years we have made it it has never been out of stock for long, '.repeat(2);
    expect(detectStockPhrase(prose)).toBeNull();
  });
});

describe('isAddToCartLabel', () => {
  it.each(['Add to cart', 'In den Warenkorb', 'Ajouter au panier', 'Dodaj do koszyka', 'Lägg i varukorgen', 'Sepete ekle', 'カートに入れる', '加入购物车', '장바구니 담기'])(
    '%j is a purchase button',
    (label) => expect(isAddToCartLabel(label)).toBe(true),
  );

  it.each(['Add to wishlist', 'Compare', 'Sign in'])('%j is not', (label) => expect(isAddToCartLabel(label)).toBe(false));
});
