import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// The buy box's wording against structured data that still says in stock (read-buy-box.ts).
const productPage = (lang: string, body: string, ld = true): string =>
  `<!doctype html><html lang="${lang}"><head>${
    ld ? `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price: '89.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } })}</script>` : ''
  }</head><body><main><h1>Item</h1>${body}</main></body></html>`;
const lines = (texts: readonly string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

describe('readBuyBoxStock: every line between the price and the purchase button', () => {
  it('reads a pre-order block that stands many lines below the price, right above a long picker and the button', () => {
    const body = `<p class="prix">89,00 €</p>${lines(['Ou 3 x 29,67 €', 'Coloris : Sable', 'Sable', 'Anthracite', 'Terracotta'])}<p>Précommande : expédition à partir du 12 mars</p>${lines(['Quantité', '1'])}<button class="add-to-cart">Ajouter au panier</button>`;
    expect(extractObservation(productPage('fr', body)).availability).toBe('preorder');
  });

  it('leaves wording out that stands after another item\'s price between them', () => {
    const body = `<p class="prix">89,00 €</p>${lines(['Livraison gratuite', 'Retours sous 30 jours', 'Garantie 2 ans', 'Paiement sécurisé'])}<div class="bundle"><p>Housse assortie</p><p class="prix">19,00 €</p><p>Précommande : expédition le 12 mars</p></div>${lines(['Quantité', '1'])}<button class="add-to-cart">Ajouter au panier</button>`;
    expect(extractObservation(productPage('fr', body)).availability).toBe('in_stock');
  });
});

describe('readBuyBoxStock: a section heading after the purchase button ends the buy box', () => {
  it('leaves out wording in a section that starts right after the button', () => {
    const body = `<p class="prijs">€ 89,00</p><button class="add-to-cart">In winkelwagen</button><h2>Productinformatie</h2><p>Dit model wordt op bestelling gemaakt, levertijd 3 weken.</p>`;
    expect(extractObservation(productPage('nl', body)).availability).toBe('in_stock');
  });

  it('still reads wording between the button and the heading', () => {
    const body = `<p class="prijs">€ 89,00</p><button class="add-to-cart">In winkelwagen</button><p>Nog maar 2 op voorraad</p><h2>Productinformatie</h2><p>Gemaakt van eikenhout.</p>`;
    expect(extractObservation(productPage('nl', body)).availability).toBe('limited');
  });
});

describe('readBuyBoxStock: a notice button stands in for the purchase button a sold-out page took away', () => {
  it('reads the sold-out wording beside a notify button far below the price, over stale in-stock data', () => {
    const body = `<p class="preis">89,00 €</p><ul>${['36', '37', '38', '39', '40', '41', '42'].map((size) => `<li>${size}</li>`).join('')}</ul><p>Leider ausverkauft</p><form><input type="email"><button>Benachrichtigen</button></form>`;
    expect(extractObservation(productPage('de', body)).availability).toBe('out_of_stock');
  });

  it('does not take a price alert for one', () => {
    const body = `<p class="preis">89,00 €</p><ul>${['36', '37', '38', '39', '40', '41', '42'].map((size) => `<li>${size}</li>`).join('')}</ul><p>Leider ausverkauft in Größe 43</p><button>Preisalarm aktivieren</button>`;
    expect(extractObservation(productPage('de', body)).availability).toBe('in_stock');
  });
});

describe('stock to come beside wording that takes pre-orders is when the pre-order ships', () => {
  it('reads a date from which the product is available, on a page whose button pre-orders it, as a pre-order', () => {
    const body = '<p class="preis">89,00 €</p><p>Lieferbar ab 03.04.2027</p><button class="btn">Jetzt vorbestellen</button>';
    expect(extractObservation(productPage('de', body, false)).availability).toBe('preorder');
  });

  it('keeps sold-out wording beside a pre-order word out of stock', () => {
    const body = '<p class="preis">89,00 €</p><p>Vorbestellung ausverkauft</p><p>Lieferbar ab 03.04.2027</p><button class="btn">Vorbestellen</button>';
    expect(extractObservation(productPage('de', body, false)).availability).toBe('out_of_stock');
  });

  it('keeps a date to come alone out of stock', () => {
    const body = '<p class="price">€89.00</p><p>Available from 3 April 2027</p><button class="btn">Email me when available</button>';
    expect(extractObservation(productPage('en', body, false)).availability).toBe('out_of_stock');
  });
});

describe("readBuyBoxStock: past the product's own sold-out wording, another amount starts another item", () => {
  it('reads a successor with its price, stock and working button right under the notice as the successor', () => {
    const body = `<p>Wird nicht mehr hergestellt</p><p class="preis">89,00 €</p><div class="nachfolger"><p>Nachfolgemodell: Item 2</p><p class="preis">109,00 €</p><p>Auf Lager</p><button class="add-to-cart">In den Warenkorb</button></div>`;
    expect(extractObservation(productPage('de', body)).availability).toBe('discontinued');
  });

  it('reads a refurbished unit under a sold-out new one as another item', () => {
    const body = `<p class="price">€89.00</p><p>Sold out</p><div class="refurb"><p>Refurbished – grade A</p><p class="price">€64.00</p><p>In stock</p><button class="add-to-cart">Add to basket</button></div>`;
    expect(extractObservation(productPage('en', body)).availability).toBe('out_of_stock');
  });

  it("keeps the button the product's when the sold-out wording stands with an accessory's own amount", () => {
    const body = `<p class="price">€89.00</p><p>Rain cover <span class="price">€12.00</span> Sold out</p><button class="add-to-cart">Add to basket</button><p>In stock</p>`;
    expect(extractObservation(productPage('en', body)).availability).toBe('in_stock');
  });
});

describe('readBuyBoxStock: stock of the web shop beside a count left at a store', () => {
  it('reads the web shop\'s in-stock wording over a few left at one store', () => {
    const body = '<p class="preis">89,00 €</p><p>Im Onlineshop auf Lager</p><p>Nur noch 2 Stück in der Filiale Köln-Ehrenfeld</p><button class="add-to-cart">In den Warenkorb</button>';
    expect(extractObservation(productPage('de', body)).availability).toBe('in_stock');
  });

  it('reads the page\'s wording so without structured data (Dutch)', () => {
    const body = '<p class="prijs">€ 89,00</p><p>Online op voorraad</p><p>Nog 2 stuks in de winkel Utrecht</p><p>Bezorging vanaf € 4,95</p><button class="add-to-cart">In winkelwagen</button>';
    expect(extractObservation(productPage('nl', body, false)).availability).toBe('in_stock');
  });

  it('keeps a few left said of the web shop', () => {
    const body = '<p class="preis">89,00 €</p><p>In 5 Filialen verfügbar</p><p>Online nur noch 2 Stück</p><button class="add-to-cart">In den Warenkorb</button>';
    expect(extractObservation(productPage('de', body)).availability).toBe('limited');
  });
});

describe('readBuyBoxStock: a list of stock per store under a heading naming stores', () => {
  it("reads the web shop's line over a store's few left and another's sold out", () => {
    const body = `<p class="preis">89,00 €</p><p>Auf Lager, Lieferung in 2-3 Werktagen</p><p>Verfügbarkeit in unseren Filialen</p><ul><li>Hamburg-Altona: nur noch 1 Stück</li><li>Köln: ausverkauft</li></ul><button class="add-to-cart">In den Warenkorb</button>`;
    expect(extractObservation(productPage('de', body, false)).availability).toBe('in_stock');
  });

  it('reads it so beside structured data (Polish)', () => {
    const body = `<p class="cena">89,00 zł</p><p>Dostępny</p><p>Dostępność w sklepach stacjonarnych</p><ul><li>Kraków Bonarka: ostatnia sztuka</li><li>Gdańsk Oliwa: niedostępny</li></ul><button class="add-to-cart">Do koszyka</button>`;
    expect(extractObservation(productPage('pl', body)).availability).toBe('in_stock');
  });

  it('keeps the list when no line outside it states stock', () => {
    const body = `<p class="price">£89.00</p><p>Stock in our stores</p><ul><li>Leeds Briggate: only 1 left</li><li>York: in stock</li></ul><button class="add-to-cart">Add to basket</button>`;
    expect(extractObservation(productPage('en', body, false)).availability).toBe('limited');
  });
});

describe('statusSaysSoldOut: a sentence beside the price saying the product is sold out, beside a working button', () => {
  const button = '<button class="add-to-cart">In den Warenkorb</button>';
  it.each([
    ['with in-stock JSON-LD', true],
    ['read from the page alone', false],
  ])('reads the sentence over the button the theme leaves (%s)', (_case, ld) => {
    const body = `<p class="preis">89,00 €</p><p>Dieser Artikel ist leider vorübergehend ausverkauft und bald wieder da.</p>${button}`;
    expect(extractObservation(productPage('de', body, ld)).availability).toBe('out_of_stock');
  });

  it('leaves a sold-out badge beside the price to a variant, as before', () => {
    const body = `<p class="preis">89,00 €</p><p>Ausverkauft</p>${button}`;
    expect(extractObservation(productPage('de', body, false)).availability).toBe('in_stock');
  });

  it('leaves the sentence out when the buy box also says the product can be bought', () => {
    const body = `<p class="preis">89,00 €</p><p>Lieferung nach Hause ist für diesen Artikel leider nicht verfügbar.</p><p>Im Laden sofort abholbereit</p>${button}`;
    expect(extractObservation(productPage('de', body, false)).availability).toBe('in_stock');
  });

  it('reads a release date in a sentence as a pre-order\'s, not as sold out', () => {
    const body = `<p class="price">89,00 €</p><p>This edition is expected to be released on 12 March 2027.</p><button class="add-to-cart">Add to cart</button>`;
    expect(extractObservation(productPage('en', body, false)).availability).not.toBe('out_of_stock');
  });
});

describe('readBuyBoxStock: a label ending in a colon beside the price is no unread state', () => {
  const fill = lines(['Livraison offerte dès 50 €', 'Payez en 3 fois', 'Taille normalement', 'Lavable en machine', 'Fabriqué au Portugal', 'Capuche doublée', 'Deux poches']);
  it.each([
    ['before the price', '<p>Coloris :</p><p class="prix">89,00 €</p>'],
    ['after the price', '<p class="prix">89,00 €</p><p>Quantité :</p>'],
  ])('keeps the stated stock with the stock line far below (label %s)', (_where, head) => {
    expect(extractObservation(productPage('fr', `${head}${fill}<p class="stock-line">En stock</p>`)).availability).toBe('in_stock');
  });
});

describe('readBuyBoxStock: delivery closed beside collection open is a product bought by collecting it', () => {
  it('reads in stock where home delivery is unavailable and collection at a store is available, over a classed unavailable item', () => {
    const body = `<p class="preis">89,00 €</p><ul class="fulfilment"><li class="unavailable">Lieferung nach Hause: nicht verfügbar</li><li class="available">Abholung im Markt: heute verfügbar</li></ul><button class="add-to-cart">In den Warenkorb</button>`;
    expect(extractObservation(productPage('de', body)).availability).toBe('in_stock');
  });

  it('reads in stock in Spanish without a purchase button', () => {
    const body = `<p class="precio">89,00 €</p><p>Envío a domicilio: no disponible</p><p>Recogida en tienda: disponible en 2 horas</p>`;
    expect(extractObservation(productPage('es', body)).availability).toBe('in_stock');
  });

  it('keeps sold out when collection is closed too, and when only the web shop is sold out beside a store', () => {
    const closed = `<p class="precio">89,00 €</p><p>Envío a domicilio: no disponible</p><p>Recogida en tienda: no disponible</p>`;
    expect(extractObservation(productPage('es', closed)).availability).toBe('out_of_stock');
    const webOnly = `<p class="preis">89,00 €</p><p>Online ausverkauft</p><p>In 3 Filialen verfügbar</p>`;
    expect(extractObservation(productPage('de', webOnly)).availability).toBe('out_of_stock');
  });
});
