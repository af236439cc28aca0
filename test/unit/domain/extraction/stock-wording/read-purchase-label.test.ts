import { describe, expect, it } from 'vitest';
import { readsPurchaseLabel } from '../../../../../src/domain/extraction/stock-wording/read-purchase-label.js';

describe('readsPurchaseLabel', () => {
  it.each(['In den Einkaufskorb legen', 'Añadir a la cesta', 'In winkelmand', 'Jetzt kaufen', 'Lägg i kundvagnen', 'Kup teraz', 'Add to bag – $89.00', 'Mettre dans le panier', 'Ajoutez au panier', '買い物カゴに追加', 'Add to cart 🛍️', 'Jetzt mit 1-Klick kaufen', 'Commander en un clic', 'Inserisci nel carrello', 'Lägg i varukorgen 249 kr', 'Přidat do košíku 499 Kč', 'Kjøp nå – 1 290 kr', 'Add to my basket', 'Buy now – free delivery', 'Compra subito con consegna gratuita', 'Lisää koriin 🛒', '马上下单', '바로구매', 'Add to bag – free shipping', 'Buy with PayPal', 'Comprar con Bizum', 'Lo compro', 'Adicionar ao carrinho e retire na loja', 'Aggiungi alla borsa della spesa', 'Add 3 items to basket', 'Cómpralo ya', 'Buy with Google Pay', 'In den Warenkorb – 3 Pck.', 'Add Nike Air Zoom Pegasus to bag', 'Ajouter la Pixel 9 au panier', 'Jetzt kaufen – gratis Expressversand innerhalb Deutschlands', 'Ab 19 € in den Warenkorb', 'Dès 29 € – Acheter'])(
    '%j is a purchase button',
    (label) => expect(readsPurchaseLabel(label)).toBe(true),
  );

  it.each(['View basket', 'Zum Warenkorb', 'Order history', 'Add to wishlist', 'Mein Warenkorb', 'Click here', 'Try it now', 'Your basket', 'Go to my cart', 'Free shipping', 'View with Zoom', 'Find in store', 'Proceed to basket', 'Add a gift message to your basket', 'From our blog', 'Free next-day delivery'])('%j is not', (label) => expect(readsPurchaseLabel(label)).toBe(false));

  // own-16: a verb of putting in needs no cart when nothing but a count, fillers and the way it is got follow;
  // order nouns and "de compras" belong with the cart, "caddie" is a cart.
  it.each(['Hinzufügen', 'Lisää', 'Legg til', '🛍 Dodaj', 'Add for collection', 'Add 2 for delivery', 'Adicionar à sacola de compras', 'Tilføj til bestilling', 'Mettre dans le caddie'])(
    '%j opens with a verb of putting in, or puts into a cart or an order',
    (label) => expect(readsPurchaseLabel(label)).toBe(true),
  );

  // own-21 (probing): a word of navigation is the preposition of a verb of putting in that follows it; Czech "vložit" puts in.
  it.each(['Zur Einkaufstasche hinzufügen', 'Vložit do nákupního košíku'])('%j puts into a cart', (label) => expect(readsPurchaseLabel(label)).toBe(true));
  it.each(['Zur Einkaufstasche', 'View basket and add more'])('%j goes to a cart', (label) => expect(readsPurchaseLabel(label)).toBe(false));

  it.each(['Mijn bestelling', 'Mis compras', 'Add a review', 'Hinzufügen zur Merkliste'])('%j names no purchase', (label) => expect(readsPurchaseLabel(label)).toBe(false));

  // own-24: a word no table knows right before the amount is the price's preposition; French buttons in the first person, "j'" elided.
  it.each(['Kup teraz za 89,99 zł', 'Koupit za 499 Kč', "J'achète maintenant", 'J’ajoute au panier', 'J’achète en 1 clic'])(
    '%j is a purchase button',
    (label) => expect(readsPurchaseLabel(label)).toBe(true),
  );
  it.each(['Add to wishlist 2', 'Zobacz za 5 minut'])('%j is not', (label) => expect(readsPurchaseLabel(label)).toBe(false));
});
