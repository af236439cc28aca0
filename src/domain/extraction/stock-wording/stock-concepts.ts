/**
 * The classes of words stock wording is made of: every language's table (stock-lexicon.ts) files
 * its words under these, and the grammar reads a line by them.
 */
export const STOCK_CONCEPTS = [
  /** Negation: "not", "nicht", "niet", "pas". */
  'negation',
  /** Negation after the word it negates ("stokta yok"). */
  'negationAfter',
  /** "longer" of "no longer", "mehr" of "nicht mehr". */
  'longer',
  /** "than" of "more than 10": with "more" before a count it is a count, not "no longer". */
  'than',
  /** Absence before a stock noun: "out of", "sin", "hors", "brak". */
  'absence',
  /** Stock nouns: "stock", "Lager", "voorraad", "magazzino". */
  'stock',
  /** Prepositions of presence before a stock noun: "in", "auf", "op", "på". */
  'presence',
  /** One word that says in stock: "lagernd", "vorrätig", "skladem". */
  'inStock',
  /** Can be had: "available", "verfügbar", "leverbaar", "disponible". */
  'available',
  /** Verbs of supply, read like availability under a negation: "deliver", "liefern", "ship". */
  'supply',
  /** Nouns of delivery time: "delivery", "Lieferzeit", "levertijd", "entrega". */
  'delivery',
  /** Collecting it at a store, also a word of delivery: "collect", "abholen", "ophalen", "retrait", "recoger". */
  'collect',
  /** Ready to go: "ready", "bereit", "klaar". */
  'ready',
  /** When a delivery comes: "today", "tomorrow", "Friday", "days", "Werktage", "24h". */
  'timely',
  /** Working or business days, which only a delivery or a dispatch is counted in: "Werktage", "werkdagen", "giorni lavorativi", "hverdage"; a count of them alone is a delivery time ("1-2 Werktage"). */
  'workday',
  /** "unknown", "unbekannt", "onbekend". */
  'unknown',
  /** Given on request, as a field's answer: "auf Anfrage", "op aanvraag", "a consultar", "på forespørsel"; of a delivery time it names none. */
  'onRequest',
  /** "known", "bekannt", "noto": negated ("noch nicht bekannt", "non ancora nota"), it says unknown. */
  'known',
  /** Nouns of a date or a time to come: "date", "Termin", "datum", "fecha", "dato"; denied ("no delivery date"), it says unknown. */
  'date',
  /** Verbs and nouns of a notice widget that say it alone: "notify", "benachrichtigen", "avísame". */
  'notify',
  /** Words of a notice that need "me" or stock words beside them: "email", "alert", "tell". */
  'notifyWeak',
  /** The price: a notice about it ("email me when the price drops") is a price alert, not a stock widget. */
  'price',
  /**
   * What a shop offers beside the goods, and parts of its page: a way to pay, instalments, gift wrap,
   * engraving, assembly, warranty, returns, reviews, questions, a size guide, a description. Availability
   * denied after one is said of it, not of the product ("Keine Ratenzahlung verfügbar").
   */
  'service',
  /** A shop's newsletter: "newsletter", "nieuwsbrief", "nyhetsbrev", "uutiskirje"; a line about it says nothing of this product's stock, whatever news it promises. */
  'newsletter',
  /** Asking for or receiving a notice: "get", "receive", "ontvang", "ricevi", "quero ser". */
  'receive',
  /** "me", "mich", "mij". */
  'me',
  /** "back", "wieder", "weer". */
  'back',
  /** "when", "sobald", "wanneer". */
  'when',
  /** "soon", "bald", "binnenkort". */
  'soon',
  /** "expected", "erwartet", "verwacht", "restock". */
  'expected',
  /** From a date on: "from", "ab", "vanaf". */
  'from',
  /** One word that says sold out: "ausverkauft", "uitverkocht", "agotado". */
  'soldOut',
  /** Used up, said of a stock noun: "Lagerbestand erschöpft", "varasto tyhjä", "stock depleted". */
  'depleted',
  /**
   * Gone, run out, ended, said of the product, of all of it or by the shop, no stock noun needed:
   * "all gone", "we've run out", "weg", "væk", "terminato", "se acabó", "skończył się", "bitti".
   */
  'gone',
  /** A shop's shelf, which empty says the stock is gone: "shelf", "Regal", "schap", "scaffale", "hylla". */
  'shelf',
  /** A break in supply: "rupture", "ruptura". */
  'supplyBreak',
  /** A marketplace's listing of the item: "listing", "auction", "Angebot", "oferta", "annonce". */
  'listing',
  /** Ended, of a listing: "ended", "beendet", "zakończona", "terminée", "finalizada". */
  'ended',
  /** Where goods are sold as a whole: "market", "catalogue", "mercato", "comercializare"; a product removed or withdrawn from it is discontinued. */
  'market',
  /** Making as a noun: "production", "Produktion", "productie", "tuotanto"; ended or stopped, or "out of" it, the product is discontinued. */
  'production',
  /** Where a shop gets its goods: "supplier", "Lieferant", "leverandør", "fornitore"; awaited from one, stock is to come. */
  'supplier',
  /** Who sells on a marketplace: "seller", "Verkäufer", "verkoper", "vendeur", "sprzedawca"; the seller having none, or no seller offering it, is none to buy. */
  'seller',
  /** "discontinued", "ausgelaufen", "descatalogado". */
  'discontinued',
  /** Made or sold, for "no longer made": "made", "produced", "hergestellt". */
  'made',
  /** All of them: "all", "every", "alle", "tutti"; with "sold" and nothing else, every one is sold ("Alle Exemplare sind verkauft"). */
  'whole',
  /** "results", "Ergebnisse", "resultaten". */
  'results',
  /** "found", "gefunden", "gevonden". */
  'found',
  /** "pre-order", "vorbestellen", "preventa". */
  'preorder',
  /** Release wording: "release date", "erscheint". */
  'release',
  /** Coming: "coming", "arriving", "in arrivo". */
  'coming',
  /** "on backorder", "bajo pedido", "bestillingsvare". */
  'backorder',
  /** "few", "wenige", "pocas". */
  'few',
  /** Selling fast, a badge of stock going quickly: "selling fast", "verkauft sich schnell", "part vite", "sta andando a ruba". */
  'sellsFast',
  /** "last", "letzte", "últimas". */
  'last',
  /** "only", "nur noch", "solo". */
  'only',
  /** The number one written as a word, no meaning of its own: after "only" it is the count 1 ("only one left", "nur noch ein Stück"). */
  'one',
  /** Reserving a unit, no meaning of its own: with a store and no release, it is held there for collection ("Reserve in store", "Im Markt reservieren"); elsewhere its word keeps its other meanings (a pre-order, French "réserve"). */
  'reserve',
  /** Now or today, no meaning of its own: available again from now on is no return to come ("Ab sofort wieder lieferbar", "Di nuovo disponibile da oggi"). */
  'now',
  /** A word opening a supposed clause, no meaning of its own: a state supposed before a main clause is the shop's policy ("Falls nicht lieferbar, erstatten wir…", "If out of stock, we refund you"). */
  'supposing',
  /** A verb of having said by the shop, no meaning of its own: denied, with the product or a size as its only object, the shop has none ("We don't have this one", "Nous n'avons pas ce produit"); asked of a line's words by `readsProductNotHad` and the gate. */
  'have',
  /** "after" as a preposition of time, no meaning of its own: a sell-out after it is told of the past, and the state before it stands ("Back in stock after selling out"); asked of a line's words by `readStateBeforePastSellOut`. */
  'after',
  /** A size before its figure: "size", "Größe", "taglia", "maat"; the figure names the size, it counts nothing ("We don't have size 10 in stock"). */
  'size',
  /** Units of stock: "units", "Stück", "pezzi". */
  'units',
  /** A field of stock or availability, after a stock noun or beside availability: "level", "quantity", "Menge", "quantità". */
  'field',
  /** "left", "übrig", "kvar". */
  'left',
  /** The most one may order, before a count: "max", "höchstens", "maks"; before 0 it says none can be had. */
  'most',
  /** Other variants or items: "other", "andere", "autres"; a clause about them says nothing of this one. */
  'other',
  /** "low", "limited", "beperkte". */
  'scarce',
  /** Plenty, beside a stock noun or availability: "ruime voorraad", "hoher Lagerbestand", "dostępność duża". */
  'ample',
  /** Restocking: "restock", "réassort", "Nachschub", "reposición". */
  'restock',
  /** Restocked, done: the participle of restocking, "restocked", "réassorti", "aufgefüllt", "reabastecido"; alone or for every size, stock back now. */
  'restocked',
  /** "almost", "fast", "bijna". */
  'almost',
  /** Cart nouns: "cart", "Warenkorb", "winkelwagen". */
  'cart',
  /** Putting into: "add", "in den", "toevoegen", "ajouter". */
  'add',
  /** Verbs of putting in, a button's label alone or with the way it is got: "add", "hinzufügen", "voeg toe", "ajouter", "añadir". */
  'put',
  /** Where it is sold: "stores", "Märkten", "winkels", "online", "på nett"; read beside availability ("available in 4 stores"). */
  'channel',
  /** Sold on the web, a channel of its own: "online", "en ligne", "webshop", "på nett", "verkossa"; "only" beside it is no store-only line. */
  'web',
  /** Towards a place, after a word of delivery: "nach", "naar", "vers" ("Versand nach Österreich nicht möglich"). */
  'toward',
  /** Modal words between a negation and a purchase verb: "can", "kann", "te", "se puede", "att". */
  'able',
  /** Month names and their short forms: a number beside one is a date ("4–6 dicembre", "Dec 4"). */
  'month',
  /** One-click buying on a button: "with 1-Click", "en 1 clic", "mit 1-Klick". */
  'oneClick',
  /** Possessives on a cart button: "my", "mein", "mon" ("Ajouter à mon panier"; "Mein Warenkorb" alone is navigation); English "you", which names no place ("cannot be shipped to you"). */
  'mine',
  /** Free of charge, beside a delivery word on a button: "free", "gratis", "fri". */
  'free',
  /** "With" on a button: "Comprar já com entrega grátis", "Buy now with free delivery". */
  'with',
  /** "No" as the answer of a field ("In stock: No", "Op voorraad: nee", "Disponible : non"). */
  'answerNo',
  /** "Yes" as the answer of a field ("Verfügbar: Ja", "Disponible : oui", "Disponível: sim"). */
  'answerYes',
  /** A calendar week before its number ("KW 12", "week 8", "semaine 6"): a week to come, not a time to ship in. */
  'calendarWeek',
  /** A part of a month, which with a month and no day is a time to come: "end of", "Mitte", "finales de". */
  'monthPart',
  /** A stock light's colours that stand beside in-stock wording, as a line's label: "Grün: auf Lager", "Verde: disponibile". */
  'signal',
  /** A stock light's colour of none, as a stock field's answer: "Lagerstatus: rot", "Stock status: red", "Disponibilità: rosso". */
  'signalOut',
  /** The way a notice is sent, between its verb and its medium: "by", "per", "par", "por" ("Avisar por email"). */
  'means',
  /** A condition on availability, no statement of it: "subject to", "sous réserve", "vorbehaltlich". */
  'condition',
  /** Navigation, not purchase: "view", "go to", "zum". */
  'view',
  /** Buy verbs of a button: "buy", "kaufen", "kopen", "comprar". */
  'buy',
  /** Words that change nothing between a negation and what it negates: "currently", "leider", "is". */
  'filler',
] as const;
export type StockConcept = (typeof STOCK_CONCEPTS)[number];
export type StockTable = Partial<Record<StockConcept, readonly string[]>>;
