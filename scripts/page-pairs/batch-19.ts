/**
 * The nineteenth batch of page pairs (issue 22, manifest "batch": "pairs-19"), written in one go
 * and split by name before any evaluation ran on it: 50 product and shop pages as a url-mode
 * monitor at the default sensitivity sees them, in en, de, fr, nl, es, it, pt, sv, da, pl and ja.
 * Its 25 real changes are the ones a product watcher wants told and a reader easily misses: a price
 * moved by 1-5%, a price moved only in the selected variant or only in the app state a client-side
 * page renders from, a struck price appearing or going, a flash sale ending, the chosen size or
 * colour selling out, a back-order or its date, the delivery cost, a bundle's content, a colour
 * added, the product delisted or redirected to a search. Its 25 noise pairs are what headless
 * storefronts vary between fetches (batch-19-shell.ts on every pair: hydration data with request
 * ids and random keys, server timing, tracking pixels, a deploy's build id), and beside the buy box:
 * carousels and recently viewed, review and Trustpilot counts, viewer and "bought N times" counts,
 * rotating USPs, delivery estimates by weekday and geo-IP city, greetings and the visitor's loyalty
 * points, converted prices, A/B classes. Names start "p19-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell19, VISITS_19, type Site19, type Visit19 } from './batch-19-shell.js';
import type { Values } from './batch-12-shops.js';
import { bootsEn, bootsSearchEn, cocotteFr, handyDe, handyGoneDe, koptelefoonNl, productLd19, relojEs, scarpeIt } from './batch-19-shops.js';
import { cafePt, hulajnogaPl, kameraDa, robotSv, suihankiEndJa, suihankiJa } from './batch-19-more-shops.js';

export const BATCH_19 = 'pairs-19';

const { real, noise } = batchPairs(BATCH_19, 'p19');

/** A shop: its site, page body, structured data and app state, all drawn from the side's values. */
interface Shop {
  site: Site19;
  body: (v: Values) => string;
  head?: (v: Values) => string;
  state: (v: Values) => Record<string, unknown>;
}

interface Options {
  /** Values of the "before" side only. */
  before?: Values;
  /** Values of both sides, under the pair's "after" overrides. */
  both?: Values;
  /** Per-visit storefront parts: on both sides, then per side (USP, greeting, points, city, A/B, deploy). */
  visit?: { both?: Partial<Visit19>; before?: Partial<Visit19>; after?: Partial<Visit19> };
  /** The page the "after" fetch gets instead of the product (a delisting or a search). */
  afterPage?: () => string;
}

/** A pair of fetches of a shop's page: the storefront's per-visit machinery always differs. */
function page(shop: Shop, after: Values, options: Options = {}): (side: Side) => string {
  return (side) => {
    const visit = { ...VISITS_19[side], ...options.visit?.both, ...options.visit?.[side] };
    const v: Values = { seed: String(visit.seed), ...options.both, ...(side === 'before' ? options.before : after) };
    if (side === 'after' && options.afterPage) return renderShell19({ ...shop.site }, visit, options.afterPage());
    return renderShell19({ ...shop.site, head: shop.head?.(v), state: shop.state(v) }, visit, shop.body(v));
  };
}

const s = (site: string, lang: string, title: string): Site19 => ({ site, lang, title });
const sizes = (all: string, out: string, price: string) => all.split('|').map((x) => `${x}:${price}:${out.split('|').includes(x) ? 'OutOfStock' : 'InStock'}`).join('|');

const boots: Shop = {
  site: s('Trailhead Outfitters', 'en-GB', 'Merrell Moab 3 Mid GTX Men’s Walking Boots | Trailhead Outfitters'),
  body: bootsEn,
  head: (v) => productLd19('Merrell Moab 3 Mid GORE-TEX', 'GBP', 'MER-J036763', sizes('UK 6|UK 7|UK 8|UK 9|UK 10|UK 11|UK 12', v.out ?? 'UK 12', v.ld ?? '129.99')),
  state: (v) => ({ id: 'MER-J036763', price: Number(v.ld ?? '129.99'), currency: 'GBP', selectedSize: 'UK 9', soldOut: (v.out ?? 'UK 12').split('|') }),
};
const handy: Shop = {
  site: s('Technikwelt', 'de-DE', 'Samsung Galaxy S24 5G Onyx Black | Technikwelt'),
  body: handyDe,
  head: (v) => productLd19('Samsung Galaxy S24 5G Onyx Black', 'EUR', 'SM-S921B', v.ld ?? '128 GB:799.00:InStock|256 GB:899.00:InStock|512 GB:1019.00:InStock'),
  state: (v) => ({ id: 'SM-S921B', selected: v.variantId ?? 'SM-S921B-256-BK', variants: v.ld ?? '128 GB:799.00|256 GB:899.00|512 GB:1019.00' }),
};
const cocotte: Shop = {
  site: s('Maison Cuisine', 'fr-FR', 'Cocotte Le Creuset Signature 24 cm Volcanique | Maison Cuisine'),
  body: cocotteFr,
  head: (v) => productLd19('Cocotte Signature 24 cm', 'EUR', 'LC-21177242', `Volcanique:${v.ld ?? '289.00'}:${v.schema ?? 'InStock'}|Cerise:${v.ld ?? '289.00'}:InStock|Bleu Azur:${v.ld ?? '289.00'}:InStock`),
  state: (v) => ({ id: 'LC-21177242', colour: 'Volcanique', price: Number(v.ld ?? '289.00'), stock: v.schema ?? 'InStock' }),
};
const koptelefoon: Shop = {
  site: s('Audiohuis', 'nl-NL', 'Sennheiser Momentum 4 Wireless zwart | Audiohuis'),
  body: koptelefoonNl,
  head: (v) => productLd19('Sennheiser Momentum 4 Wireless', 'EUR', '509266', `zwart:${v.ld ?? '289.99'}:${v.schema ?? 'InStock'}`),
  state: (v) => ({ id: '509266', price: Number(v.ld ?? '289.99'), stock: v.schema ?? 'InStock' }),
};
const reloj: Shop = {
  site: s('Deportes Sierra', 'es-ES', 'Garmin Forerunner 265 negro | Deportes Sierra'),
  body: relojEs,
  head: (v) => (v.spa ? '' : productLd19('Garmin Forerunner 265', 'EUR', '010-02810-10', `negro:${v.ld ?? '369.99'}:InStock`)),
  state: (v) => ({ id: '010-02810-10', price: { amount: Number(v.ld ?? '369.99'), currency: 'EUR', formatted: `${(v.ld ?? '369.99').replace('.', ',')} €` }, stock: 'IN_STOCK' }),
};
const scarpe: Shop = {
  site: s('Scarpe&Co', 'it-IT', 'Nike Pegasus 41 uomo nero | Scarpe&Co'),
  body: scarpeIt,
  head: (v) => productLd19('Nike Pegasus 41', 'EUR', 'FD2722-002', sizes('40|40,5|41|42|42,5|43|44|45', v.esaurite ?? '40', '139.99')),
  state: (v) => ({ id: 'FD2722-002', price: 139.99, size: '42', soldOut: (v.esaurite ?? '40').split('|') }),
};
const cafe: Shop = {
  site: s('Casa Eletro', 'pt-PT', 'Nespresso Vertuo Pop Azul Pacífico | Casa Eletro'),
  body: cafePt,
  head: (v) => productLd19('Nespresso Vertuo Pop', 'EUR', 'ENV90.A', `azul:${v.ld ?? '189.99'}:BackOrder`),
  state: (v) => ({ id: 'ENV90.A', price: Number(v.ld ?? '189.99'), stock: 'BACKORDER' }),
};
const robot: Shop = {
  site: s('Hemelektronik', 'sv-SE', 'Roborock Q8 Max+ | Hemelektronik'),
  body: robotSv,
  head: () => productLd19('Roborock Q8 Max+', 'SEK', 'Q8MAXP-B', 'svart:4490:InStock'),
  state: () => ({ id: 'Q8MAXP-B', price: 4490, stock: 'IN_STOCK' }),
};
const kamera: Shop = {
  site: s('Fotohuset', 'da-DK', 'Sony ZV-E10 II med 16-50 mm | Fotohuset'),
  body: kameraDa,
  head: (v) => productLd19('Sony ZV-E10 II kit', 'DKK', 'ZVE10M2KB', (v.farver ?? 'Sort').split('|').map((f) => `${f}:${v.ld ?? '5499.00'}:InStock`).join('|')),
  state: (v) => ({ id: 'ZVE10M2KB', price: Number(v.ld ?? '5499.00'), colours: (v.farver ?? 'Sort').split('|') }),
};
const hulajnoga: Shop = {
  site: s('Miejski Ruch', 'pl-PL', 'Xiaomi Electric Scooter 4 Pro 2. gen. | Miejski Ruch'),
  body: hulajnogaPl,
  head: (v) => productLd19('Xiaomi Electric Scooter 4 Pro (2nd Gen)', 'PLN', 'BHR8067GL', `czarna:${v.ld ?? '1899.00'}:InStock`),
  state: (v) => ({ id: 'BHR8067GL', price: Number(v.ld ?? '1899.00'), promo: v.promo === '' ? null : 'XMAS5' }),
};
const suihanki: Shop = {
  site: s('テックモール', 'ja-JP', '象印 炎舞炊き NW-FB10-BZ 濃墨｜テックモール'),
  body: suihankiJa,
  head: (v) => productLd19('象印 炎舞炊き NW-FB10-BZ', 'JPY', 'NW-FB10-BZ', `濃墨:${v.ld ?? '32800'}:InStock`),
  state: (v) => ({ id: 'NW-FB10-BZ', price: Number(v.ld ?? '32800'), points: Number(v.ld ?? '32800') / 10 }),
};

const notifyEn = '<button class="btn btn--notify">Email me when it’s back</button>';

export const PAIRS_19: PairSpec[] = [
  // ----- real -----
  real('boots-price-en', 'content', 'price', 'British walking boots in url mode; "£129.99" → "£133.99" (+3.1%), per-size offers and app state too, the EU visitors\' converted price with it.', page(boots, { price: '£133.99', ld: '133.99', euro: 'approx. €157.02 – shown for visitors from the EU' })),
  real('boots-size-en', 'content', 'availability', 'British walking boots, UK 9 chosen; UK 9 sells out: its chip crossed out, "In stock in UK 9" → "Out of stock in UK 9", a notify button, its offer OutOfStock; the other sizes stay.', page(boots, { out: 'UK 9|UK 12', stock: 'Out of stock in UK 9 – choose another size or get an email when it’s back', button: notifyEn })),
  real('boots-search-en', 'content', 'availability', 'British walking boots; the product address now shows a search page: "The product you were looking for is no longer available", four similar boots.', page(boots, {}, { afterPage: bootsSearchEn })),
  real('handy-variante-de', 'content', 'price', 'German smartphone, 256 GB chosen; only its price moves "899,00 €" → "879,00 €" (-2.2%), on the chip, the price line and its offer; 128 and 512 GB stay.', page(handy, { storage: '128 GB – 799,00 €|256 GB – 879,00 €|512 GB – 1.019,00 €', price: '879,00 €', ld: '128 GB:799.00:InStock|256 GB:879.00:InStock|512 GB:1019.00:InStock' })),
  real('handy-eingestellt-de', 'content', 'availability', 'German smartphone page turns into "Dieser Artikel ist leider nicht mehr verfügbar" with three other phones.', page(handy, {}, { afterPage: handyGoneDe })),
  real('cocotte-barre-fr', 'content', 'price', 'French cast-iron pot; a struck "289,00 €" appears before "279,00 €" (-3.5%) with a "−3 %" badge, offers and app state too.', page(cocotte, { was: '<span class="price--was">289,00 €</span> ', prix: '279,00 €', badge: ' <span class="badge">−3 %</span>', ld: '279.00' })),
  real('cocotte-epuise-fr', 'content', 'availability', 'French cast-iron pot, colour Volcanique chosen; "plus que 3 articles dans ce coloris" → "Épuisé dans ce coloris", an alert button, its offer OutOfStock; other colours stay.', page(cocotte, { stock: 'Épuisé dans ce coloris – les autres coloris restent disponibles', bouton: '<button class="btn btn--alert">M’alerter du retour en stock</button>', schema: 'OutOfStock' })),
  real('cocotte-livraison-fr', 'content', 'content', 'French cast-iron pot; home delivery "4,99 €" → "6,99 €", the price unchanged.', page(cocotte, { livraison: 'Livraison à domicile : 6,99 € · Retrait en magasin gratuit' })),
  real('koptelefoon-actie-nl', 'content', 'price', 'Dutch headphones; the sale ends: struck "€ 299,99" and "Actie t/m zondag" gone, "€ 289,99" → "€ 299,99" (+3.4%).', page(koptelefoon, { van: '', prijs: '€ 299,99', actie: '', ld: '299.99' })),
  real('koptelefoon-nabestelling-nl', 'content', 'availability', 'Dutch headphones; "Op voorraad · morgen in huis" → "Nabestelling · verwacht over 3–4 weken", offer BackOrder.', page(koptelefoon, { voorraad: 'Nabestelling · verwacht over 3–4 weken', schema: 'BackOrder' })),
  real('reloj-oferta-es', 'content', 'price', 'Spanish GPS watch; the flash sale ends: struck "369,99 €", "359,99 €" and "termina en 03:12:44" → "369,99 €" (+2.8%).', page(reloj, {}, { before: { oferta: '<span class="price--was">369,99 €</span> ', precio: '359,99 €', ld: '359.99', flash: 'Oferta flash: termina en 03:12:44' } })),
  real('reloj-estado-es', 'content', 'price', 'Spanish GPS watch rendered client-side: the HTML shows a price skeleton, the price lives only in the hydration data, 369.99 → 359.99 EUR (-2.7%).', page(reloj, { ld: '359.99' }, { both: { spa: '1' } })),
  real('reloj-pack-es', 'content', 'content', 'Spanish GPS watch; the bundle loses the extra silicone strap, the price unchanged.', page(reloj, { pack: 'El pack incluye: reloj Forerunner 265, cable de carga USB-C y protector de pantalla.' })),
  real('scarpe-taglia-it', 'content', 'availability', 'Italian running shoes, size 42 chosen; it sells out: chip crossed out, "Disponibile nella taglia 42" → "Esaurito nella taglia 42", a notify button, its offer OutOfStock.', page(scarpe, { esaurite: '40|42', disponibilita: 'Esaurito nella taglia 42', bottone: '<button class="btn btn--notify">Avvisami quando torna disponibile</button>' })),
  real('scarpe-spedizione-it', 'content', 'content', 'Italian running shoes; standard delivery "4,90 €" → "5,90 €".', page(scarpe, { spedizione: 'Spedizione standard: 5,90 € · gratuita sopra i 79 €' })),
  real('cafe-data-pt', 'content', 'availability', 'Portuguese coffee machine on back-order; shipping from "12 de janeiro de 2027" → "2 de fevereiro de 2027".', page(cafe, { stock: 'Disponível para encomenda · Envio a partir de 2 de fevereiro de 2027' })),
  real('cafe-preco-pt', 'content', 'price', 'Portuguese coffee machine; "189,99 €" → "184,99 €" (-2.6%), offer and app state too.', page(cafe, { preco: '184,99 €', ld: '184.99' })),
  real('robot-frakt-sv', 'content', 'content', 'Swedish robot vacuum; freight "49 kr" → "79 kr", the price unchanged.', page(robot, { frakt: 'Frakt: 79 kr · hemleverans 2–4 arbetsdagar' })),
  real('robot-paket-sv', 'content', 'content', 'Swedish robot vacuum; the bundle loses "2 extra sidoborstar".', page(robot, { paket: 'Paketet innehåller: robot, tömningsstation, moppduk och 3 dammpåsar.' })),
  real('kamera-pris-da', 'content', 'price', 'Danish camera kit; "5.499,00 kr." → "5.399,00 kr." (-1.8%), points earned 55 → 54.', page(kamera, { pris: '5.399,00 kr.', ld: '5399.00', optjen: '54' })),
  real('kamera-farve-da', 'content', 'content', 'Danish camera kit; a colour "Hvid" added beside "Sort", with its offer.', page(kamera, { farver: 'Sort|Hvid' })),
  real('hulajnoga-promocja-pl', 'content', 'price', 'Polish e-scooter; the "−5%" promotion and its 30-day lowest price line end, "1 899,00 zł" → "1 999,00 zł" (+5.3%).', page(hulajnoga, { promo: '', cena: '1 999,00 zł', omnibus: '', ld: '1999.00' })),
  real('hulajnoga-cena-pl', 'content', 'price', 'Polish e-scooter without promotion; "1 999,00 zł" → "2 049,00 zł" (+2.5%).', page(hulajnoga, { cena: '2 049,00 zł', ld: '2049.00' }, { both: { promo: '', omnibus: '', cena: '1 999,00 zł', ld: '1999.00' } })),
  real('suihanki-kakaku-ja', 'content', 'price', 'Japanese rice cooker; "￥32,800" → "￥33,800" (+3.0%), points 3,280 → 3,380.', page(suihanki, { kakaku: '￥33,800', points: '3,380ポイント（10%還元）', ld: '33800' })),
  real('suihanki-shuryo-ja', 'content', 'availability', 'Japanese rice cooker page turns into "この商品は販売を終了しました" with two successors.', page(suihanki, {}, { afterPage: suihankiEndJa })),

  // ----- noise -----
  noise('boots-deploy-en', 'content', 'British walking boots; a new deploy: build id, chunk and stylesheet hashes, and the consent text\'s A/B bucket change with the per-fetch machinery.', page(boots, {}, { visit: { after: { build: 'Qm7Tn2Lw9Ve4Hs1B', consent: 1 } } })),
  noise('boots-review-en', 'content', 'British walking boots; "1,203 reviews" → "1,206", a new review on top.', page(boots, { reviews: '1,206', newReview: '<article><h3>Warm and dry</h3><p>Tom, Ambleside, 3 December 2026: Wore them up Helvellyn in sleet, feet stayed dry.</p></article>' })),
  noise('boots-euro-en', 'content', 'British walking boots; the EU visitors\' converted price "approx. €152.31" → "approx. €152.87" as the rate moves, the price in pounds unchanged.', page(boots, { euro: 'approx. €152.87 – shown for visitors from the EU' })),
  noise('boots-also-en', 'content', 'British walking boots; "You may also like" reshuffled, one of those boots on sale (£149.99 → £134.99).', page(boots, { also: 'Keen Targhee IV Mid – £139.99|Salomon X Ultra 4 Mid GTX – £134.99|Scarpa Terra GTX – £159.99|Berghaus Hillwalker II – £119.99' })),
  noise('handy-live-de', 'content', 'German smartphone; "23 Personen sehen sich diesen Artikel gerade an" → 31, "Zuletzt gekauft vor 4 Minuten" → "vor 11 Minuten".', page(handy, { live: '31 Personen sehen sich diesen Artikel gerade an', lastbuy: 'Zuletzt gekauft vor 11 Minuten' })),
  noise('handy-ab-de', 'content', 'German smartphone; the visit falls into the other A/B bucket: body, price and button classes, data attributes and the experiment in the app state differ, same copy.', page(handy, { abClass: 'pdp--v2 pdp--sticky-buybox', priceClass: 'pdp-price pdp-price--xl', btnClass: 'btn--cta-green', ab: 'b' }, { visit: { after: { ab: 'b' } } })),
  noise('handy-kauften-de', 'content', 'German smartphone; "Kunden kauften auch" reshuffled with another accessory and a moved price, "Zuletzt angesehen" gains an item.', page(handy, { auch: 'Galaxy Buds FE – 74,00 €|Samsung 25W Ladegerät – 19,99 €|Spigen Ultra Hybrid Hülle – 17,99 €|Panzerglas Displayschutz – 24,99 €', zuletzt: 'Samsung Galaxy A55 – 399,00 €|Google Pixel 8a – 449,00 €|Apple iPhone 15 128 GB – 799,00 €' })),
  noise('cocotte-bonjour-fr', 'content', 'French cast-iron pot; the session expires between fetches: "Bonjour Claire" → "Se connecter", her recently viewed strip empties.', page(cocotte, { vus: '' }, { visit: { before: { greeting: 'Bonjour Claire' } } })),
  noise('cocotte-estimation-fr', 'content', 'French cast-iron pot; the cut-off passes: "Livraison estimée : mardi 8 décembre – commandez dans les 9 min" → "mercredi 9 décembre – … 23 h 49 min".', page(cocotte, { estimation: 'Livraison estimée : mercredi 9 décembre – commandez dans les 23 h 49 min' }, { before: { estimation: 'Livraison estimée : mardi 8 décembre – commandez dans les 9 min' } })),
  noise('koptelefoon-kijkers-nl', 'content', 'Dutch headphones; "17 mensen bekijken dit product" → 24, reviews 412 → 415.', page(koptelefoon, { kijkers: '24 mensen bekijken dit product', reviews: '415' })),
  noise('koptelefoon-usp-nl', 'content', 'Dutch headphones; the USP bar rotates ("Gratis retourneren" → "Achteraf betalen met Klarna"), the consent text\'s bucket too.', page(koptelefoon, {}, { visit: { after: { usp: 2, consent: 1 } } })),
  noise('reloj-porque-es', 'content', 'Spanish GPS watch; "Porque viste Garmin Venu 3" → "Porque viste Apple Watch SE" with other watches and prices.', page(reloj, { porque: 'Porque viste Apple Watch SE', sugeridos: 'Apple Watch SE 44 mm – 299,00 €|Samsung Galaxy Watch6 – 249,00 €|Garmin Vivoactive 5 – 279,99 €' })),
  noise('reloj-puntos-es', 'content', 'Spanish GPS watch, signed in; the visitor\'s points "Tienes 320 puntos" → "Tienes 365 puntos".', page(reloj, {}, { visit: { both: { greeting: 'Hola, Lucía' }, before: { points: 'Tienes 320 puntos' }, after: { points: 'Tienes 365 puntos' } } })),
  noise('scarpe-consegna-it', 'content', 'Italian running shoes; the geo-IP city Milano → Bergamo, "Consegna prevista a Milano: giovedì 10 dicembre" → "a Bergamo: venerdì 11 dicembre".', page(scarpe, { consegna: 'Consegna prevista a Bergamo: venerdì 11 dicembre' }, { visit: { before: { city: 'Milano' }, after: { city: 'Bergamo' } } })),
  noise('scarpe-chf-it', 'content', 'Italian running shoes; the Swiss visitors\' price "circa 134,20 CHF" → "circa 134,55 CHF", the euro price unchanged.', page(scarpe, { chf: 'Per i clienti in Svizzera: circa 134,55 CHF' })),
  noise('cafe-ola-pt', 'content', 'Portuguese coffee machine; the visit is signed in: "Iniciar sessão" → "Olá, Marta" with her points.', page(cafe, {}, { visit: { after: { greeting: 'Olá, Marta', points: 'Tem 1 240 pontos' } } })),
  noise('cafe-viram-pt', 'content', 'Portuguese coffee machine; "Quem viu este produto também viu" reordered, the Vertuo Next there 149,99 € → 139,99 €.', page(cafe, { viram: 'Aeroccino 3 – 79,00 €|Nespresso Vertuo Next – 139,99 €|Krups Nescafé Dolce Gusto Genio S – 89,99 €|De’Longhi Dedica EC685 – 199,99 €' })),
  noise('robot-eur-sv', 'content', 'Swedish robot vacuum; the EUR display "≈ 396,40 €" → "≈ 398,15 €" as the rate moves, the price in kronor unchanged.', page(robot, { eur: 'Visas i EUR: ≈ 398,15 €' })),
  noise('robot-tittar-sv', 'content', 'Swedish robot vacuum; "23 personer tittar" → 31, "Såld 140 gånger senaste dygnet" → 152.', page(robot, { tittar: '31 personer tittar på den här just nu', sald: 'Såld 152 gånger senaste dygnet' })),
  noise('kamera-point-da', 'content', 'Danish camera kit, signed in; the visitor\'s points "Du har 1.240 point" → "1.310 point".', page(kamera, {}, { visit: { both: { greeting: 'Hej Mette' }, before: { points: 'Du har 1.240 point' }, after: { points: 'Du har 1.310 point' } } })),
  noise('kamera-trustpilot-da', 'content', 'Danish camera kit; Trustpilot "12.344 anmeldelser" → "12.351", the USP bar rotates.', page(kamera, { trust: '12.351' }, { visit: { after: { usp: 1 } } })),
  noise('hulajnoga-dostawa-pl', 'content', 'Polish e-scooter; the geo-IP city Warszawa → Kraków, "Dostawa jutro (sob., 5.12) do Warszawy" → "w poniedziałek (7.12) do Krakowa".', page(hulajnoga, { dostawa: 'Dostawa w poniedziałek (7.12) do Krakowa – zamów w ciągu 3 h 18 min' }, { visit: { before: { city: 'Warszawa' }, after: { city: 'Kraków' } } })),
  noise('hulajnoga-kupiono-pl', 'content', 'Polish e-scooter; "Kupiono 37 razy" → 41, "Ostatnio oglądane" gains an item.', page(hulajnoga, { kupiono: 'Kupiono 41 razy w ciągu ostatnich 24 godzin', ogladane: 'Hulajnoga Segway Ninebot F2 Pro – 2 299,00 zł|Kask Livall BH51M – 499,00 zł|Zapięcie Abus Bordo 6000 – 349,00 zł' })),
  noise('suihanki-point-ja', 'content', 'Japanese rice cooker, signed in; the visitor\'s points "保有ポイント 1,234pt" → "1,298pt".', page(suihanki, {}, { visit: { both: { greeting: '山田 太郎 様' }, before: { points: '保有ポイント 1,234pt' }, after: { points: '保有ポイント 1,298pt' } } })),
  noise('suihanki-etsuran-ja', 'content', 'Japanese rice cooker; "現在14人がこの商品を見ています" → 21人, reviews 318 → 321件.', page(suihanki, { etsuran: '現在21人がこの商品を見ています', reviews: '321' })),
];
