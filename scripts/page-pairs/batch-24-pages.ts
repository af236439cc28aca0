/**
 * The pages of the twenty-fourth batch of page pairs (issue 22), aimed at precision: pages whose
 * content sits beside the widgets real sites refresh on every load: a Romanian gas supplier's
 * tariffs beside the BNR exchange rates, a German job ad with its age and similar jobs, a US
 * SaaS pricing page with A/B hero copy and a customer counter, a French airline's route page with
 * the weather at the destination, a Spanish supermarket's product with others' prices, an Italian
 * concert tour with a countdown, a Dutch payment provider's status page with uptime and response
 * times, a Polish municipality's tender notice beside the NBP rates, a Brazilian shop's product
 * with its delivery estimate, a Czech e-shop's product and a British news article under a markets
 * strip. A page is drawn from values.
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').filter(Boolean).map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
const tiles = (list: string): string =>
  list.split('|').map((t) => { const [name, price] = t.split('~'); return `<li class="tile"><a href="/p/${encodeURIComponent(name!.slice(0, 14))}">${name}</a> <span class="tile__price">${price}</span></li>`; }).join('');
const ld = (name: string, currency: string, price: string, stock = 'InStock'): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price, priceCurrency: currency, availability: `https://schema.org/${stock}` } })}</script>`;

/** Romanian gas supplier's household tariffs, the BNR rates in the sidebar. */
export const gazRo = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Acasă</a> › Clienți casnici › Tarife</nav>',
    '<article class="tarife">',
    '<h1>Prețuri gaze naturale pentru clienții casnici</h1>',
    `<p class="act">Ultima actualizare: ${v.act ?? 'acum 2 ore'}</p>`,
    '<p>Prețurile de mai jos se aplică începând cu 1 decembrie 2026 contractelor cu preț fix pe 12 luni. Prețul final include tarifele de distribuție, acciza și TVA de 19 %.</p>',
    `<table><tr><th>Ofertă</th><th>Preț final</th><th>Abonament</th></tr>${rows(`Gaz Fix 12~${v.fix ?? '0,3115 lei/kWh'}~9,99 lei/lună|Gaz Flexibil~0,3342 lei/kWh~0 lei/lună|Gaz Verde~0,3398 lei/kWh~4,99 lei/lună`)}</table>`,
    '<p>Factura se emite lunar, pe baza indexului transmis sau estimat. Plata se poate face online, prin debit direct sau la ghișeele partenere.</p>',
    '</article>',
    `<aside class="curs"><h2>Curs BNR</h2><ul>${items(v.curs ?? 'EUR: 4,9768 RON|USD: 4,7123 RON|GBP: 5,9830 RON')}</ul><p>${v.cursData ?? 'Curs valabil pentru 27.11.2026'}</p></aside>`,
    `<aside class="meteo"><p>${v.meteo ?? 'București: 4 °C, ceață'}</p></aside>`,
    `<aside class="promo"><p>${v.promo ?? 'Treci la factura electronică și primești 20 lei reducere.'}</p></aside>`,
  ].join('\n');

const JOBS_SIMILAR = 'Sachbearbeiter Buchhaltung (m/w/d) – Köln|Finanzbuchhalter (m/w/d) – Düsseldorf|Kreditorenbuchhalter (m/w/d) – Bonn|Lohnbuchhalter (m/w/d) – Leverkusen';
/** German job board's ad with its age, views and similar jobs. */
export const jobDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Jobs</a> › Finanzen › Buchhaltung</nav>',
    '<article class="job">',
    '<h1>Bilanzbuchhalter (m/w/d) in Vollzeit</h1>',
    `<p class="meta">Rheinwerk Logistik GmbH · Köln · Vollzeit, unbefristet · Homeoffice möglich · <span class="age">${v.age ?? 'vor 2 Tagen'}</span></p>`,
    `<p class="gehalt">Gehalt: ${v.gehalt ?? '58.000 – 66.000 € brutto/Jahr'}</p>`,
    '<h2>Ihre Aufgaben</h2><ul><li>Erstellung der Monats-, Quartals- und Jahresabschlüsse nach HGB</li><li>Betreuung der Umsatzsteuervoranmeldungen</li><li>Ansprechpartner für Wirtschaftsprüfer und Steuerberater</li></ul>',
    '<h2>Ihr Profil</h2><ul><li>Weiterbildung zum Bilanzbuchhalter (IHK)</li><li>Sicherer Umgang mit DATEV und MS Excel</li><li>Sehr gute Deutschkenntnisse</li></ul>',
    `<h2>Wir bieten</h2><ul>${items(`30 Tage Urlaub|Jobrad und Deutschlandticket|Betriebliche Altersvorsorge${v.bieten ?? ''}`)}</ul>`,
    '<p>Bewerbungen bitte über das Formular mit Angabe Ihrer Gehaltsvorstellung und Ihres frühestmöglichen Eintrittstermins.</p>',
    '</article>',
    `<aside class="views"><p>${v.views ?? '214'} Personen haben diese Anzeige angesehen</p></aside>`,
    `<section class="aehnlich"><h2>Ähnliche Jobs</h2><ul>${items(v.similar ?? JOBS_SIMILAR)}</ul></section>`,
  ].join('\n');

/** US SaaS pricing page: hero copy under A/B test, a customer counter, rotating testimonial. */
export const pricingEn = (v: Values): string =>
  [
    '<section class="hero">',
    `<h1>${v.hero ?? 'Simple pricing for teams of every size'}</h1>`,
    `<p>${v.sub ?? 'Start free. Upgrade when your team grows.'} Trusted by ${v.teams ?? '12,431'} teams.</p>`,
    '</section>',
    '<section class="plans">',
    `<div class="plan"><h2>Free</h2><p class="amount">$0</p><ul>${items(`${v.freeProjects ?? 'Up to 5 projects'}|2 GB storage|Community support`)}</ul></div>`,
    `<div class="plan"><h2>Team</h2><p class="amount">${v.team ?? '$12'} per user / month, billed annually</p><ul>${items('Unlimited projects|100 GB storage|Guest access|Email support')}</ul></div>`,
    '<div class="plan"><h2>Business</h2><p class="amount">$24 per user / month, billed annually</p><ul><li>SAML SSO</li><li>Audit log</li><li>99.9% uptime SLA</li></ul></div>',
    '</section>',
    '<h2>Frequently asked questions</h2><dl><dt>Can I cancel anytime?</dt><dd>Yes. Monthly plans end at the close of the billing period; annual plans are refunded pro rata within 30 days.</dd><dt>Do you offer discounts for nonprofits?</dt><dd>Registered nonprofits get 50% off the Team plan.</dd></dl>',
    `<blockquote class="testimonial">${v.quote ?? '“We moved three departments over in a week.” — Dana R., Operations lead at Fieldnote'}</blockquote>`,
  ].join('\n');

/** French airline's route page; fares seen some hours ago, the weather at the destination. */
export const volFr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Accueil</a> › Destinations › Portugal</nav>',
    '<article class="route">',
    '<h1>Vols Paris-Orly – Lisbonne</h1>',
    `<p class="fare">Aller simple dès 49 € TTC · <span class="seen">prix constatés ${v.seen ?? 'il y a 3 heures'}</span></p>`,
    '<p>Jusqu’à 4 vols par jour, durée du vol 2 h 35. Un bagage cabine de 12 kg est inclus dans tous les tarifs.</p>',
    `<h2>Options</h2><table>${rows(`Bagage en soute 23 kg~${v.soute ?? '35 €'} par trajet|Choix du siège~à partir de 8 €|Embarquement prioritaire~12 €`)}</table>`,
    '<p>Les options réservées en ligne sont moins chères qu’à l’aéroport. Les tarifs sont susceptibles de varier selon les disponibilités.</p>',
    '</article>',
    `<aside class="meteo"><p>Lisbonne aujourd’hui : ${v.meteo ?? '17 °C, ensoleillé'}</p></aside>`,
    `<aside class="watch"><p>${v.watch ?? '23'} personnes consultent cette page</p></aside>`,
    `<section class="autres"><h2>Autres destinations</h2><ul>${tiles(v.autres ?? 'Porto~dès 45 €|Madrid~dès 52 €|Faro~dès 61 €')}</ul></section>`,
  ].join('\n');

/** Spanish supermarket's product; others' prices below, a delivery slot of today. */
export const superEs = (v: Values): string =>
  [
    ld('Aceite de oliva virgen extra Hacendado 1 L', 'EUR', v.ld ?? '8.95'),
    '<nav class="crumbs"><a href="/">Inicio</a> › Aceite, especias y salsas › Aceite de oliva</nav>',
    '<article class="product">',
    '<h1>Aceite de oliva virgen extra Hacendado</h1>',
    `<div class="buybox"><p class="price">${v.price ?? '8,95 €'}</p><p class="unit">Botella 1 L · ${v.price ?? '8,95 €'}/L</p><button>Añadir al carro</button></div>`,
    `<p class="entrega">${v.entrega ?? 'Entrega disponible mañana, sábado 28 de noviembre, de 9:00 a 11:00'}</p>`,
    '<h2>Información</h2><p>Aceite de oliva de categoría superior obtenido directamente de aceitunas y solo mediante procedimientos mecánicos. Conservar en lugar fresco y seco, protegido de la luz.</p>',
    '</article>',
    `<section class="otros"><h2>Otros clientes también compraron</h2><ul>${tiles(v.otros ?? 'Vinagre de Jerez 500 ml~1,85 €|Sal marina gruesa 1 kg~0,65 €|Aceite de girasol 1 L~1,69 €|Pan de molde integral~1,30 €')}</ul></section>`,
  ].join('\n');

/** Italian concert tour page with a countdown, interest counter and suggestions. */
export const tourIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> › Concerti › Pop</nav>',
    '<article class="evento">',
    '<h1>Marco Mengoni – Tour negli stadi 2027</h1>',
    `<p class="countdown">Alla prima data mancano ${v.giorni ?? '187'} giorni</p>`,
    `<h2>Date</h2><table>${rows(`Sab 5 giugno 2027~Milano, Stadio San Siro~Disponibile|Mer 9 giugno 2027~Roma, Stadio Olimpico~Disponibile|Sab 12 giugno 2027~Bari, Stadio San Nicola~${v.bari ?? 'Disponibile'}${v.nuova ?? ''}`)}</table>`,
    '<p>Biglietti da 39 € più diritti di prevendita. Massimo 4 biglietti per ordine; i biglietti sono nominativi e il cambio nominativo è gratuito fino a 10 giorni prima dell’evento.</p>',
    '</article>',
    `<aside class="interesse"><p>${v.interessati ?? '18.402'} persone interessate</p></aside>`,
    `<section class="suggeriti"><h2>Potrebbe interessarti anche</h2><ul>${items(v.suggeriti ?? 'Ultimo – Stadi 2027|Annalisa – Palasport|Cesare Cremonini – Live 2027')}</ul></section>`,
  ].join('\n');

/** Dutch payment provider's status page: uptime over 90 days and response times per load. */
export const statusNl = (v: Values): string =>
  [
    '<section class="status">',
    `<h1>${v.kop ?? 'Alle systemen operationeel'}</h1>`,
    `<p class="upd">Laatst bijgewerkt: ${v.upd ?? '3 minuten geleden'}</p>`,
    `<table><tr><th>Onderdeel</th><th>Status</th><th>Uptime (90 dagen)</th></tr>${rows(`Dashboard~Operationeel~${v.upDash ?? '99,98%'}|API~Operationeel~${v.upApi ?? '99,95%'}|iDEAL-betalingen~${v.ideal ?? 'Operationeel'}~99,91%|Creditcardbetalingen~Operationeel~99,97%|Uitbetalingen~Operationeel~100,0%`)}</table>`,
    `<p class="resp">Gemiddelde responstijd API: ${v.resp ?? '212 ms'}</p>`,
    '</section>',
    `<section class="history"><h2>Eerdere incidenten</h2><ul>${items('24 nov – Vertraagde uitbetalingen (opgelost)|17 nov – Verhoogde foutmeldingen bij Bancontact (opgelost)')}</ul></section>`,
    '<p>Abonneer je op updates via e-mail of RSS om direct op de hoogte te zijn van storingen en gepland onderhoud.</p>',
  ].join('\n');

/** Polish municipality's public tender notice (BIP) beside NBP rates and the weather. */
export const przetargPl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">BIP</a> › Zamówienia publiczne › Ogłoszenia</nav>',
    '<article class="ogloszenie">',
    '<h1>Przebudowa drogi gminnej nr 120345W w miejscowości Stara Wieś</h1>',
    '<p>Znak sprawy: ZP.271.14.2026 · Tryb podstawowy bez negocjacji</p>',
    `<table>${rows(`Termin składania ofert~${v.termin ?? '10.12.2026, godz. 10:00'}|Otwarcie ofert~${v.otwarcie ?? '10.12.2026, godz. 10:30'}|Wadium~15 000,00 zł|Termin realizacji~do 30.06.2027`)}</table>`,
    '<p>Oferty należy składać wyłącznie w postaci elektronicznej za pośrednictwem platformy zakupowej. Zamawiający nie przewiduje udzielenia zaliczek.</p>',
    `<p class="odwiedzin">Liczba odwiedzin: ${v.odwiedzin ?? '1 482'}</p>`,
    '</article>',
    `<aside class="kursy"><h2>Kursy średnie NBP</h2><ul>${items(v.kursy ?? 'EUR 4,2213 zł|USD 3,9987 zł|CHF 4,5120 zł')}</ul></aside>`,
    `<aside class="pogoda"><p>${v.pogoda ?? 'Dziś w Starej Wsi: 2 °C, zachmurzenie'}</p></aside>`,
  ].join('\n');

/** Brazilian shop's product: installments, a delivery estimate for today's orders, buyers today. */
export const lojaBr = (v: Values): string =>
  [
    ld('Smart TV 55" 4K Samsung Crystal UHD', 'BRL', '2599.00'),
    '<nav class="crumbs"><a href="/">Início</a> › TV e Vídeo › Smart TVs</nav>',
    '<article class="produto">',
    '<h1>Smart TV 55" 4K Samsung Crystal UHD CU7700</h1>',
    `<div class="buybox"><p class="price">R$ 2.599,00 à vista no Pix</p><p class="parcelas">ou ${v.parcelas ?? '10x de R$ 259,90 sem juros'}</p><button>Comprar</button></div>`,
    `<p class="frete">Frete grátis · ${v.entrega ?? 'Receba até quinta-feira, 3 de dezembro'}</p>`,
    '<h2>Descrição</h2><p>Tela de 55 polegadas com resolução 4K e processador Crystal 4K. Sistema Tizen com os principais aplicativos de streaming e controle por voz.</p>',
    '</article>',
    `<section class="social"><p>${v.hoje ?? '27'} pessoas compraram nas últimas 24 horas</p><p>${v.aval ?? '4.812'} avaliações · nota 4,7</p></section>`,
  ].join('\n');

/** Czech e-shop's product with viewers now and others' prices. */
export const eshopCs = (v: Values): string =>
  [
    ld('Robotický vysavač Roborock Q7 Max+', 'CZK', v.ld ?? '12990', v.ldStock ?? 'InStock'),
    '<nav class="crumbs"><a href="/">Domů</a> › Domácnost › Robotické vysavače</nav>',
    '<article class="produkt">',
    '<h1>Robotický vysavač Roborock Q7 Max+ bílý</h1>',
    `<div class="buybox"><p class="cena">${v.cena ?? '12 990 Kč'}</p><p class="bezdph">${v.bezdph ?? '10 736 Kč bez DPH'}</p><p class="sklad">${v.sklad ?? 'Skladem > 5 ks'}</p><button>Do košíku</button></div>`,
    '<h2>Popis</h2><p>Robotický vysavač s mopem, laserovou navigací LiDAR a automatickou stanicí pro vysypávání prachu. Sací výkon 4 200 Pa, výdrž až 180 minut.</p>',
    '</article>',
    `<aside class="prave"><p>Právě si prohlíží ${v.prave ?? '6'} lidí</p></aside>`,
    `<section class="podobne"><h2>Zákazníci také koupili</h2><ul>${tiles(v.podobne ?? 'Náhradní sáčky Roborock 6 ks~349 Kč|Hlavní kartáč Roborock~499 Kč|Mop Roborock 2 ks~279 Kč')}</ul></section>`,
  ].join('\n');

/** British news article under a markets strip, with most-read list and a relative time. */
export const newsEn = (v: Values): string =>
  [
    `<div class="markets">${items(v.markets ?? 'FTSE 100 8,287.61 ▲0.42%|FTSE 250 20,914.33 ▼0.11%|GBP/USD 1.2734|Brent $73.18', 'tick')}</div>`,
    '<article class="story">',
    '<h1>Rail fares in England to rise by 4.6% from March</h1>',
    `<p class="byline">By Priya Shah, Transport correspondent · <span>${v.ago ?? '42 minutes ago'}</span></p>`,
    '<p>Regulated rail fares in England will rise by 4.6% from 1 March, the Department for Transport has confirmed, in line with July’s rate of RPI inflation plus one percentage point.</p>',
    '<p>Season tickets on many commuter routes will go up by more than £200 a year. Passenger groups said the increase came at a time when reliability on several lines was at its lowest in a decade.</p>',
    `<p>Ministers said the rise was needed to fund investment in the network. Scotland and Wales set their own fares.${v.update ?? ''}</p>`,
    '</article>',
    `<section class="mostread"><h2>Most read</h2><ol>${items(v.mostread ?? 'Storm warning as gusts of 80mph expected|Energy price cap to fall in January|Supermarket recalls chicken over listeria fears|Council tax bills could rise by 5%')}</ol></section>`,
  ].join('\n');
