/**
 * The twenty-third batch of page pairs (issue 22, manifest "batch": "pairs-23"), written in one go
 * and split by name before any evaluation ran on it: 30 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, pt and cs,
 * aimed at recall. Five shops' product pages write their price as real shops do: a German laptop
 * split into euro and cent spans, a UK sofa whose buy box is filled by a script so the price is in
 * JSON-LD alone, a Dutch e-bike whose price and stock live only in the app's state blob, a US
 * phone split over symbol, whole and fraction spans with a thousands separator. Five pages sell
 * nothing from a shelf: a French bank's fee schedule, a Spanish town hall's grant notice and
 * office hours, an Italian station's departures, a Polish gym's prices, hours and classes, a
 * Portuguese museum's visit page, and a Czech hotel's rates. Every pair differs by what batch
 * 21's shell varies per fetch (carousel order, clock, visitors online, request id, tokens).
 * Its 20 real changes are price moves of 1.8-4 %, a shipping fee, a free-delivery threshold, a
 * product sold out in app state, a card fee and a withdrawal limit, a deadline, a row added to
 * office hours, a train delayed and one cancelled, a gym's hours and a class row removed, a
 * museum's hours and a cloister closed, a hotel's city tax. Its 10 noise pairs are what such
 * pages change per load: shelves reshuffled, review and rating counts, ad slots, session ids in
 * links and forms, attributes in another order, relative times, exchange rates, visitor
 * counters, weather, live occupancy and a featured work. Names start "p23-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { ayuntamientoEs, fietsNl, hotelCs, laptopDe, museuPt, partenzeIt, phoneEn, silowniaPl, sofaEn, tarifsFr } from './batch-23-pages.js';

export const BATCH_23 = 'pairs-23';

const { real, noise } = batchPairs(BATCH_23, 'p23');

/** Two fetches forty minutes apart on a Sunday evening. */
const VISITS_23: Record<Side, Visit21> = {
  before: { seed: 2301, servedAt: '2026-11-29T18:05:10.004Z', clock: '19:05', slide: 0, online: 57, year: 2026 },
  after: { seed: 2317, servedAt: '2026-11-29T18:46:51.771Z', clock: '19:46', slide: 2, online: 63, year: 2026 },
};

const page = shellPairs(VISITS_23);
const s = site21;

const laptop: ShellPage = { site: s('Technikhaus', 'de-DE', 'Lenovo ThinkPad T14 Gen 5 | Technikhaus'), body: laptopDe, slides: ['Cyber Monday: bis zu 25 % auf Notebooks', '0 % Finanzierung ab 199 €', 'Jetzt Newsletter abonnieren'] };
const sofa: ShellPage = { site: s('Hearth & Home', 'en-GB', 'Hampton 3 Seater Sofa | Hearth & Home'), body: sofaEn, slides: ['Winter sale: up to 30% off', 'Free fabric swatches', 'Visit our Manchester showroom'] };
const fiets: ShellPage = { site: s('Fietsplein', 'nl-NL', 'Gazelle Ultimate C380 HMB | Fietsplein'), body: fietsNl, slides: ['Gratis proefrit in de winkel', 'Lease je e-bike via je werkgever', 'Onderhoudsbeurt vanaf 59 euro'] };
const phone: ShellPage = { site: s('GadgetCity', 'en-US', 'iPhone 16 Pro Max 256GB | GadgetCity'), body: phoneEn, slides: ['Cyber Monday deals', 'Trade in and save', 'Free 2-day shipping'] };
const tarifs: ShellPage = { site: s('Banque du Val', 'fr-FR', 'Tarifs 2027 | Banque du Val'), body: tarifsFr, slides: ['Prêt travaux à taux réduit', 'Ouvrez un compte en 10 minutes', 'Assurance habitation : devis en ligne'] };
const ayto: ShellPage = { site: s('Ayuntamiento de Villanueva', 'es-ES', 'Ayudas para fachadas | Ayuntamiento de Villanueva'), body: ayuntamientoEs, slides: ['Programa de Navidad', 'Cita previa en línea', 'Presupuestos participativos 2027'] };
const partenze: ShellPage = { site: s('InStazione', 'it-IT', 'Milano Centrale – partenze | InStazione'), body: partenzeIt, slides: ['Scopri le offerte weekend', 'Deposito bagagli al binario 21', 'Sale d’attesa rinnovate'] };
const silownia: ShellPage = { site: s('FitPoint', 'pl-PL', 'Kraków Kazimierz | FitPoint'), body: silowniaPl, slides: ['Pierwszy trening gratis', 'Karta Multisport honorowana', 'Nowa strefa cardio'] };
const museu: ShellPage = { site: s('Museu Nacional do Azulejo', 'pt-PT', 'Planear a visita | Museu Nacional do Azulejo'), body: museuPt, slides: ['Exposição temporária: Azulejos de Viagem', 'Loja do museu online', 'Amigos do Museu'] };
const hotel: ShellPage = { site: s('Hotel U Zlatého kola', 'cs-CZ', 'Ceník pokojů | Hotel U Zlatého kola'), body: hotelCs, slides: ['Zimní pobyty se slevou', 'Dárkové poukazy', 'Svatby a oslavy'] };

const LAPTOP_AUCH_SWAP = 'Samsung T7 SSD 1 TB~109,90 €|Dell 27" Monitor P2725H~229,00 €~Nur noch 2 verfügbar|Logitech MX Master 3S~99,99 €|Targus Rucksack 15,6"~59,99 €';
const PHONE_ADS_SWAP = 'Sponsored: Spigen Tough Armor case~$19.99|Sponsored: Belkin MagSafe stand~$79.99';
const TRENI_RITARDO = 'Frecciarossa 9512~Roma Termini~08:15~9~In ritardo 25 min|Regionale 2634~Brescia~08:22~4~In orario|Italo 8904~Venezia S. Lucia~08:35~12~In orario|Regionale Veloce 2112~Bologna C.le~08:40~2~In orario';
const TRENI_SOPPRESSO = 'Frecciarossa 9512~Roma Termini~08:15~9~In orario|Regionale 2634~Brescia~08:22~4~Soppresso|Italo 8904~Venezia S. Lucia~08:35~12~In orario|Regionale Veloce 2112~Bologna C.le~08:40~2~In orario';

export const PAIRS_23: PairSpec[] = [
  // ----- real -----
  real('laptop-preis-de', 'content', 'price', 'German shop, laptop; the price split into spans "1.299,00 €" → "1.269,00 €" (-2.3 %) with its JSON-LD offer; the review count ticks.', page(laptop, { int: '1.269', ld: '1269.00', bew: '1.207' })),
  real('laptop-versand-de', 'content', 'content', 'German shop, laptop; shipping within Germany "4,95 €" → "5,95 €", the price unchanged; "also bought" reshuffles.', page(laptop, { versand: '5,95 €', auch: LAPTOP_AUCH_SWAP })),
  real('sofa-preis-en', 'content', 'price', 'UK sofa whose buy box a script fills; the JSON-LD price 1249.00 → 1219.00 GBP (-2.4 %) is the only price in the page; the session id in links changes.', page(sofa, { ld: '1219.00', sid: 'C44B1E07' })),
  real('sofa-delivery-en', 'content', 'content', 'UK sofa; "Free delivery on orders over £500" → "over £750"; the ad slot rotates.', page(sofa, { delivery: 'Free delivery on orders over £750. Standard delivery 4–6 weeks.', ad: 'Sponsored: Ludlow corner sofa, now £1,099' })),
  real('fiets-prijs-nl', 'content', 'price', 'Dutch e-bike rendered client-side; the price in the app state 2499 → 2449 EUR (-2 %), nowhere else; the session token and review count move.', page(fiets, { amount: '2449', token: '7d20aa91', reviews: '321' })),
  real('fiets-uitverkocht-nl', 'content', 'availability', 'Dutch e-bike rendered client-side; the app state\'s stock "in_stock / Op voorraad" → "out_of_stock / Tijdelijk uitverkocht"; the session token changes.', page(fiets, { status: 'out_of_stock', label: 'Tijdelijk uitverkocht', token: '7d20aa91' })),
  real('phone-drop-en', 'content', 'price', 'US phone; the price over spans "$1,099.99" → "$1,069.99" (-2.7 %) with JSON-LD; ratings 1,284 → 1,291.', page(phone, { whole: '1,069', ld: '1069.99', ratings: '1,291' })),
  real('phone-rise-en', 'content', 'price', 'US phone; the price over spans "$1,099.99" → "$1,119.99" (+1.8 %) with JSON-LD; the sponsored slot rotates.', page(phone, { whole: '1,119', ld: '1119.99', ads: PHONE_ADS_SWAP })),
  real('tarifs-carte-fr', 'content', 'content', 'French bank fees; Visa Premier "134,00 €" → "138,00 €" a year (+3 %); the exchange-rate line moves, "il y a 5 minutes" → "à l’instant".', page(tarifs, { premier: '138,00 €', usd: '1,0861', gbp: '0,8722', vue: 'à l’instant' })),
  real('tarifs-plafond-fr', 'content', 'content', 'French bank fees; the ATM withdrawal limit "1 000 €" → "800 €" per 7 days; the news list reshuffles.', page(tarifs, { retrait: '800 €', actu: 'Crédit immobilier : simulez votre projet|Épargne : le Livret A à 2,4 %|Fraude : les bons réflexes' })),
  real('ayto-plazo-es', 'content', 'content', 'Spanish town hall; the application deadline "15 de enero de 2027" → "29 de enero de 2027"; "hace 3 horas" → "hace 4 horas", visits tick.', page(ayto, { plazo: '29 de enero de 2027', hace: 'hace 4 horas', visitas: '12.371' })),
  real('ayto-sabado-es', 'content', 'content', 'Spanish town hall; a row "Sábados~10:00–13:00" added to the office hours; the news list reshuffles.', page(ayto, { sabado: '|Sábados~10:00–13:00', noticias: 'Nuevo horario de la biblioteca|Cortes de tráfico por la cabalgata|Abierta la pista de hielo' })),
  real('partenze-ritardo-it', 'content', 'content', 'Italian departures; the Frecciarossa 9512 "In orario" → "In ritardo 25 min"; "1 minuto fa" → "2 minuti fa", weather.', page(partenze, { treni: TRENI_RITARDO, agg: '2 minuti fa', meteo: '6 °C nebbia' })),
  real('partenze-soppresso-it', 'content', 'content', 'Italian departures; the Regionale 2634 "In orario" → "Soppresso"; the ad slot rotates.', page(partenze, { treni: TRENI_SOPPRESSO, ad: 'Pubblicità: Abbonamento regionale, il primo mese a metà prezzo' })),
  real('silownia-karnet-pl', 'content', 'content', 'Polish gym; the monthly Open pass "149 zł" → "154 zł" (+3.4 %); occupancy 34 → 41.', page(silownia, { open: '154 zł', teraz: '41' })),
  real('silownia-zajecia-pl', 'content', 'content', 'Polish gym; Tuesday\'s Pilates 17:30 row removed from the class schedule; the form\'s session id changes.', page(silownia, { zajecia: 'Zdrowy kręgosłup~9:00|Cross Training~18:30|Zumba~19:30', sid: '9be2047c1d' })),
  real('museu-horario-pt', 'content', 'content', 'Portuguese museum; Tuesday-to-Sunday hours "10h00–18h00" → "10h00–17h00"; visitors today 412 → 436.', page(museu, { horario: '10h00–17h00', hoje: '436' })),
  real('museu-claustro-pt', 'content', 'content', 'Portuguese museum; "O claustro grande está aberto ao público." → "… está encerrado para obras até março."; the featured work rotates.', page(museu, { aviso: 'O claustro grande está encerrado para obras até março.', destaque: 'Painel de Nossa Senhora da Vida, 1580' })),
  real('hotel-cena-cs', 'content', 'content', 'Czech hotel; the double room "2 490 Kč" → "2 550 Kč" a night (+2.4 %); viewers 7 → 9.', page(hotel, { dvou: '2 550 Kč', lide: '9' })),
  real('hotel-poplatek-cs', 'content', 'content', 'Czech hotel; the city tax "50 Kč" → "60 Kč" per person and night; rating count 1 284 → 1 289.', page(hotel, { poplatek: '60 Kč', hodnoceni: '1 289' })),

  // ----- noise -----
  noise('laptop-auch-de', 'content', 'German laptop; "Kunden kauften auch" reshuffled with a tile swapped, reviews 1.204 → 1.211.', page(laptop, { auch: LAPTOP_AUCH_SWAP, bew: '1.211' })),
  noise('sofa-sitzung-en', 'content', 'UK sofa; the session id in links, the ad slot and recently viewed change.', page(sofa, { sid: 'C44B1E07', ad: 'Sponsored: Ludlow corner sofa, now £1,099', recent: 'Marlow armchair|Oak nest of tables|Linen cushion covers' })),
  noise('fiets-attrs-nl', 'content', 'Dutch e-bike; the attribute list in another order with its HTML attributes reordered, reviews 318 → 321, the session token in the app state.', page(fiets, { attrs: '<li class="attr" data-k="maat">Maat: 53 cm</li><li class="attr" data-k="kleur">Kleur: Antraciet</li>', reviews: '321', token: '7d20aa91' })),
  noise('phone-ads-en', 'content', 'US phone; sponsored tiles rotate, ratings 1,284 → 1,291, "2K+ bought in past month" → "3K+".', page(phone, { ads: PHONE_ADS_SWAP, ratings: '1,291', bought: '3K+ bought in past month' })),
  noise('tarifs-cours-fr', 'content', 'French bank fees; the day\'s exchange rates, "il y a 5 minutes" → "il y a 12 minutes", the news list reshuffled.', page(tarifs, { usd: '1,0861', gbp: '0,8722', vue: 'il y a 12 minutes', actu: 'Fraude : les bons réflexes|Crédit immobilier : simulez votre projet|Épargne : le Livret A à 2,4 %' })),
  noise('ayto-visitas-es', 'content', 'Spanish town hall; visits 12.345 → 12.402, "hace 3 horas" → "hace 4 horas", news reshuffled.', page(ayto, { visitas: '12.402', hace: 'hace 4 horas', noticias: 'Abierta la pista de hielo|Nuevo horario de la biblioteca|Cortes de tráfico por la cabalgata' })),
  noise('partenze-meteo-it', 'content', 'Italian departures; "1 minuto fa" → "adesso", weather, ad slot.', page(partenze, { agg: 'adesso', meteo: '6 °C nuvoloso', ad: 'Pubblicità: Abbonamento regionale, il primo mese a metà prezzo' })),
  noise('silownia-teraz-pl', 'content', 'Polish gym; occupancy 34 → 52, the form\'s session id.', page(silownia, { teraz: '52', sid: '9be2047c1d' })),
  noise('museu-contador-pt', 'content', 'Portuguese museum; visitors today 412 → 436, the counter\'s attributes in another order, the featured work rotates.', page(museu, { hoje: '436', attrOrder: 'b', destaque: 'Painel de Nossa Senhora da Vida, 1580' })),
  noise('hotel-zajem-cs', 'content', 'Czech hotel; viewers 7 → 12, rating count 1 284 → 1 291.', page(hotel, { lide: '12', hodnoceni: '1 291' })),
];
