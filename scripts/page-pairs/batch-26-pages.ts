/**
 * The pages of the twenty-sixth batch of page pairs (issue 22), aimed at recall: pages full of
 * amounts, rows and states where a change a user wants is small or buried, beside what real sites
 * change on every load: a British outdoor shop's walking boots with struck prices, instalments and
 * a size table, a German electronics shop's coffee machine with its list price, financing and a
 * delivery countdown, a French DIY shop's drill with its stores' stock, a Spanish bank's deposit
 * rates, an Italian shop's smartphone with a variant price table, and a Dutch library's opening
 * hours and fees. The other six pages are in batch-26-more-pages.ts. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';

export const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
export const rows = (list: string): string => list.split('|').filter(Boolean).map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
export const tiles = (list: string): string =>
  list.split('|').map((t) => { const [name, price] = t.split('~'); return `<li class="tile"><a href="/p/${encodeURIComponent(name!.slice(0, 12))}">${name}</a> <span class="tile__price">${price}</span></li>`; }).join('');
export const ld = (name: string, currency: string, price: string, stock = 'InStock'): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: currency, availability: `https://schema.org/${stock}` } })}</script>`;

/** British outdoor shop's walking boots: sale and was price, Klarna instalments, delivery, a size table, also viewed. */
export const bootsEn = (v: Values): string =>
  [
    ld('Trailmaster GTX Men\'s Waterproof Walking Boots', 'GBP', v.ld ?? '129.99'),
    '<nav class="crumbs"><a href="/">Home</a> › Men › Footwear › Walking Boots</nav>',
    '<article class="pdp">',
    '<h1>Trailmaster GTX Men\'s Waterproof Walking Boots</h1>',
    '<p class="rating">★★★★☆ 4.4 (286 reviews)</p>',
    `<div class="buybox"><p class="price"><span class="price__now">${v.price ?? '£129.99'}</span> <s class="price__was">Was £159.99</s> <span class="price__save">${v.save ?? 'Save £30.00'}</span></p><p class="klarna">${v.klarna ?? 'Or 3 interest-free payments of £43.33 with Klarna'}</p><p class="delivery">Standard delivery £4.99 · Free UK delivery on orders over £50 · Next day £6.99</p><button>Add to bag</button></div>`,
    `<h2>Select size</h2><table><tr><th>UK size</th><th>Availability</th></tr>${rows(`7~In stock|8~In stock|9~${v.uk9 ?? 'In stock'}|10~Low stock – 2 left|11~Out of stock|12~In stock`)}</table>`,
    `<p class="sold">🔥 ${v.sold ?? '23'} sold in the last 24 hours</p>`,
    '<h2>Product details</h2><p>Full-grain leather upper with a waterproof, breathable membrane. Vibram® outsole for grip on wet rock. Weight 640 g per boot (UK 8). Fits true to size; if you are between sizes we recommend the larger.</p>',
    '</article>',
    `<section class="also"><h2>Customers also viewed</h2><ul>${tiles(v.also ?? 'Ridgeline Mid WP Boots~£99.99|Merino Hiking Socks 2-Pack~£18.00|Summit Gaiters~£24.99|Trailmaster GTX Women\'s~£129.99')}</ul></section>`,
  ].join('\n');

/** German electronics shop's coffee machine: price, RRP struck, savings, financing, delivery time and an order-by countdown, accessories. */
export const vollautomatDe = (v: Values): string =>
  [
    ld('De\'Longhi Magnifica Evo ECAM 290.61.SB Kaffeevollautomat', 'EUR', v.ld ?? '649.00'),
    '<nav class="crumbs"><a href="/">Startseite</a> › Haushalt &amp; Küche › Kaffeevollautomaten</nav>',
    '<article class="produkt">',
    '<h1>De\'Longhi Magnifica Evo ECAM 290.61.SB Kaffeevollautomat, Silber/Schwarz</h1>',
    '<p class="artnr">Art.-Nr. 2871645 · 4,5 von 5 Sternen (1.128 Bewertungen)</p>',
    `<div class="kaufbox"><p class="preis">${v.preis ?? '649,00 €'}<sup>*</sup></p><p class="uvp">UVP <s>799,00 €</s> · ${v.spar ?? 'Sie sparen 150,00 € (19 %)'}</p><p class="finanz">${v.finanz ?? '0 % Finanzierung: 24 Monatsraten à 27,05 €'}</p><p class="lieferzeit">${v.lieferzeit ?? 'Sofort lieferbar · Lieferung in 2–3 Werktagen'}</p><p class="express">${v.express ?? 'Bestellen Sie innerhalb von 3 Std. 12 Min., dann kommt Ihre Lieferung voraussichtlich am Dienstag, 01.12.'}</p><p class="versand">Versandkostenfrei · Abholung im Markt möglich</p><button>In den Warenkorb</button></div>`,
    '<p class="fussnote">* inkl. MwSt., zzgl. ggf. Altgeräteentsorgung</p>',
    `<h2>Passendes Zubehör</h2><table>${rows('Entkalker EcoDecalk 500 ml~12,99 €|Wasserfilter DLSC002 (2 Stück)~19,99 €|Milchbehälter mit LatteCrema-System~39,99 €|Reinigungstabletten 10 Stück~8,49 €')}</table>`,
    '<h2>Produktbeschreibung</h2><p>Kaffeevollautomat mit Kegelmahlwerk in 13 Stufen, 15 bar Pumpendruck und automatischem Milchsystem für Cappuccino und Latte macchiato auf Knopfdruck. Wassertank 1,8 l, Bohnenbehälter 250 g. Die Brühgruppe ist herausnehmbar und spülbar.</p>',
    '</article>',
  ].join('\n');

/** French DIY shop's cordless drill: price with eco fee and 4x payment, its stores' stock, views today and questions. */
export const perceuseFr = (v: Values): string =>
  [
    ld('Perceuse-visseuse sans fil Bosch Professional GSR 18V-55', 'EUR', '189.90'),
    '<nav class="crumbs"><a href="/">Accueil</a> › Outillage › Perceuses-visseuses</nav>',
    '<article class="fiche">',
    '<h1>Perceuse-visseuse sans fil Bosch Professional GSR 18V-55, 2 batteries 2 Ah, coffret L-Boxx</h1>',
    '<div class="achat"><p class="prix">189,90 €</p><p class="eco">dont éco-participation 0,20 €</p><p class="x4">ou 4x 47,48 € (frais inclus)</p><p class="livraison">Livraison à domicile à partir de 5,90 € · Retrait en magasin gratuit sous 2 h</p><button>Ajouter au panier</button></div>',
    `<h2>Disponibilité dans vos magasins</h2><table><tr><th>Magasin</th><th>Distance</th><th>Stock</th></tr>${rows(v.magasins ?? `Lyon Part-Dieu~2,1 km~En stock|Villeurbanne~4,8 km~${v.villeurbanne ?? 'En stock'}|Vénissieux~8,3 km~Stock limité|Écully~9,7 km~Indisponible en magasin|Bron~10,4 km~En stock`)}</table>`,
    `<p class="vues">Vu ${v.vues ?? '37'} fois aujourd’hui</p>`,
    '<h2>Caractéristiques</h2><p>Couple maxi 55 Nm, mandrin autoserrant métal 13 mm, 2 vitesses (0–460 / 0–1 800 tr/min), moteur sans charbons. Livrée avec 2 batteries 18 V 2,0 Ah, un chargeur rapide et un coffret L-Boxx 102.</p>',
    `<section class="questions"><h2>Questions des clients (6)</h2><p class="q">La batterie 4 Ah de ma ponceuse est-elle compatible ? <span class="age">${v.age ?? 'il y a 2 jours'}</span></p><p class="r">Oui, toutes les batteries Bosch Professional 18 V sont compatibles.</p></section>`,
    '</article>',
  ].join('\n');

/** Spanish bank's term deposits: a rate table by term, an offer's deadline, conditions, a customers counter. */
export const depositoEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Particulares</a> › Ahorro e inversión › Depósitos</nav>',
    '<article class="producto">',
    '<h1>Depósito a Plazo Fijo Online</h1>',
    `<p class="actualizado">Actualizado hoy a las ${v.hora ?? '10:42'}</p>`,
    `<table><tr><th>Plazo</th><th>TIN</th><th>TAE</th><th>Importe mínimo</th></tr>${rows(`3 meses~2,00 %~2,02 %~5.000 €|6 meses~2,50 %~2,52 %~5.000 €|12 meses~${v.tin12 ?? '2,25 %'}~${v.tae12 ?? '2,27 %'}~5.000 €|24 meses~2,10 %~2,12 %~10.000 €`)}</table>`,
    `<p class="oferta">${v.oferta ?? 'Oferta válida para dinero nuevo en contrataciones realizadas hasta el 31 de diciembre de 2026.'}</p>`,
    '<p>Importe máximo 500.000 € por cliente. Liquidación de intereses al vencimiento. No admite cancelación anticipada total ni parcial. Depósito cubierto por el Fondo de Garantía de Depósitos hasta 100.000 € por titular.</p>',
    `<p class="contador">${v.contador ?? '3.412'} clientes han abierto su depósito este mes</p>`,
    '<p class="ejemplo">Ejemplo: para 10.000 € a 12 meses, intereses brutos al vencimiento según el TIN vigente el día de la contratación.</p>',
    '</article>',
  ].join('\n');

/** Italian shop's smartphone: a price from, installments, shipping, a variant table with prices and stock, sales and an order-by line, suggested accessories. */
export const smartphoneIt = (v: Values): string =>
  [
    ld('Samsung Galaxy S25', 'EUR', '829.00'),
    '<nav class="crumbs"><a href="/">Home</a> › Telefonia › Smartphone</nav>',
    '<article class="scheda">',
    '<h1>Samsung Galaxy S25 5G</h1>',
    '<div class="acquisto"><p class="prezzo">da 829,00 €</p><p class="listino">Prezzo di listino <s>929,00 €</s></p><p class="rate">In 3 rate da 276,33 € senza interessi</p><p class="spedizione">Spedizione gratuita · Reso entro 30 giorni</p><button>Aggiungi al carrello</button></div>',
    `<h2>Scegli colore e memoria</h2><table><tr><th>Colore</th><th>Memoria</th><th>Prezzo</th><th>Disponibilità</th></tr>${rows(`Navy~128 GB~829,00 €~Disponibile|Navy~256 GB~889,00 €~Disponibile|Icyblue~256 GB~889,00 €~Ultimi pezzi|Mint~256 GB~889,00 €~Disponibile|Silver Shadow~512 GB~${v.p512 ?? '1.029,00 €'}~Disponibile`)}</table>`,
    `<p class="venduti">${v.venduti ?? 'Oltre 1.200 venduti nell’ultimo mese'}</p>`,
    `<p class="entro">${v.entro ?? 'Ordina entro 2 ore e 14 minuti per riceverlo domani'}</p>`,
    '<h2>Caratteristiche</h2><p>Display Dynamic AMOLED 2X da 6,2", processore Snapdragon 8 Elite, 12 GB di RAM, tripla fotocamera da 50 MP, batteria da 4.000 mAh con ricarica rapida a 25 W. Resistente ad acqua e polvere IP68.</p>',
    '</article>',
    `<section class="accessori"><h2>Accessori consigliati</h2><ul>${tiles(v.accessori ?? 'Cover Silicone S25~29,90 €|Caricatore 25 W~24,90 €|Galaxy Buds3~149,00 €|Pellicola vetro temperato~14,90 €')}</ul></section>`,
  ].join('\n');

/** Dutch public library's branch page: opening hours, fees, an agenda with relative days, visitors today. */
export const bibliotheekNl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Vestigingen › Centrale Bibliotheek</nav>',
    '<article class="vestiging">',
    '<h1>Centrale Bibliotheek Utrecht</h1>',
    '<p>Neude 11, 3512 AE Utrecht · 030 286 18 00</p>',
    `<h2>Openingstijden</h2><table>${rows(`Maandag~10:00 – 20:00|Dinsdag~10:00 – 20:00|Woensdag~10:00 – 20:00|Donderdag~10:00 – 20:00|Vrijdag~10:00 – 20:00|Zaterdag~${v.zaterdag ?? '10:00 – 17:00'}|Zondag~12:00 – 17:00`)}</table>`,
    `<h2>Tarieven</h2><table>${rows(`Te laat inleveren~€ 0,25 per dag per item|Reserveren~${v.reserveren ?? '€ 0,75'}|Printen zwart-wit A4~€ 0,15|Printen kleur A4~€ 0,50|Vervangen lenerspas~€ 5,00`)}</table>`,
    `<p class="bezoekers">Vandaag ${v.bezoekers ?? '214'} bezoekers in de bibliotheek</p>`,
    `<h2>Agenda</h2><ul>${items(v.agenda ?? 'Morgen, 19:00 – Taalcafé Nederlands oefenen|Donderdag 3 december, 20:00 – Lezing: de geschiedenis van de Dom|Zaterdag 5 december, 14:00 – Sinterklaasvoorlezen')}</ul>`,
    '</article>',
  ].join('\n');
