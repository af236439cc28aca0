import { describe, expect, it } from 'vitest';
import { readStockWording, readsPurchaseLabel, type StockReading } from '../../../../src/domain/extraction/stock-grammar.js';

type Row = [text: string, expected: StockReading];

// One table per rule of the grammar, in several languages each; none of these lines is from the
// peer lists the rules were tuned on (scripts/evaluate-peers.ts), and the rows that came with a
// rule prompted by the own wording's dev misses are not in its files (test/fixtures/stock-wording);
// a few older rows are common shop phrases that stand there too.
const RULES: Record<string, Row[]> = {
  'a notice about the price is a price alert, not a stock widget; one about stock still is': [
    ['Send me an e-mail if the price goes down', null],
    ['Set a price alert', null],
    ['Informiere mich, wenn sich der Preis ändert', null],
    ['Laat het me weten als de prijs zakt', null],
    ['Alerte prix : soyez informé des baisses de prix', null],
    ['Avísame si baja el precio', null],
    ['Få varsel når prisen synker', null],
    ['Notify me when the price drops or it is back in stock', 'out_of_stock'],
    ['E-mail me when this is available again', 'out_of_stock'],
  ],
  'a negation before a word of stock or availability, fillers between': [
    ['This product is currently not available', 'out_of_stock'],
    ['Leider momentan nicht vorrätig', 'out_of_stock'],
    ['Dit artikel is tijdelijk niet leverbaar', 'out_of_stock'],
    ['Actualmente no disponible', 'out_of_stock'],
    ['Attualmente non disponibile', 'out_of_stock'],
    ['Varen er dessverre ikke tilgjengelig', 'out_of_stock'],
    ['Produkten är inte tillgänglig', 'out_of_stock'],
    ['Produkt chwilowo nie jest dostępny', 'out_of_stock'],
    ['Kein Lagerbestand', 'out_of_stock'],
    ['Sem stock', 'out_of_stock'],
    ['We can’t ship this item', 'out_of_stock'],
    ['Wir können diesen Artikel nicht mehr versenden', 'out_of_stock'],
    ['Wir nehmen derzeit keine Bestellungen an', 'out_of_stock'],
    ['Item no 4471 in stock', 'in_stock'],
  ],
  'a negation, modal words, then a purchase verb that ends the line': [
    ['Zurzeit nicht zu bestellen', 'out_of_stock'],
    ['Kan ikke kjøpes for tiden', 'out_of_stock'],
    ['Kan ikke leveres i dag', 'out_of_stock'],
    ['No se puede pedir en este momento', 'out_of_stock'],
    ['No minimum order', null],
    ['Kann derzeit nicht gekauft werden', 'out_of_stock'],
    ['Cannot be ordered online', 'out_of_stock'],
    ['Why not buy it now?', null],
  ],
  'the verb before "not ... longer", as Scandinavian word order has it': [
    ['Produktet selges ikke lenger', 'discontinued'],
    ['Varan säljs inte längre', 'discontinued'],
    ['Made no longer than 2 m', null],
  ],
  'withdrawn from sale, production ended': [
    ['Withdrawn from sale', 'discontinued'],
    ['Ritirato dalla vendita', 'discontinued'],
    ['Prodej ukončen', 'discontinued'],
    ['Produit arrêté par le fabricant', 'discontinued'],
    ['Aus dem Programm genommen', 'discontinued'],
    ['Ya no lo fabrican', 'discontinued'],
    ['Deixa de ser vendido', 'discontinued'],
  ],
  'a time or an amount is one number, not a zero': [
    ['Vor 18:00 bestellt, morgen geliefert', 'in_stock'],
    ['0 auf Lager', 'out_of_stock'],
  ],
  'a stock field and its yes or no': [
    ['Auf Lager: nein', 'out_of_stock'],
    ['Availability: no', 'out_of_stock'],
    ['Op voorraad? Ja', 'in_stock'],
    ['Colour: No', null],
    ['Not available: yes', 'out_of_stock'],
    ['Bestellstatus: sofort lieferbar', 'in_stock'],
  ],
  'apostrophes are optional': [
    ['doesnt come in stock anymore', 'out_of_stock'],
    ['This item arent available', 'out_of_stock'],
  ],
  'a negative adjective or a sold-out word': [
    ['Ce modèle est victime de son succès', 'out_of_stock'],
    ['Agotado en tienda', 'out_of_stock'],
    ['Ya no está a la venta', 'out_of_stock'],
    ['Ausverkauft!', 'out_of_stock'],
    ['Tymczasowo wyprzedane', 'out_of_stock'],
    ['Ruptura de stock', 'out_of_stock'],
    ['ZURZEIT UNVERFÜGBAR', 'out_of_stock'],
    ['Tuote on loppunut', 'out_of_stock'],
    ['We are out of this colour', 'out_of_stock'],
  ],
  'a notice widget': [
    ['Alert me when it is back', 'out_of_stock'],
    ['Bitte benachrichtigen Sie mich', 'out_of_stock'],
    ['Stuur mij een e-mail zodra het op voorraad is', 'out_of_stock'],
    ['Avísame cuando esté disponible', 'out_of_stock'],
    ['Powiadom o dostępności', 'out_of_stock'],
    ['Sign up for a restock notification', 'out_of_stock'],
    ['Sign up for stock updates', 'out_of_stock'],
    ['Get updates', null],
    ['Restock alerts by e-mail', 'out_of_stock'],
    ['Lagerbenachrichtigung aktivieren', 'out_of_stock'],
    ['Avertissez-moi', 'out_of_stock'],
    ['Aviso de reposición', 'out_of_stock'],
  ],
  'a short request to receive a notice': [
    ['Erhalte eine Nachricht', 'out_of_stock'],
    ['Ricevere un avviso via e-mail', 'out_of_stock'],
    ['Get 10% off with email sign-up', null],
    ['Receive our newsletter', null],
  ],
  'French and Italian elision: the word after the apostrophe is read': [
    ["M'informer du retour en stock", 'out_of_stock'],
    ["I'm in stock", 'in_stock'],
  ],
  'letters whose mark NFD keeps (ł, ø, æ) read as their plain letter': [
    ['Czas wysyłki: 2 dni robocze', 'in_stock'],
  ],
  'back or expected with "when", "soon" or a date': [
    ['Wieder verfügbar ab 12.05.', 'out_of_stock'],
    ['Expected in stock 3 June', 'out_of_stock'],
    ['Weer op voorraad vanaf 4 juni', 'out_of_stock'],
    ['We do not know when it will be in stock again', 'out_of_stock'],
    ['Back soon', 'out_of_stock'],
    ['Tickets for this date: none left', 'out_of_stock'],
    ['Je veux être averti', 'out_of_stock'],
    ['Back in stock!', 'in_stock'],
    ['Lieferbar ab 20.12.2026', 'out_of_stock'],
    ['Available from 3 sellers', null],
    ['Riassortimento previsto il 20/05', 'out_of_stock'],
    ['Nachschub erwartet', 'out_of_stock'],
    ['Ab 12.05. wieder da', 'out_of_stock'],
    ['Wieder da!', 'in_stock'],
    ['Restocking fee applies', null],
    ['Disponible à partir du 2 mars', 'out_of_stock'],
    ['Očekáváme naskladnění 14. 3.', 'out_of_stock'],
    ['Expected back in June', 'out_of_stock'],
    ['Verwacht in maart', 'out_of_stock'],
    ['Lieferbar ab Juni', 'out_of_stock'],
    ['Planowana dostawa: luty', 'out_of_stock'],
    ['Varen ventes inn i april', 'out_of_stock'],
    ['Delivery times may vary', null],
    ['Leverans i slutet av mars', 'out_of_stock'],
    ['Lieferung Ende Januar', 'out_of_stock'],
    ['Sale ends late January', null],
    ['Dostawa na życzenie', null],
  ],
  'no results, not found': [
    ['No matching results', 'out_of_stock'],
    ['Keine Ergebnisse gefunden', 'out_of_stock'],
    ['Nessun prodotto trovato', 'out_of_stock'],
    ['Aucun résultat', 'out_of_stock'],
  ],
  'coming soon and pre-order': [
    ['Demnächst verfügbar', 'preorder'],
    ['Disponible prochainement', 'preorder'],
    ['Kommer snart', 'preorder'],
    ['Reservar ahora: preventa', 'preorder'],
    ['Erscheint am 14. März', 'preorder'],
  ],
  'a few left': [
    ['Nur noch 3 Stück auf Lager', 'limited'],
    ['Pocas unidades', 'limited'],
    ['Laatste exemplaren', 'limited'],
    ['Only 2 left', 'limited'],
    ['Beperkte voorraad', 'limited'],
    ['Scorte limitate', 'limited'],
    ['Letzte 3 Exemplare', 'limited'],
    ['Dernier exemplaire', 'limited'],
    ['Only $5', null],
    ['Nur wenige Stücke auf Lager', 'limited'],
    // After a count, "igjen" and "tilbage" are "left", not "back".
    ['Bare 4 igjen på lageret', 'limited'],
  ],
  'delivery time, known or not': [
    ['Ships in 3-5 business days', 'in_stock'],
    ['Lieferzeit: 1-3 Werktage', 'in_stock'],
    ['Levering binnen 2 werkdagen', 'in_stock'],
    ['Entrega en 24h', 'in_stock'],
    ['Delivery by 12/03', 'in_stock'],
    ['Lieferung am 3.12. für 4,95 €', 'in_stock'],
    ['Standard shipping $5.99', null],
    ['Express delivery: 7.50 €', null],
    ['Consegna in 2-4 giorni lavorativi', 'in_stock'],
    ['Leveringstid 2-4 virkedager', 'in_stock'],
    ['Versandfertig', 'in_stock'],
    ['Lieferdatum unbekannt', 'out_of_stock'],
    ['Leveringstid ukjent', 'out_of_stock'],
    ['Leveringsdato ukendt', 'out_of_stock'],
    ['Restocking date: TBD', 'out_of_stock'],
    ['Data di riassortimento sconosciuta', 'out_of_stock'],
    ['Livraison prévue mardi', 'in_stock'],
    ['Get it by Friday', 'in_stock'],
    ['Avsendes i morgen', 'in_stock'],
    ['Free delivery on orders over $50', null],
    ['Lieferung am 5. Dezember', 'in_stock'],
    ['Arrives Jan 9', 'in_stock'],
    ['Leverans 14 januari', 'in_stock'],
    ['Delivery in March', null],
    ['Vi skickar i dag', 'in_stock'],
    ['Ritiro in negozio domani', 'in_stock'],
    ['Henting i butikk i morgen', 'in_stock'],
    ['Keine Angabe zur Lieferzeit', 'out_of_stock'],
    ['Sem informação de entrega', 'out_of_stock'],
    ['Liefertermin: noch nicht festgelegt', 'out_of_stock'],
    ['Shipping date to be confirmed', 'out_of_stock'],
    ['Data prevista di arrivo: da confermare', 'out_of_stock'],
  ],
  'in stock': [
    ['Auf Lager', 'in_stock'],
    ['Ab Zentrallager', 'in_stock'],
    ['Op voorraad in 12 winkels', 'in_stock'],
    ['Disponibile subito', 'in_stock'],
    ['Available now', 'in_stock'],
    ['Available in 4 sizes', null],
    ['Available for dispatch', 'in_stock'],
    ['Disponibile in 3-5 giorni', 'in_stock'],
    ['Hoher Lagerbestand', 'in_stock'],
    ['Amplio stock', 'in_stock'],
    ['Available for purchase', 'in_stock'],
    ['Disponibile per la spedizione', 'in_stock'],
    ['Available to buy in store', null],
    ['Plenty of colours', null],
    ['Verkrijgbaar uitsluitend online', 'in_stock'],
    ['Únicamente disponible online', 'in_stock'],
    ['Available only to members', null],
    ['Verfügbar in 3 Filialen', 'in_stock'],
    ['Disponible en 5 tiendas', 'in_stock'],
    ['Available at 2 local stores', 'in_stock'],
    // Italian and Portuguese "pronto" beside shipping is "ready", Spanish "pronto" alone "soon".
    ['Pronto para envio', 'in_stock'],
    ['Pronto disponible', 'preorder'],
    ['Finns nu', 'in_stock'],
    // Portuguese "no" is "in the": a place of stock, not a negation.
    ['Produto em estoque no depósito', 'in_stock'],
    ['Sem estoque no armazém', 'out_of_stock'],
    ['Stock level: 5', 'in_stock'],
    ['Voorraad: 8 stuks', 'in_stock'],
    ['Stock: 3 colours', null],
    ['Finns i butikslagret', 'in_stock'],
  ],
  'stock words with doubt that no rule reads': [
    ['Delivery to your region is not possible', 'unclear'],
    ['Lieferzeit auf Anfrage, sobald der Hersteller meldet', 'unclear'],
    ['Stock status: see the store', null],
  ],
  'Chinese, Japanese and Korean': [
    ['该商品暂时缺货', 'out_of_stock'],
    ['无库存', 'out_of_stock'],
    ['现货供应', 'in_stock'],
    ['ただいま在庫切れです', 'out_of_stock'],
    ['在庫がありません', 'out_of_stock'],
    ['予約受付中', 'preorder'],
    ['ご注文できません', 'out_of_stock'],
    ['再入荷時にメールでお知らせします', 'out_of_stock'],
    ['2〜3営業日以内に出荷', 'in_stock'],
    ['明日お届け', 'in_stock'],
    ['在庫はございます', 'in_stock'],
    ['在庫もありません', 'out_of_stock'],
    ['発送日未定', 'out_of_stock'],
    ['再入荷時にご連絡します', 'out_of_stock'],
    ['在庫 ◎', 'in_stock'],
    ['在庫 ×', 'out_of_stock'],
    ['在庫：△', 'limited'],
    ['入荷したら知らせてください', 'out_of_stock'],
    ['発売日は未定です', 'out_of_stock'],
    ['5月下旬入荷予定', 'out_of_stock'],
    ['预计下周到货', 'out_of_stock'],
    ['预计24小时内发货', null],
    ['내일 도착 보장', 'in_stock'],
    ['입고되면 알려주세요', 'out_of_stock'],
    ['暂不发货', 'out_of_stock'],
    ['到货提醒', 'out_of_stock'],
    ['该商品已经卖光了', 'out_of_stock'],
    ['재고 : 없음', 'out_of_stock'],
    ['在庫：なし', 'out_of_stock'],
    ['주문할 수 없습니다', 'out_of_stock'],
    ['배송 예정일 미정', 'out_of_stock'],
  ],
};

describe('readStockWording', () => {
  for (const [rule, rows] of Object.entries(RULES)) {
    it.each(rows)(`${rule}: %j → %s`, (text, expected) => {
      expect(readStockWording(text)).toBe(expected);
    });
  }

  it('reads typographic apostrophes, no-break spaces and full-width letters as plain ones', () => {
    expect(readStockWording('It isn’t in\u00a0stock')).toBe('out_of_stock');
    expect(readStockWording('ＳＯＬＤ ＯＵＴ')).toBe('out_of_stock');
  });

  it('reads a few thousand lines of prose quickly', () => {
    const prose = 'A light trail shoe with a grippy outsole, made for long days on rocky paths and wet roots.';
    const started = process.cpuUsage();
    for (let i = 0; i < 5_000; i++) readStockWording(`${prose} ${i}`);
    expect(process.cpuUsage(started).user).toBeLessThan(1_000_000);
  });
});

describe('readsPurchaseLabel', () => {
  it.each(['In den Einkaufskorb legen', 'Añadir a la cesta', 'In winkelmand', 'Jetzt kaufen', 'Lägg i kundvagnen', 'Kup teraz', 'Add to bag – $89.00', 'Mettre dans le panier', 'Ajoutez au panier', '買い物カゴに追加', 'Add to cart 🛍️', 'Jetzt mit 1-Klick kaufen', 'Commander en un clic', 'Inserisci nel carrello', 'Lägg i varukorgen 249 kr', 'Přidat do košíku 499 Kč', 'Kjøp nå – 1 290 kr', 'Add to my basket', 'Buy now – free delivery', 'Compra subito con consegna gratuita', 'Lisää koriin 🛒', '马上下单', '바로구매', 'Add to bag – free shipping', 'Buy with PayPal', 'Comprar con Bizum', 'Lo compro', 'Adicionar ao carrinho e retire na loja'])(
    '%j is a purchase button',
    (label) => expect(readsPurchaseLabel(label)).toBe(true),
  );

  it.each(['View basket', 'Zum Warenkorb', 'Order history', 'Add to wishlist', 'Mein Warenkorb', 'Click here', 'Try it now', 'Your basket', 'Go to my cart', 'Free shipping', 'View with Zoom', 'Find in store'])('%j is not', (label) => expect(readsPurchaseLabel(label)).toBe(false));
});
