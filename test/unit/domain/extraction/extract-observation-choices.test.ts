import { describe, expect, it } from 'vitest';
import { compareObservations } from '../../../../src/domain/changes/compare-observations.js';
import { isRelevant } from '../../../../src/domain/changes/relevance-threshold.js';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

// Product pages whose buy box holds choices (sizes, colours, grades) and amounts beside the price.
const productPage = (lang: string, body: string, ld = true): string =>
  `<!doctype html><html lang="${lang}"><head>${
    ld ? `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Item', offers: { price: '59.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } })}</script>` : ''
  }</head><body><main><h1>Item</h1>${body}</main></body></html>`;

describe('extractObservation: choices in the buy box', () => {
  it('reads a few left of one size, on the button choosing it, as nothing about the product', () => {
    const html = productPage('de', '<p class="preis">59,00 €</p><div class="groessen"><button>S</button><button>M</button><button>XL <small>Nur noch 1 Stück</small></button></div><button class="add-to-cart">In den Warenkorb</button>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'in_stock' });
  });

  it('still reads a few left written beside the price, outside any choice', () => {
    const html = productPage('de', '<p class="preis">59,00 €</p><p>Nur noch 1 Stück auf Lager</p><button class="add-to-cart">In den Warenkorb</button>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'limited' });
  });

  it.each([
    ['nl', '<p>€ 3,29</p><p>Prijs per kg € 13,16</p>', 3.29],
    ['sv', '<p>32,50 kr</p><p>Kilopris 65,00 kr</p>', 32.5],
    ['de', '<p>2,49 €</p><p>(1 kg = 4,98 €)</p>', 2.49],
    ['it', '<p>€ 2,90</p><p>Prezzo al litro € 3,87</p>', 2.9],
  ])('reads a price per measure (%s) as no price of the item', (lang, body, price) => {
    const html = productPage(lang, `${body}<button class="add-to-cart">+</button>`, false);
    expect(extractObservation(html).price).toBe(price);
  });

  it("reads a price named a unit price by its class as the item's price when its text names no measure", () => {
    const html = productPage('pt', '<p class="product-unit-price">1,89 €</p><p>/un</p><p class="per-kg">7,56 €/kg</p><button class="add-to-cart">Adicionar</button>', false);
    expect(extractObservation(html).price).toBe(1.89);
  });

  it('reads stock wording in a block named for shipping, and no delivery amount as an old price', () => {
    const html = productPage('en', '<p class="price">$24.00</p><div class="shipping-estimate">In stock, ships in 1-2 business days. Free shipping over $24.00</div>', false);
    expect(extractObservation(html)).toMatchObject({ price: 24, availability: 'in_stock' });
  });

  it('reads a purchase button greyed until a colour is chosen as selling the product, not as sold out', () => {
    const html = productPage('en', '<p class="price">£35.00</p><div class="colours"><button>Navy</button><button>Sand</button></div><button class="add-to-bag" disabled aria-label="Please choose a colour first">Add to bag</button>', false);
    expect(extractObservation(html)).toMatchObject({ price: 35, availability: 'in_stock' });
  });

  it('reads a sold-out size among others that are not as nothing about the product', () => {
    const html = productPage('de', '<p class="preis">79,95 €</p><div class="groessen"><button>38</button><button>39</button><button disabled>40 – ausverkauft</button></div><p>Lieferbar</p><button class="in-den-warenkorb" disabled title="Bitte wählen Sie eine Größe">In den Warenkorb</button>', false);
    expect(extractObservation(html)).toMatchObject({ price: 79.95, availability: 'in_stock' });
  });

  it('keeps stated stock beside a sold-out size while the purchase button awaits a size', () => {
    const html = productPage('fr', '<p class="prix">59,00 €</p><div class="tailles"><button>S <span>59,00 €</span></button><button>M <span>59,00 €</span></button><button disabled>L <span>Épuisé</span></button></div><p>Livraison à domicile disponible</p><button class="ajouter" disabled title="Choisissez une taille">Ajouter au panier</button>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'in_stock' });
  });

  it('still reads the product as sold out when every size is', () => {
    const html = productPage('de', '<p class="preis">79,95 €</p><div class="groessen"><button disabled>38 – ausverkauft</button><button disabled>39 – ausverkauft</button></div><button class="in-den-warenkorb" disabled title="Bitte wählen Sie eine Größe">In den Warenkorb</button>', false);
    expect(extractObservation(html).availability).toBe('out_of_stock');
  });

  it('still reads a greyed purchase button as sold out when its tooltip says so beside a choice', () => {
    const html = productPage('en', '<p class="price">£35.00</p><button class="add-to-bag" disabled title="Sold out – choose another size">Add to bag</button>', false);
    expect(extractObservation(html).availability).toBe('out_of_stock');
  });

  it('still reads a greyed purchase button with no choice to make as sold out', () => {
    const html = productPage('en', '<p class="price">£35.00</p><button class="add-to-bag" disabled>Add to bag</button>', false);
    expect(extractObservation(html).availability).toBe('out_of_stock');
  });
});

const plainPage = (lang: string, body: string): string => `<!doctype html><html lang="${lang}"><body><main><h1>Item</h1>${body}</main></body></html>`;

describe('extractObservation: a purchase button that sells another item', () => {
  const soldOut = (notify: string, extras: string): string =>
    plainPage('fr', `<p class="prix">64,90 €</p><p class="etat">Rupture de stock</p><button class="alerte">${notify}</button>${extras}`);

  it('reads sold-out wording when the only working button stands after another item\'s price', () => {
    const html = soldOut('M\'alerter', '<div class="suggestions"><h2>Vous aimerez aussi</h2><p>a</p><p>b</p><p>c</p><div class="card"><span class="price">19,90 €</span><button class="add-to-cart">Ajouter au panier</button></div></div>');
    expect(extractObservation(html)).toMatchObject({ price: 64.9, availability: 'out_of_stock' });
  });

  it('still takes a working button in the buy box as selling the product (the wording is of another variant)', () => {
    const html = plainPage('fr', '<p class="prix">64,90 €</p><p>Taille 44 : rupture de stock</p><button class="add-to-cart">Ajouter au panier</button><div class="card"><span class="price">19,90 €</span></div>');
    expect(extractObservation(html)).toMatchObject({ price: 64.9, availability: 'in_stock' });
  });
});

describe('extractObservation: buttons and stock badges of the items listed after the product', () => {
  const shelf = (card: string): string => `<div class="mix-match"><h2>Maak het compleet</h2><p>a</p><p>b</p><p>c</p>${card}</div>`;

  it("reads the product's own disabled button, not the accessories' working ones, beside sold-out wording", () => {
    const html = productPage('nl', `<p class="prijs">€ 59,00</p><button class="add-to-cart" disabled>In winkelwagen</button><p>Tijdelijk uitverkocht</p>${shelf('<div class="kaart"><span class="prijs">€ 9,95</span><button class="add-to-cart">In winkelwagen</button></div>')}`);
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'out_of_stock' });
  });

  it("reads sold-out wording over stale JSON-LD when the only working button is a listed item's, past the buy box", () => {
    const html = productPage('de', `<p class="preis">59,00 €</p><p>Leider ausverkauft</p><button class="notify">Benachrichtigen</button>${shelf('<div class="kaart"><span class="preis">12,00 €</span><button class="add-to-cart">In den Warenkorb</button></div>')}`);
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'out_of_stock' });
  });

  it("reads the product's disabled button first, then an accessory's price and working button right under it, as the product's unbuyable", () => {
    const html = productPage('nl', '<p class="prijs">€ 59,00</p><p>Tijdelijk uitverkocht</p><button class="add-to-cart" disabled>In winkelwagen</button><div class="extra"><span class="prijs">€ 7,50</span><button class="add-to-cart">Voeg toe</button></div>');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'out_of_stock' });
  });

  it('still reads a working button in the buy box as selling the product when a listed item is sold out', () => {
    const html = productPage('nl', `<p class="prijs">€ 59,00</p><button class="add-to-cart">In winkelwagen</button>${shelf('<div class="kaart"><span class="prijs">€ 9,95</span><button class="add-to-cart" disabled>Uitverkocht</button></div>')}`);
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'in_stock' });
  });

  it("reads a sold-out badge on a listed item's card, past its price, as that item's", () => {
    const html = plainPage('en', `<p class="price">£35.00</p><button class="add-to-cart">Add to basket</button>${shelf('<div class="card"><span class="price">£12.00</span><span class="stock out-of-stock">Out of stock</span></div>')}`);
    expect(extractObservation(html)).toMatchObject({ price: 35, availability: 'in_stock' });
  });

  it("still reads a sold-out badge beside the product's price as the product's", () => {
    const html = plainPage('en', `<p class="price">£35.00</p><span class="stock out-of-stock">Out of stock</span>${shelf('<div class="card"><span class="price">£12.00</span><button class="add-to-cart">Add to basket</button></div>')}`);
    expect(extractObservation(html)).toMatchObject({ price: 35, availability: 'out_of_stock' });
  });
});

describe('extractObservation: the option a closed select shows', () => {
  const select = (options: string, button: string): string =>
    productPage('sv', `<p class="pris">59,00 €</p><label for="s">Storlek</label><select id="s">${options}</select><button class="add-to-cart"${button}>Lägg i varukorgen</button>`);

  it('reads the chosen option\'s sold-out wording beside a disabled button, over in-stock JSON-LD', () => {
    const html = select('<option>40</option><option selected>42 – Slutsåld</option>', ' disabled');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'out_of_stock' });
  });

  it('still reads an option not chosen as nothing about the product', () => {
    const html = select('<option selected>40</option><option>42 – Slutsåld</option>', '');
    expect(extractObservation(html)).toMatchObject({ price: 59, availability: 'in_stock' });
  });

  it('keeps the chosen option out of the main text', () => {
    expect(extractObservation(select('<option selected>42 – Slutsåld</option>', ' disabled')).text).not.toContain('Slutsåld');
  });
});

describe('extractObservation: a widget named for similar items', () => {
  it("reads no price from a block of similarities beside a buy box whose own offer is gone", () => {
    const html = productPage('en', '<div class="buybox"><p>Temporarily out of stock.</p></div><div id="product-similarities"><h2>Customers compare it with</h2><span class="price">$45.00</span></div>', false);
    expect(extractObservation(html)).toMatchObject({ price: null, availability: 'out_of_stock' });
  });
});

describe('extractObservation: a frequently-bought-together block', () => {
  it('reads a block its markup names fbt as a related widget: its total is neither price nor main text', () => {
    const html = productPage('en', '<p class="price">€ 59,00</p><button class="add-to-cart">Add to cart</button><section class="product-fbt"><h3>Customers buy these together</h3><p class="fbt__total">Total for all three: € 84,50</p></section>', false);
    const observation = extractObservation(html);
    expect(observation.price).toBe(59);
    expect(observation.text).not.toContain('Total for all three');
  });
});

describe('extractObservation: app state listing every option beside the chosen one\'s price', () => {
  const state = JSON.stringify({ props: { pageProps: { product: { title: 'Trail Runner GTX', variants: [
    { sku: 'TR-40', size: '40', price: { amount: '139.00', currencyCode: 'EUR' }, availableForSale: true },
    { sku: 'TR-44', size: '44', price: { amount: '149.00', currencyCode: 'EUR' }, availableForSale: true },
  ] } } } });
  const page = (shown: string): string =>
    `<!doctype html><html lang="de-DE"><head><title>Trail Runner GTX</title></head><body><main><h1>Trail Runner GTX</h1><div class="product-price"><span class="price">${shown}</span></div><button aria-pressed="true">44</button><button class="add-to-cart">In den Warenkorb</button></main><script id="__NEXT_DATA__" type="application/json">${state}</script></body></html>`;

  it('reads the price element when it shows another option than the state\'s first', () => {
    expect(extractObservation(page('149,00 €')).price).toBe(149);
  });

  it('keeps the state\'s amount when the page shows none of its options', () => {
    expect(extractObservation(page('99,00 €')).price).toBe(139);
  });
});

describe('extractObservation: a choice gone from a picker', () => {
  // A product's description is long enough that one size's label is well under 1 % of its words.
  const DESCRIPTION = ['Zapatilla de trail con suela de tacos de cinco milímetros y membrana impermeable transpirable.', 'La mediasuela de espuma amortigua en bajadas largas y devuelve energía en las subidas.', 'El empeine de malla reforzada protege de piedras y ramas sin añadir peso.', 'Horma estándar: elige tu talla habitual; si dudas entre dos, la mayor.', 'Plantilla extraíble de espuma con memoria, apta para plantillas ortopédicas.', 'Cordones de cierre rápido con bolsillo en la lengüeta para guardarlos.', 'Peso aproximado de trescientos gramos por zapatilla en la talla cuarenta y dos.', 'Garantía del fabricante contra defectos de fabricación; no cubre el desgaste normal de la suela.']
    .map((sentence) => `<p>${sentence}</p>`).join('');
  it('tells a content watcher of a size no longer offered among radio choices, the price and the other sizes unchanged', () => {
    const sizes = (list: string[]): string => list.map((s) => `<label><input type="radio" name="talla" value="${s}">${s}</label>`).join('');
    const page = (list: string[]): string => productPage('es', `<p class="precio">59,00 €</p><fieldset><legend>Talla</legend>${sizes(list)}</fieldset><button class="add-to-cart">Añadir a la cesta</button>${DESCRIPTION}`);
    const [before, after] = [page(['36', '37', '38', '39', '40']), page(['36', '37', '39', '40'])].map((html) => extractObservation(html));
    expect(isRelevant(compareObservations(before!, after!, { metric: 'content', condition: null })!, 0.5)).toBe(true);
  });
});

describe('extractObservation: the price per sellable unit', () => {
  it('reads the price classed per sellable unit as the item\'s price, the one per measure as none', () => {
    const html = productPage('en-IE', '<div class="price-per-sellable-unit"><span class="value">€2.85</span></div><div class="price-per-quantity-weight"><span class="value">€5.70</span>/kg</div><p class="promo">€2.40 Clubcard Price</p><button class="add-to-cart">Add</button>', false);
    expect(extractObservation(html).price).toBe(2.85);
  });
});

// A variant list marking one row as the visitor's choice says whose sold-out wording it is.
describe('extractObservation: the chosen variant', () => {
  it.each([
    ['en', '<p class="price">€59.00</p><ul class="colours"><li>Navy (selected)</li><li>Out of stock</li><li>Olive</li><li>In stock</li></ul><button class="add-to-cart">Add to basket</button>', 'out_of_stock'],
    ['fr', '<p class="prix">59,00 €</p><ul class="couleurs"><li>Taille 40 (sélectionnée) – Rupture de stock</li><li>Taille 42 – En stock</li></ul><button class="add-to-cart">Ajouter au panier</button>', 'out_of_stock'],
    ['en', '<p class="price">€59.00</p><ul class="colours"><li>Navy (selected)</li><li>In stock</li><li>Olive</li><li>Out of stock</li></ul><button class="add-to-cart">Add to basket</button>', 'in_stock'],
  ])('reads the chosen variant\'s stock as the product\'s beside a working button (%s)', (lang, body, availability) => {
    expect(extractObservation(productPage(lang, body)).availability).toBe(availability);
  });
});
