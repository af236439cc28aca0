/**
 * The twenty-sixth batch of page pairs (issue 22, manifest "batch": "pairs-26"), written in one go
 * and split by name before any evaluation ran on it: 34 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, pt, sv, da,
 * cs and ja, aimed at recall (20 real, 14 noise): real changes that are small or buried among
 * other amounts, rows and states. Its 20 real changes are walking boots (-3.8 %) beside a was
 * price, savings and Klarna instalments, a boot size sold out in its table, a coffee machine
 * (-3.1 %) beside its RRP, savings and financing, the machine's delivery time slipping to weeks, a
 * store's drill stock in a store table, a deposit's 12-month rate in a rate table, an offer's
 * deadline, a smartphone variant's price in a variant table (-2.9 %), a library's Saturday hours
 * and its reservation fee, a washing machine (-2.8 %) beside the lowest price of 30 days and
 * instalments, the machine discontinued, an urgent card fee (+3.0 %) and an extended validity's
 * date, a TV (-3.3 %) beside its ordinary price and part payment, one store's TV stock, an e-bike's
 * delivery estimate slipping, a robot vacuum (-3.8 %) beside its original price and instalments,
 * a store's opening hours, and a bank's free convenience-store ATM uses. Its 14 noise pairs are
 * what looks alike: sold, viewed, watching, buyers, customers, visitors and ticket counters,
 * review counts, relative times, order-by countdowns with tomorrow's date, "today" and "as of"
 * dates, shelves of other products, a store list in another order, an agenda's days rolling, a
 * purchase toast and an exchange-rate widget. Every pair also differs by what batch 21's shell
 * varies per fetch (carousel order, clock, visitors online, request id, tokens). Names start "p26-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { bibliotheekNl, bootsEn, depositoEs, perceuseFr, smartphoneIt, vollautomatDe } from './batch-26-pages.js';
import { cartaoPt, elcykelDa, pralkaPl, tesuryoJa, tvSv, vysavacCs } from './batch-26-more-pages.js';

export const BATCH_26 = 'pairs-26';

const { real, noise } = batchPairs(BATCH_26, 'p26');

/** Two fetches a day apart, Monday and Tuesday morning. */
const VISITS_26: Record<Side, Visit21> = {
  before: { seed: 2607, servedAt: '2026-11-30T09:21:05.441Z', clock: '10:21', slide: 1, online: 318, year: 2026 },
  after: { seed: 2619, servedAt: '2026-12-01T09:58:37.016Z', clock: '10:58', slide: 0, online: 276, year: 2026 },
};

const page = shellPairs(VISITS_26);
const s = site21;

const boots: ShellPage = { site: s('Fell & Tor Outdoor', 'en-GB', 'Trailmaster GTX Men\'s Waterproof Walking Boots | Fell & Tor'), body: bootsEn, slides: ['Winter sale: up to 40% off', 'Free returns on all orders', 'Members earn double points'] };
const vollautomat: ShellPage = { site: s('Technikwelt', 'de-DE', 'De\'Longhi Magnifica Evo ECAM 290.61.SB | Technikwelt'), body: vollautomatDe, slides: ['Cyber Week: bis zu 30 % Rabatt', 'Jetzt 0 % Finanzierung sichern', 'Altgerät kostenlos mitnehmen lassen'] };
const perceuse: ShellPage = { site: s('BricoRhône', 'fr-FR', 'Perceuse-visseuse Bosch GSR 18V-55 | BricoRhône'), body: perceuseFr, slides: ['Black Friday outillage', 'Location d’outils en magasin', 'Carte fidélité : 5 % en bons d’achat'] };
const deposito: ShellPage = { site: s('Banco Meridiano', 'es-ES', 'Depósito a Plazo Fijo Online | Banco Meridiano'), body: depositoEs, slides: ['Hipoteca fija desde 2,45 % TIN', 'Cuenta Nómina sin comisiones', 'Bizum en tu app'] };
const smartphone: ShellPage = { site: s('DigitalCasa', 'it-IT', 'Samsung Galaxy S25 5G | DigitalCasa'), body: smartphoneIt, slides: ['Cyber Monday: sconti fino al 35%', 'Supervalutazione del tuo usato', 'Ritiro gratuito in negozio'] };
const bibliotheek: ShellPage = { site: s('Bibliotheek Utrecht', 'nl-NL', 'Centrale Bibliotheek | Bibliotheek Utrecht'), body: bibliotheekNl, slides: ['Word lid voor € 4,25 per maand', 'Cursus digitale vaardigheden', 'Nieuw: e-books lenen in de app'] };
const pralka: ShellPage = { site: s('AGDom', 'pl-PL', 'Pralka Bosch Serie 6 WGG24400PL | AGDom'), body: pralkaPl, slides: ['Cyber Monday: -15% na AGD', 'Raty 0% na wszystko', 'Odbiór starego sprzętu gratis'] };
const cartao: ShellPage = { site: s('Portal do Cidadão', 'pt-PT', 'Cartão de Cidadão | Portal do Cidadão'), body: cartaoPt, slides: ['Marque o seu atendimento online', 'Chave Móvel Digital', 'Novo Espaço Cidadão em Sintra'] };
const tv: ShellPage = { site: s('ElektroNord', 'sv-SE', 'Samsung 55" Q80D QLED 4K | ElektroNord'), body: tvSv, slides: ['Black Week förlängd', 'Fri installation av TV', 'Öppet köp i 60 dagar'] };
const elcykel: ShellPage = { site: s('Cykelhuset', 'da-DK', 'Kalkhoff Endeavour 3.B Move 500 | Cykelhuset'), body: elcykelDa, slides: ['Vinterservice 499 kr.', 'Prøvekør en elcykel', 'Gratis levering over 999 kr.'] };
const vysavac: ShellPage = { site: s('TechDům', 'cs-CZ', 'Roborock S8 Pro Ultra | TechDům'), body: vysavacCs, slides: ['Vánoční slevy až 40 %', 'Vrácení do 30 dnů zdarma', 'Nákup na splátky bez navýšení'] };
const tesuryo: ShellPage = { site: s('みなと銀行', 'ja-JP', '各種手数料 | みなと銀行'), body: tesuryoJa, slides: ['住宅ローン金利引下げキャンペーン', 'NISA口座開設で500円プレゼント', 'アプリで残高照会'] };

const EXPRESS_TUE = 'Bestellen Sie innerhalb von 5 Std. 40 Min., dann kommt Ihre Lieferung voraussichtlich am Mittwoch, 02.12.';
const HOJE_TUE = 'Hoje, terça-feira, 1 de dezembro de 2026';
const ZITRA_TUE = 'Objednejte do 3 hod 05 min a máte ho u sebe zítra 2. 12.';
const KAWASE_TUE = '米ドル 150.87円|ユーロ 160.12円|英ポンド 190.95円';
const AGENDA_TUE = 'Vandaag, 19:00 – Taalcafé Nederlands oefenen|Donderdag 3 december, 20:00 – Lezing: de geschiedenis van de Dom|Zaterdag 5 december, 14:00 – Sinterklaasvoorlezen';

export const PAIRS_26: PairSpec[] = [
  // ----- real -----
  real('boots-price-en', 'content', 'price', 'British outdoor shop; boots "£129.99" → "£124.99" (-3.8 %) with savings, Klarna and JSON-LD, beside the was price and delivery fees; sold 23 → 31.', page(boots, { price: '£124.99', save: 'Save £35.00', klarna: 'Or 3 interest-free payments of £41.66 with Klarna', ld: '124.99', sold: '31' })),
  real('boots-size-en', 'content', 'content', 'British outdoor shop; UK size 9 "In stock" → "Out of stock" in the size table; sold 23 → 29.', page(boots, { uk9: 'Out of stock', sold: '29' })),
  real('vollautomat-preis-de', 'content', 'price', 'German electronics shop; coffee machine "649,00 €" → "629,00 €" (-3.1 %) with savings, monthly rate and JSON-LD beside the RRP and accessories; the order-by countdown and its date move.', page(vollautomat, { preis: '629,00 €', spar: 'Sie sparen 170,00 € (21 %)', finanz: '0 % Finanzierung: 24 Monatsraten à 26,21 €', ld: '629.00', express: EXPRESS_TUE })),
  real('vollautomat-lieferzeit-de', 'content', 'content', 'German electronics shop; "Sofort lieferbar · Lieferung in 2–3 Werktagen" → "Lieferbar in 3–4 Wochen", the order-by line becomes a delivery window before Christmas.', page(vollautomat, { lieferzeit: 'Lieferbar in 3–4 Wochen', express: 'Voraussichtliche Lieferung zwischen 22.12. und 29.12.' })),
  real('perceuse-magasin-fr', 'content', 'content', 'French DIY shop; the Villeurbanne store "En stock" → "Rupture de stock" in the store table; views today 37 → 52, the question\'s age.', page(perceuse, { villeurbanne: 'Rupture de stock', vues: '52', age: 'il y a 3 jours' })),
  real('deposito-tin-es', 'content', 'content', 'Spanish bank deposits; 12 months TIN "2,25 %" → "2,00 %", TAE "2,27 %" → "2,02 %" in the rate table; the update time and the customers counter move.', page(deposito, { tin12: '2,00 %', tae12: '2,02 %', hora: '09:58', contador: '3.519' })),
  real('deposito-plazo-es', 'content', 'content', 'Spanish bank deposits; the offer "hasta el 31 de diciembre de 2026" → "hasta el 15 de diciembre de 2026"; the update time moves.', page(deposito, { oferta: 'Oferta válida para dinero nuevo en contrataciones realizadas hasta el 15 de diciembre de 2026.', hora: '11:05' })),
  real('smartphone-variante-it', 'content', 'price', 'Italian shop; the Silver Shadow 512 GB row "1.029,00 €" → "999,00 €" (-2.9 %) in the variant table, the buy box\'s "da 829,00 €" unchanged; sales counter and order-by line move.', page(smartphone, { p512: '999,00 €', venduti: 'Oltre 1.300 venduti nell’ultimo mese', entro: 'Ordina entro 4 ore e 51 minuti per riceverlo domani' })),
  real('bibliotheek-zaterdag-nl', 'content', 'content', 'Dutch library; Saturday "10:00 – 17:00" → "10:00 – 16:00"; visitors today 214 → 187, the agenda\'s "Morgen" → "Vandaag".', page(bibliotheek, { zaterdag: '10:00 – 16:00', bezoekers: '187', agenda: AGENDA_TUE })),
  real('bibliotheek-reserveren-nl', 'content', 'content', 'Dutch library; reservation fee "€ 0,75" → "€ 1,00" in the fee table; visitors today 214 → 96.', page(bibliotheek, { reserveren: '€ 1,00', bezoekers: '96' })),
  real('pralka-cena-pl', 'content', 'price', 'Polish appliance shop; washing machine "2 499,00 zł" → "2 429,00 zł" (-2.8 %) with instalments and JSON-LD beside the struck and 30-day lowest prices and delivery services; the purchase toast and watchers move.', page(pralka, { cena: '2 429,00 zł', raty: '50 rat 0% po 48,58 zł', ld: '2429.00', toast: 'Ktoś z Gdańska kupił ten produkt 18 minut temu', obserwuje: '45' })),
  real('pralka-wycofany-pl', 'content', 'availability', 'Polish appliance shop; "Dostępny · wysyłka w 24 h" → "Produkt wycofany ze sprzedaży" (discontinued), JSON-LD Discontinued, the price kept.', page(pralka, { dostepnosc: 'Produkt wycofany ze sprzedaży – nie będzie już dostępny', ldStock: 'Discontinued' })),
  real('cartao-urgente-pt', 'content', 'content', 'Portuguese citizens\' service; urgent card "33,00 €" → "34,00 €" (+3.0 %) in the fee table; today\'s date, tickets and wait time move.', page(cartao, { urgente: '34,00 €', hoje: HOJE_TUE, senhas: '312', espera: '25' })),
  real('cartao-validade-pt', 'content', 'content', 'Portuguese citizens\' service; expired cards accepted "até 31 de março de 2027" → "até 28 de fevereiro de 2027"; today\'s date moves.', page(cartao, { aviso: 'Os cartões de cidadão que caducaram desde 1 de janeiro de 2026 continuam a ser aceites até 28 de fevereiro de 2027.', hoje: HOJE_TUE })),
  real('tv-pris-sv', 'content', 'price', 'Swedish electronics shop; TV "8 990 kr" → "8 690 kr" (-3.3 %) with savings, part payment and JSON-LD beside the ordinary price and freight; sold last week 38 → 44.', page(tv, { pris: '8 690 kr', spara: 'Spara 2 300 kr', delbetala: 'Delbetala från 363 kr/mån i 24 mån', ld: '8690', salda: '44' })),
  real('tv-nordstan-sv', 'content', 'content', 'Swedish electronics shop; Göteborg Nordstan "I lager" → "Slut i butik" in the store stock table; reviews 312 → 315.', page(tv, { nordstan: 'Slut i butik', recensioner: '315' })),
  real('elcykel-levering-da', 'content', 'content', 'Danish bike shop; "På lager · Levering 2–4 hverdage" → "Bestillingsvare · Forventet levering i uge 3 (2027)"; watchers 12 → 7.', page(elcykel, { levering: 'Bestillingsvare · Forventet levering i uge 3 (2027)', kigger: '7' })),
  real('vysavac-cena-cs', 'content', 'price', 'Czech shop; robot vacuum "12 990 Kč" → "12 490 Kč" (-3.8 %) with instalments and JSON-LD beside the original price; buyers counter and order-by line move.', page(vysavac, { cena: '12 490 Kč', splatky: 'Na splátky od 520 Kč měsíčně', ld: '12490', zakoupilo: '1 263', zitra: ZITRA_TUE })),
  real('vysavac-prodejna-cs', 'content', 'content', 'Czech shop; Praha Holešovice weekdays "9:00–20:00" → "9:00–19:00" in the stores table; the order-by line moves.', page(vysavac, { holesovice: 'Po–Pá 9:00–19:00, So–Ne 9:00–18:00', zitra: ZITRA_TUE })),
  real('tesuryo-conbini-ja', 'content', 'content', 'Japanese bank fees; convenience-store ATM "月3回まで無料" → "月1回まで無料"; exchange rates and their time move.', page(tesuryo, { conbini: 'コンビニATMのご利用は月1回まで無料、2回目以降は1回につき220円です。', kawase: KAWASE_TUE, genzai: '2026年12月1日 10:00現在' })),

  // ----- noise -----
  noise('boots-also-en', 'content', 'British outdoor shop; "Customers also viewed" reshuffled with one swapped; sold 23 → 41.', page(boots, { also: 'Summit Gaiters~£24.99|Peak Softshell Jacket~£89.99|Ridgeline Mid WP Boots~£99.99|Merino Hiking Socks 2-Pack~£18.00', sold: '41' })),
  noise('vollautomat-express-de', 'content', 'German electronics shop; the order-by countdown and its delivery date a day later, nothing else.', page(vollautomat, { express: EXPRESS_TUE })),
  noise('perceuse-ordre-fr', 'content', 'French DIY shop; the same five stores and stock in another order.', page(perceuse, { magasins: 'Villeurbanne~4,8 km~En stock|Lyon Part-Dieu~2,1 km~En stock|Bron~10,4 km~En stock|Vénissieux~8,3 km~Stock limité|Écully~9,7 km~Indisponible en magasin' })),
  noise('perceuse-vues-fr', 'content', 'French DIY shop; views today 37 → 52, the question "il y a 2 jours" → "il y a 3 jours".', page(perceuse, { vues: '52', age: 'il y a 3 jours' })),
  noise('deposito-contador-es', 'content', 'Spanish bank deposits; "Actualizado hoy a las 10:42" → "12:17", customers this month 3.412 → 3.519.', page(deposito, { hora: '12:17', contador: '3.519' })),
  noise('smartphone-venduti-it', 'content', 'Italian shop; "Oltre 1.200" → "Oltre 1.300 venduti", the order-by countdown.', page(smartphone, { venduti: 'Oltre 1.300 venduti nell’ultimo mese', entro: 'Ordina entro 45 minuti per riceverlo domani' })),
  noise('smartphone-accessori-it', 'content', 'Italian shop; suggested accessories reshuffled, two swapped.', page(smartphone, { accessori: 'Galaxy Watch7~299,00 €|Cover Silicone S25~29,90 €|Power bank 10.000 mAh~34,90 €|Caricatore 25 W~24,90 €' })),
  noise('bibliotheek-agenda-nl', 'content', 'Dutch library; the agenda\'s "Morgen" → "Vandaag" a day later, visitors today 214 → 187.', page(bibliotheek, { agenda: AGENDA_TUE, bezoekers: '187' })),
  noise('pralka-toast-pl', 'content', 'Polish appliance shop; the purchase toast names another city and time, watchers 42 → 45.', page(pralka, { toast: 'Ktoś z Gdańska kupił ten produkt 18 minut temu', obserwuje: '45' })),
  noise('cartao-hoje-pt', 'content', 'Portuguese citizens\' service; today\'s date, tickets issued today and the wait time.', page(cartao, { hoje: HOJE_TUE, senhas: '312', espera: '25' })),
  noise('tv-salda-sv', 'content', 'Swedish electronics shop; sold last week 38 → 44, reviews 312 → 315.', page(tv, { salda: '44', recensioner: '315' })),
  noise('elcykel-kigger-da', 'content', 'Danish bike shop; watchers 12 → 7, recently seen products change.', page(elcykel, { kigger: '7', set: 'Cykelhjelm Uvex City~649 kr.|Cykelcomputer Sigma BC 8.0~299 kr.|Abus cykellås Bordo 6500~899 kr.' })),
  noise('vysavac-zitra-cs', 'content', 'Czech shop; the order-by line\'s countdown and tomorrow\'s date, buyers 1 240 → 1 263.', page(vysavac, { zitra: ZITRA_TUE, zakoupilo: '1 263' })),
  noise('tesuryo-kawase-ja', 'content', 'Japanese bank fees; the exchange-rate widget\'s rates and "as of" date.', page(tesuryo, { kawase: KAWASE_TUE, genzai: '2026年12月1日 10:00現在' })),
];
