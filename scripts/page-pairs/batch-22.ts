/**
 * The twenty-second batch of page pairs (issue 22, manifest "batch": "pairs-22"), written in one go
 * and split by name before any evaluation ran on it: 30 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, sv and pt:
 * five shops' product pages (headphones, a coffee machine, a television, an air fryer, each with
 * other products' shelves) and five pages that sell nothing from a shelf (a French news article, a
 * Spanish flight's booking page, an Italian theatre's show page, a Dutch bank's savings rates, a
 * Swedish swimming pool) and an English SaaS pricing page. Every pair differs by what batch 21's
 * shell varies per fetch (carousel order, clock, visitors online, request id, tokens).
 * Its 20 noise pairs add what such sites change per load or per day, aimed at precision:
 * "customers also bought" shelves reshuffled with an item swapped and other tiles' "only N left",
 * "recently viewed", A/B variants of a headline or a button, localized relative dates, weather,
 * exchange-rate and stock tickers, cookie-consent text versions, cart counters, lazy-loaded review
 * excerpts, "trending now" lists, a hero image's alt text, queue positions, seat-map counts,
 * shipping countdowns and rotating promo codes.
 * Its 10 real changes sit among the same noise: two shop prices, two products sold out, a strike
 * postponed, a flight's times, a show cancelled, a savings rate cut, a pool's Saturday hours, a
 * plan's price. Names start "p22-".
 */
import { batchPairs, type PairSpec } from './page-kit.js';
import { shellPairs, site21, VISITS_21, type ShellPage } from './batch-21-shell.js';
import { airfryerPt, articleFr, badSv, headphonesEn, kaffeeDe, pricingEn, spaarNl, teatroIt, telewizorPl, vueloEs } from './batch-22-pages.js';

export const BATCH_22 = 'pairs-22';

const { real, noise } = batchPairs(BATCH_22, 'p22');

const page = shellPairs(VISITS_21);
const s = site21;

const headphones: ShellPage = { site: s('BuyMore', 'en-US', 'Sony WH-1000XM5 | BuyMore'), body: headphonesEn, slides: ['Holiday deals: up to 40% off', 'Free returns until January 31', 'Get the app for exclusive offers'] };
const kaffee: ShellPage = { site: s('Küchenwelt', 'de-DE', 'De’Longhi Magnifica Evo | Küchenwelt'), body: kaffeeDe, slides: ['Black Week: bis zu 30 % sparen', 'Kostenloser Versand ab 29 €', 'Jetzt Kundenkarte beantragen'] };
const article: ShellPage = { site: s('Le Courrier du Matin', 'fr-FR', 'Grève à la SNCF | Le Courrier du Matin'), body: articleFr, slides: ['Abonnez-vous : 1 € le premier mois', 'Newsletter : l’essentiel chaque matin', 'Le podcast de la rédaction'] };
const vuelo: ShellPage = { site: s('VuelaFácil', 'es-ES', 'Vuelo Madrid – Lisboa | VuelaFácil'), body: vueloEs, slides: ['Navidad: vuelos desde 29 €', 'Descarga tu tarjeta de embarque', 'Hoteles con un 10 % de descuento'] };
const teatro: ShellPage = { site: s('Teatro Stabile', 'it-IT', 'Il giardino dei ciliegi | Teatro Stabile'), body: teatroIt, slides: ['Abbonamenti 2026/27 in vendita', 'Carta regalo: il teatro sotto l’albero', 'Visite guidate ogni domenica'] };
const spaar: ShellPage = { site: s('Noordbank', 'nl-NL', 'Spaarrente | Noordbank'), body: spaarNl, slides: ['Nieuw: beleggen vanaf 25 euro', 'Hypotheekrente berekenen', 'Veilig bankieren: zo herken je phishing'] };
const telewizor: ShellPage = { site: s('Elektro24', 'pl-PL', 'LG OLED55C44LA | Elektro24'), body: telewizorPl, slides: ['Black Friday: raty 0%', 'Darmowa dostawa od 99 zł', 'Odbiór w sklepie w 30 minut'] };
const bad: ShellPage = { site: s('Ljungby kommun', 'sv-SE', 'Centralbadet | Ljungby kommun'), body: badSv, slides: ['Julmarknad på torget 12 december', 'Sök förskoleplats i e-tjänsten', 'Lämna synpunkter på översiktsplanen'] };
const airfryer: ShellPage = { site: s('Casa & Cia', 'pt-BR', 'Air Fryer Philips Walita 4,1 L | Casa & Cia'), body: airfryerPt, slides: ['Black Friday: até 50% off', 'Frete grátis acima de R$ 199', 'Baixe o app e ganhe cupom'] };
const pricing: ShellPage = { site: s('Boardly', 'en-GB', 'Pricing | Boardly'), body: pricingEn, slides: ['New: Boardly AI summaries', 'Read our 2026 security report', 'Webinar: remote retros that work'] };

const HP_ALSO_SWAP = 'Bose QuietComfort Ultra~$379.00|Sony WH-CH720N~$98.00|Sennheiser Accentum Plus~$179.95~Only 4 left|Anker Soundcore Space Q45~$79.99~Only 2 left';
const PL_INNI_SWAP = 'Soundbar Samsung HW-Q600C~1 299,00 zł~Ostatnie 3 sztuki|Listwa zasilająca~59,90 zł|Kabel HDMI 2.1 2 m~39,99 zł~Została 1 szt.|Chromecast z Google TV~269,00 zł';
const PT_TAMBEM_SWAP = 'Cafeteira Nespresso Inissia~R$ 449,00~Só 1 em estoque|Grill Mondial Premium~R$ 159,90~Restam 5|Liquidificador Arno Power Max~R$ 189,90~Restam 2|Sanduicheira Britânia~R$ 99,90';

export const PAIRS_22: PairSpec[] = [
  // ----- real -----
  real('headphones-price-en', 'content', 'price', 'US shop, Sony headphones; "$328.00" → "$298.00" with its offer; the shipping countdown moves and the "also bought" shelf reshuffles.', page(headphones, { price: '$298.00', ld: '298.00', ship: 'Order within 1 hr 12 mins to get it by Tuesday, December 1', also: HP_ALSO_SWAP })),
  real('kaffee-ausverkauft-de', 'content', 'availability', 'German shop, coffee machine; "Sofort lieferbar" → "Derzeit nicht verfügbar", the button disabled and the offer OutOfStock; the cart counter 0 → 1.', page(kaffee, { verf: 'Derzeit nicht verfügbar', stock: 'OutOfStock', button: 'Benachrichtigen, wenn verfügbar', cart: '1' })),
  real('article-report-fr', 'content', 'content', 'French news article; the strike "à partir du jeudi 3 décembre" → "lundi 7 décembre"; "il y a 3 heures" → "il y a 4 heures", the CAC 40 moves.', page(article, { debut: 'lundi 7 décembre', ilya: 'il y a 4 heures', cac: '7 398,12 (+0,23 %)' })),
  real('vuelo-horario-es', 'content', 'content', 'Spanish flight page; departure 09:35 → 11:05 and arrival 09:55 → 11:25; seats left 14 → 11, the queue position moves.', page(vuelo, { salida: '11:05', llegada: '11:25', asientos: 'Quedan 11 asientos a este precio', cola: 'Estás en la posición 95 de la cola de espera.' })),
  real('teatro-annullato-it', 'content', 'content', 'Italian theatre show; the 10 December performance "Disponibile" → "Annullato"; free seats 126 → 119.', page(teatro, { d10: 'Annullato', posti: '119' })),
  real('spaar-rente-nl', 'content', 'content', 'Dutch bank savings rates; Internet Sparen "2,10%" → "1,90%"; exchange rates and the AEX move.', page(spaar, { rente: '1,90%', usd: '1,0861', gbp: '0,8722', aex: '909,87 (-0,1%)' })),
  real('telewizor-cena-pl', 'content', 'price', 'Polish shop, LG OLED TV; "4 999,00 zł" → "4 599,00 zł" with its offer; the delivery countdown and the promo code change.', page(telewizor, { cena: '4 599,00 zł', ld: '4599.00', dostawa: 'Zamów w ciągu 1 godz. 48 min, a dostawa jutro', kod: 'ZIMA-9QB' })),
  real('bad-lordag-sv', 'content', 'content', 'Swedish town\'s swimming pool; Saturday hours "08:00–18:00" → "08:00–14:00"; visitors now 64 → 71.', page(bad, { lordag: '08:00–14:00', just: '71' })),
  real('airfryer-esgotado-pt', 'content', 'availability', 'Brazilian shop, air fryer; "Em estoque" → "Esgotado", button "Avise-me", offer OutOfStock; the "also bought" shelf reshuffles.', page(airfryer, { estoque: 'Esgotado', stock: 'OutOfStock', botao: 'Avise-me quando chegar', tambem: PT_TAMBEM_SWAP })),
  real('pricing-team-en', 'content', 'content', 'English SaaS pricing; Team "£12 per user / month" → "£14 per user / month"; the hero image and its alt text change, the weekly sign-up count moves.', page(pricing, { team: '£14 per user / month', heroImg: '5', heroAlt: 'Two colleagues reviewing a roadmap on a whiteboard', proof: 'Joined by 1,219 teams this week' })),

  // ----- noise -----
  noise('headphones-also-en', 'content', 'US headphones; "also bought" reshuffled with one item swapped, another tile\'s "Only 3 left" → "Only 2 left", shipping countdown 2 hrs 14 → 1 hr 12 mins.', page(headphones, { also: HP_ALSO_SWAP, ship: 'Order within 1 hr 12 mins to get it by Tuesday, December 1' })),
  noise('headphones-review-en', 'content', 'US headphones; a different review excerpt lazy-loaded, recently viewed items change, the button\'s A/B text "Add to cart" → "Add to basket".', page(headphones, { review: 'Comfortable for long flights, but the case is bigger than I expected. – Priya, 4 stars', recent: 'Bose QuietComfort 45|JBL Live 770NC|Apple AirPods Max', button: 'Add to basket' })),
  noise('kaffee-ab-de', 'content', 'German coffee machine; A/B headline "Frisch gemahlen, auf Knopfdruck" → "Ihr Café zu Hause", button "In den Warenkorb" → "Jetzt kaufen", cart 0 → 2.', page(kaffee, { headline: 'Ihr Café zu Hause', button: 'Jetzt kaufen', cart: '2' })),
  noise('kaffee-cookie-de', 'content', 'German coffee machine; the cookie text\'s version "4.2 vom 03.11.2026" → "4.3 vom 27.11.2026", recently viewed changes.', page(kaffee, { cookie: 'Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten (Version 4.3 vom 27.11.2026).', zuletzt: 'Siemens EQ.500 classic|Jura E8|Philips 3200 LatteGo' })),
  noise('article-bourse-fr', 'content', 'French news article; CAC 40, euro/dollar and the weather move, "il y a 3 heures" → "il y a 4 heures".', page(article, { cac: '7 398,12 (+0,23 %)', eur: '1,0861', meteo: '7 °C, nuageux', ilya: 'il y a 4 heures' })),
  noise('article-tendances-fr', 'content', 'French news article; "Tendances" reshuffled with one item swapped, the photo and its alt text change.', page(article, { tend: 'Prix de l’électricité : hausse en février|Météo : premières neiges dans le Jura|Budget 2027 : ce que contient le projet|Ligue 1 : le PSG s’impose à Lens', img: '4', alt: 'Un panneau d’affichage des départs en gare de Bordeaux' })),
  noise('vuelo-asientos-es', 'content', 'Spanish flight page; "Quedan 14 asientos" → 9, seat map free 37 → 31, the exchange rate moves.', page(vuelo, { asientos: 'Quedan 9 asientos a este precio', libres: '31', usd: '1,086' })),
  noise('vuelo-cola-es', 'content', 'Spanish flight page; queue position 312 → 87, the hotel promo code rotates.', page(vuelo, { cola: 'Estás en la posición 87 de la cola de espera.', codigo: 'INVIERNO-R5M8' })),
  noise('teatro-posti-it', 'content', 'Italian theatre show; seat map 126 → 118 in the stalls, 48 → 45 in the gallery, queue position and wait move.', page(teatro, { posti: '118', galleria: '45', coda: 'Sei in coda: posizione 342, attesa stimata 2 minuti.' })),
  noise('teatro-rec-it', 'content', 'Italian theatre show; the rotating review quote and the weather change.', page(teatro, { rec: '«Lidi firma una regia limpida e commovente» – Corriere della Sera', meteo: '6 °C nuvoloso' })),
  noise('spaar-koersen-nl', 'content', 'Dutch savings rates; exchange rates (USD, GBP, CHF) and the AEX move.', page(spaar, { usd: '1,0861', gbp: '0,8722', chf: '0,9398', aex: '909,87 (-0,1%)' })),
  noise('spaar-ab-nl', 'content', 'Dutch savings rates; A/B headline "Laat je geld voor je werken" → "Sparen zonder gedoe", cookie text version 7 → 8.', page(spaar, { kop: 'Sparen zonder gedoe', cookie: 'Wij gebruiken cookies. Lees onze cookieverklaring (versie 8, november 2026).' })),
  noise('telewizor-inni-pl', 'content', 'Polish TV; "Inni kupili również" reshuffled with one item swapped, "Zostały 2 szt." → "Została 1 szt." on another tile, the delivery countdown moves.', page(telewizor, { inni: PL_INNI_SWAP, dostawa: 'Zamów w ciągu 1 godz. 48 min, a dostawa jutro' })),
  noise('telewizor-kod-pl', 'content', 'Polish TV; the promo code rotates and a different review excerpt is lazy-loaded.', page(telewizor, { kod: 'ZIMA-9QB', opinia: 'Czerń idealna, gry w 144 Hz działają bez zarzutu. (Ola, 5/5)' })),
  noise('bad-just-sv', 'content', 'Swedish pool; visitors now 64 → 81, the weather, "för 2 timmar sedan" → "för 3 timmar sedan".', page(bad, { just: '81', vader: '3 °C, lätt regn', uppd: 'för 3 timmar sedan' })),
  noise('bad-populart-sv', 'content', 'Swedish pool; "Populärt just nu" reshuffled with one item swapped.', page(bad, { pop: 'Julmarknad på torget|Biblioteket: sagostund|Snöröjning: så prioriterar vi|Skridskobanan öppnar' })),
  noise('airfryer-tambem-pt', 'content', 'Brazilian air fryer; "also bought" reshuffled with one swapped, "Restam 3" → "Restam 2" on another tile, the shipping countdown 2 h 14 → 1 h 09 min.', page(airfryer, { tambem: PT_TAMBEM_SWAP, frete: 'Compre em 1 h 09 min e receba amanhã' })),
  noise('airfryer-carrinho-pt', 'content', 'Brazilian air fryer; cart 0 → 1 item, recently viewed change.', page(airfryer, { carrinho: '1', vistos: 'Forno elétrico Fischer|Panela elétrica de arroz|Torradeira Oster' })),
  noise('pricing-hero-en', 'content', 'English SaaS pricing; A/B headline "Simple pricing for growing teams" → "Plans that scale with you", CTA "Start free trial" → "Get started free".', page(pricing, { hero: 'Plans that scale with you', cta: 'Get started free' })),
  noise('pricing-proof-en', 'content', 'English SaaS pricing; a random hero image and alt text, sign-ups this week 1,204 → 1,219, consent text v12 → v13.', page(pricing, { heroImg: '5', heroAlt: 'Two colleagues reviewing a roadmap on a whiteboard', proof: 'Joined by 1,219 teams this week', consent: 'We use cookies to improve your experience. Consent text v13.' })),
];
