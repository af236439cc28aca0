/**
 * The twenty-fifth batch of page pairs (issue 22, manifest "batch": "pairs-25"), written in one go
 * and split by name before any evaluation ran on it: 34 pages of one address fetched twice, as a
 * url-mode monitor at the default sensitivity sees them, in en, de, fr, es, it, nl, pl, pt, sv, cs
 * and ja, aimed at precision (20 noise, 14 real). The pages carry beside their content what real
 * sites change per load: relative times, viewer, booking, occupancy and helpful counters, rotating
 * reviews and an employee quote, "also bought", "also viewed" and recently viewed shelves, a
 * product grid and a vacancy list in another order under an unchanged count, a consent banner
 * appearing, A/B hero copy, a sale countdown, a points campaign countdown, a session reference in
 * visible text, a reordered menu, a wait time, the weather, live-chat availability, an ad slot and
 * "last updated" stamps. Its 14 real changes are a pharmacy price (-2.7 %) among member and unit
 * prices, a kettle colour sold out in its table and the kettle's price (-3.9 %), an opening hour,
 * a bank's account fee and withdrawal limit, a hotel's cancellation sentence, a laptop's price
 * (-3.3 %) among installments and warranties, a vacancy added, a free-delivery threshold, a
 * tariff notice's effective date, a gym's ten-visit pass (+3.7 %), a delivery fee and a returns
 * window. Every pair also differs by what batch 21's shell varies per fetch (carousel order, clock,
 * visitors online, request id, tokens). Names start "p25-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { shellPairs, site21, type ShellPage, type Visit21 } from './batch-21-shell.js';
import { apotekSv, banqueFr, buergeramtDe, deliveryEn, hotelEs, kadenJa, kategoriaPl, laptopIt, posilovnaCs, tarifarioPt, vacaturesNl } from './batch-25-pages.js';

export const BATCH_25 = 'pairs-25';

const { real, noise } = batchPairs(BATCH_25, 'p25');

/** Two fetches a day apart, Sunday and Monday afternoon. */
const VISITS_25: Record<Side, Visit21> = {
  before: { seed: 2503, servedAt: '2026-11-29T13:05:41.902Z', clock: '14:05', slide: 0, online: 233, year: 2026 },
  after: { seed: 2521, servedAt: '2026-11-30T13:47:10.318Z', clock: '14:47', slide: 2, online: 197, year: 2026 },
};

const page = shellPairs(VISITS_25);
const s = site21;

const apotek: ShellPage = { site: s('Hälsoapoteket', 'sv-SE', 'Vitamin D3 Forte 50 µg 120 st | Hälsoapoteket'), body: apotekSv, slides: ['Black Week: 3 för 2 på vitaminer', 'Bli klubbmedlem – få 10 % på allt', 'Receptfritt hem på 1–3 dagar'] };
const kaden: ShellPage = { site: s('デンキヤ.com', 'ja-JP', '温度調節電気ケトル KT-X100 | デンキヤ.com'), body: kadenJa, slides: ['冬のボーナスセール開催中', 'アプリ限定クーポン配布中', '長期保証のご案内'] };
const amt: ShellPage = { site: s('Stadt Köln', 'de-DE', 'Bürgeramt Mitte | Stadt Köln'), body: buergeramtDe, slides: ['Online-Termin buchen', 'Wohnsitz ummelden in 5 Minuten', 'Neuer Personalausweis: was Sie brauchen'] };
const banque: ShellPage = { site: s('Banque Loire Atlantique', 'fr-FR', 'Tarifs 2027 | Banque Loire Atlantique'), body: banqueFr, slides: ['Prêt immobilier : simulez en ligne', 'Livret A : 2,4 %', 'Ouvrez un compte en 10 minutes'] };
const hotel: ShellPage = { site: s('ReservaSol', 'es-ES', 'Hotel Patio de la Alameda, Sevilla | ReservaSol'), body: hotelEs, slides: ['Escapadas de invierno -25 %', 'Puentes de diciembre', 'Programa de fidelidad'] };
const laptop: ShellPage = { site: s('TecnoMondo', 'it-IT', 'Lenovo IdeaPad Slim 5 16" | TecnoMondo'), body: laptopIt, slides: ['Black Week: fino al -40%', 'Ritiro in negozio gratuito', 'Paga in 3 rate senza interessi'] };
const vacatures: ShellPage = { site: s('Waterschap Rijnland-Oost', 'nl-NL', 'Vacatures | Waterschap Rijnland-Oost'), body: vacaturesNl, slides: ['Meld wateroverlast', 'Waterschapsbelasting 2027', 'Werk aan de dijk bij Katwijk'] };
const kategoria: ShellPage = { site: s('KawaDom', 'pl-PL', 'Kawa ziarnista | KawaDom'), body: kategoriaPl, slides: ['Black Week: -20% na ekspresy', 'Kawa miesiąca: Etiopia Sidamo', 'Program lojalnościowy'] };
const tarifario: ShellPage = { site: s('Lusonet', 'pt-PT', 'Atualização de preços | Lusonet'), body: tarifarioPt, slides: ['Fibra 1 Gb com 3 meses grátis', 'Adira à fatura eletrónica', 'Nova app Lusonet'] };
const posilovna: ShellPage = { site: s('Fitness Vinohrady', 'cs-CZ', 'Ceník | Fitness Vinohrady'), body: posilovnaCs, slides: ['Nové lekce jógy každou středu', 'Vánoční poukazy', 'Sauna otevřena denně'] };
const delivery: ShellPage = { site: s('Hearth & Home', 'en-GB', 'Delivery & returns | Hearth & Home'), body: deliveryEn, slides: ['Winter sale: up to 50% off', 'Free design consultation', 'New: outdoor living'] };

const COOKIES = '<div class="consent-banner" role="dialog"><p>Nous utilisons des cookies pour mesurer l’audience et personnaliser les contenus. Vous pouvez accepter, refuser ou paramétrer vos choix à tout moment.</p><button>Tout accepter</button><button>Tout refuser</button><button>Paramétrer</button></div>';
const VACATURES_SHUFFLED = 'Functioneel beheerder GIS · Leiden · 32–36 uur · schaal 9|Monteur elektrotechniek · Bodegraven · 40 uur · schaal 7|Beleidsadviseur waterkwaliteit · Leiden · 36 uur · schaal 11|Juridisch adviseur vergunningen · Gouda · 36 uur · schaal 10|Medewerker zuiveringsbeheer · Alphen aan den Rijn · 40 uur · schaal 8|Projectleider dijkversterking · Leiden · 36 uur · schaal 12';
const SIATKA_SHUFFLED = 'Illy Classico 250 g~42,99 zł|Jacobs Crema 1 kg~69,99 zł|Lavazza Qualità Oro 1 kg~89,99 zł|Dallmayr Crema d’Oro 1 kg~84,99 zł|Segafredo Intermezzo 1 kg~64,99 zł|Kimbo Espresso Napoli 1 kg~74,99 zł|Pellini Top 500 g~59,99 zł|Tchibo Barista Caffè Crema 1 kg~79,99 zł';

export const PAIRS_25: PairSpec[] = [
  // ----- real -----
  real('apotek-pris-sv', 'content', 'price', 'Swedish pharmacy; vitamin D "149 kr" → "145 kr" (-2.7 %) with the member and unit prices and JSON-LD; viewers 14 → 19.', page(apotek, { pris: '145 kr', medlem: '131 kr', jmf: '1,21 kr/st', ld: '145.00', tittar: '19' })),
  real('kaden-zaiko-ja', 'content', 'content', 'Japanese electrical shop; the white kettle "在庫あり" → "在庫切れ" in the colour table; "3時間前" → "5時間前", campaign countdown.', page(kaden, { white: '在庫切れ', kounyu: '5時間前', nokori: '1日 22時間' })),
  real('kaden-kakaku-ja', 'content', 'price', 'Japanese electrical shop; the kettle "¥12,980" → "¥12,480" (-3.9 %) with its points and JSON-LD; the ranking reordered.', page(kaden, { kakaku: '¥12,480', point: '1,248ポイント（10%）還元', ld: '12480', ranking: '炊飯器 RC-55|コーヒーメーカー CM-200|電子レンジ ER-18|トースター TS-30' })),
  real('buergeramt-zeiten-de', 'content', 'content', 'German citizens\' office; Thursday "10:00 – 18:00 Uhr" → "10:00 – 16:00 Uhr"; the stamp 24.11 → 27.11.2026, wait time 25 → 40.', page(amt, { donnerstag: '10:00 – 16:00 Uhr', stand: '27.11.2026', warte: '40' })),
  real('banque-tenue-fr', 'content', 'content', 'French bank fees; account keeping "2,00 € par mois" → "2,50 € par mois"; the chat goes offline.', page(banque, { tenue: '2,50 € par mois', chat: 'Nos conseillers sont indisponibles, laissez-nous un message' })),
  real('banque-plafond-fr', 'content', 'content', 'French bank fees; the withdrawal limit "500 €" → "300 € par période de 7 jours"; A/B hero copy.', page(banque, { plafond: '300 € par période de 7 jours', hero: 'Nos tarifs, en toute transparence', sub: 'Tout ce que coûte votre banque au quotidien.' })),
  real('hotel-cancelacion-es', 'content', 'content', 'Spanish hotel; free cancellation "hasta 48 horas antes" → "hasta 7 días antes"; viewers and bookings move.', page(hotel, { cancelacion: 'Cancelación gratuita hasta 7 días antes de la llegada; después se cobra la primera noche.', viendo: '18', reservas: '9' })),
  real('laptop-prezzo-it', 'content', 'price', 'Italian laptop; "899,00 €" → "869,00 €" (-3.3 %) with its installments and JSON-LD, beside list price, warranties and shipping; the countdown moves.', page(laptop, { prezzo: '869,00 €', rate: 'In 10 rate da 86,90 € a tasso zero', ld: '869.00', countdown: '1 giorno 13:40:51' })),
  real('vacatures-nieuw-nl', 'content', 'content', 'Dutch employer; a vacancy "Hydroloog grondwater" added, 6 → 7 vacancies, the list in another order.', page(vacatures, { aantal: '7 vacatures', lijst: `Hydroloog grondwater · Leiden · 36 uur · schaal 10|${VACATURES_SHUFFLED}` })),
  real('kategoria-dostawa-pl', 'content', 'content', 'Polish shop category; free delivery "od 199 zł" → "od 249 zł" in the notice; the grid in another order.', page(kategoria, { komunikat: 'Darmowa dostawa od 249 zł. Zamówienia złożone do 14:00 wysyłamy tego samego dnia.', siatka: SIATKA_SHUFFLED })),
  real('tarifario-vigor-pt', 'content', 'content', 'Portuguese telecom notice; new prices "a 1 de fevereiro de 2027" → "a 1 de março de 2027"; the session reference changes.', page(tarifario, { vigor: 'Os novos preços entram em vigor a 1 de março de 2027', sessao: 'PT-C28E-11D7-5A90' })),
  real('posilovna-perm-cs', 'content', 'content', 'Czech gym price list; ten-visit pass "1 350 Kč" → "1 400 Kč" (+3.7 %) among other prices; occupancy moves.', page(posilovna, { perm: '1 400 Kč', obsazenost: '31', procent: '52' })),
  real('delivery-standard-en', 'content', 'content', 'British shop help page; standard delivery "£3.95" → "£4.50"; "3 days ago" → "1 hour ago", helpful 1,204 → 1,206.', page(delivery, { standard: '£4.50', updated: '1 hour ago', helpful: '1,206' })),
  real('delivery-returns-en', 'content', 'content', 'British shop help page; returns "within 30 days" → "within 14 days"; the chat goes offline.', page(delivery, { returns: 'You can return most items within 14 days of delivery for a full refund.', chat: 'Live chat: offline – we reply to messages within 24 hours' })),

  // ----- noise -----
  noise('apotek-andra-sv', 'content', 'Swedish pharmacy; "Andra köpte också" reshuffled, one swapped, a price moved.', page(apotek, { andra: 'Omega-3 1000 mg 100 kapslar~169 kr|Järn 14 mg 60 st~49 kr|Magnesium 300 mg 60 st~89 kr|C-vitamin 500 mg 100 st~59 kr' })),
  noise('apotek-omdomen-sv', 'content', 'Swedish pharmacy; other reviews shown, viewers 14 → 9.', page(apotek, { omdomen: 'Lena, Göteborg~Märker skillnad på energin under mörka månader.|Ahmed, Uppsala~Snabb leverans, bra förpackning.', tittar: '9' })),
  noise('kaden-saikin-ja', 'content', 'Japanese electrical shop; recently viewed products change, "3時間前" → "12分前".', page(kaden, { saikin: 'ドリップポット DP-7~¥3,980|ハンドブレンダー HB-5~¥6,480|電動歯ブラシ EB-2~¥8,800', kounyu: '12分前' })),
  noise('kaden-ranking-ja', 'content', 'Japanese electrical shop; the ranking reordered, the points campaign countdown moves.', page(kaden, { ranking: '電子レンジ ER-18|炊飯器 RC-55|コーヒーメーカー CM-200|トースター TS-30', nokori: '1日 21時間' })),
  noise('buergeramt-stand-de', 'content', 'German citizens\' office; "Zuletzt aktualisiert" 24.11 → 27.11.2026, nothing else.', page(amt, { stand: '27.11.2026' })),
  noise('buergeramt-warte-de', 'content', 'German citizens\' office; wait time 25 → 40 minutes, the news ticker\'s "vor 2 Std." → "vor 1 Tag", the weather.', page(amt, { warte: '40', ticker: 'Weihnachtsmarkt auf dem Neumarkt eröffnet · vor 1 Tag|Baustelle Severinsbrücke: Umleitung ab Montag · vor 1 Tag', wetter: '3 °C, Schneeregen' })),
  noise('banque-chat-fr', 'content', 'French bank fees; the chat goes offline and a consent banner appears.', page(banque, { chat: 'Nos conseillers sont indisponibles, laissez-nous un message', cookies: COOKIES })),
  noise('banque-hero-fr', 'content', 'French bank fees; A/B hero headline and subline.', page(banque, { hero: 'Nos tarifs, en toute transparence', sub: 'Tout ce que coûte votre banque au quotidien.' })),
  noise('hotel-viendo-es', 'content', 'Spanish hotel; viewers 12 → 21, bookings in 24 hours 7 → 11.', page(hotel, { viendo: '21', reservas: '11' })),
  noise('hotel-opiniones-es', 'content', 'Spanish hotel; other guest reviews shown.', page(hotel, { opiniones: 'Pierre, Lyon~Le patio est un havre de paix, petit-déjeuner correct.|Lucía, Madrid~Muy céntrico, volveremos.|Emma, Leeds~Lovely staff, the room was a bit small.' })),
  noise('laptop-countdown-it', 'content', 'Italian laptop; the Black Week countdown moves, the sale unchanged.', page(laptop, { countdown: '1 giorno 13:40:51' })),
  noise('laptop-visti-it', 'content', 'Italian laptop; "also viewed" reshuffled with a price moved, another ad.', page(laptop, { visti: 'Acer Swift Go 14~779,00 €|Lenovo IdeaPad 3 15~499,00 €|HP Pavilion 15 Ryzen 5~649,00 €|Dell Inspiron 14~699,00 €', adv: 'Assicurazione auto online: preventivo in 2 minuti con Sicura24' })),
  noise('vacatures-volgorde-nl', 'content', 'Dutch employer; the same six vacancies in another order.', page(vacatures, { lijst: VACATURES_SHUFFLED })),
  noise('vacatures-collega-nl', 'content', 'Dutch employer; another employee quote.', page(vacatures, { collega: '“Geen dag is hetzelfde als je met gemalen en stuwen werkt.” — Bas, monteur' })),
  noise('kategoria-siatka-pl', 'content', 'Polish shop category; the same eight products in another order, "8 z 8".', page(kategoria, { siatka: SIATKA_SHUFFLED })),
  noise('kategoria-ostatnio-pl', 'content', 'Polish shop category; recently viewed products change.', page(kategoria, { ostatnio: 'Kawa mielona Lavazza Crema e Gusto~21,99 zł|Młynek do kawy Bosch~149,00 zł|Spieniacz do mleka Aeroccino~399,00 zł' })),
  noise('tarifario-sessao-pt', 'content', 'Portuguese telecom notice; the session reference changes and the side menu is reordered.', page(tarifario, { sessao: 'PT-C28E-11D7-5A90', menu: 'Pacotes TV|Tarifários móveis|Apoio ao cliente|Internet fixa|Roaming' })),
  noise('posilovna-obsazenost-cs', 'content', 'Czech gym price list; occupancy 23 → 41, "před 3 dny" → "před 4 dny".', page(posilovna, { obsazenost: '41', procent: '68', akt: 'před 4 dny' })),
  noise('delivery-hero-en', 'content', 'British shop help page; A/B hero copy, "3 days ago" → "4 days ago".', page(delivery, { hero: 'Getting your order to you', sub: 'Delivery costs, times and how to send something back.', updated: '4 days ago' })),
  noise('delivery-chat-en', 'content', 'British shop help page; the chat goes offline, helpful 1,204 → 1,211.', page(delivery, { chat: 'Live chat: offline – we reply to messages within 24 hours', helpful: '1,211' })),
];
