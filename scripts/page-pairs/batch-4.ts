/**
 * The fourth batch of page pairs (issue 22, manifest "batch": "pairs-4"), written in one go after
 * the third batch's tune misses were fixed and before any evaluation ran on it: more tune evidence,
 * in page bodies of its own (a Polish and a Danish shop, Shopware, an Amazon UK buy box without
 * an off-screen price, an Etsy-like sale, a grocery's unit price, API rate limits, a trial length,
 * admissions, a gym timetable, a mobile plan...) inside the second batch's shell. Names start "p4-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_4 = 'pairs-4';

type Values = Record<string, string>;

/** A page whose body is `body` filled with `before` on one side and `before` overridden by `after` on the other. */
function page(shell: Shell | ((v: Values) => Shell), body: (v: Values) => string, before: Values, after: Values): (side: Side) => string {
  return (side) => {
    const values = side === 'before' ? before : { ...before, ...after };
    return renderShell(typeof shell === 'function' ? shell(values) : shell, body(values));
  };
}

const { real, noise } = batchPairs(BATCH_4, 'p4');

const s = (site: string, lang: string, title: string, extra: Partial<Shell> = {}): Shell => ({ site, lang, title, ...extra });

// ---------- shops ----------

const polishShop = (v: Values): string =>
  [
    '<div class="product-card" data-product-id="8812">',
    '<h1 class="product-card__name">Ekspres ciśnieniowy Barista 15 bar</h1>',
    `<div class="price-wrapper"><span class="price price--main"><bdi>${v.price}</bdi></span>${v.was ? ` <span class="price price--old"><del>${v.was}</del></span>` : ''}</div>`,
    `<p class="availability availability--${v.stockClass ?? 'in'}">${v.stock ?? 'Dostępny'}</p>`,
    v.counter ? `<p class="hot">${v.counter}</p>` : '',
    '<form action="/koszyk/dodaj" method="post"><input type="hidden" name="product" value="8812"><button class="btn btn--basket">Dodaj do koszyka</button></form>',
    '<section class="description"><h2>Opis</h2><p>Ciśnienie 15 barów, spieniacz do mleka i zbiornik na 1,8 litra wody. Obudowa ze stali szlachetnej.</p></section>',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');

const shopwarePage = (v: Values): string =>
  [
    '<div class="product-detail-buy">',
    '<h1 class="product-detail-name">Wanderrucksack Alpin 30 L</h1>',
    `<div class="product-detail-price-container"><p class="product-detail-price">${v.price}*</p><p class="product-detail-tax-container"><a class="product-detail-tax-link" href="/versand">*inkl. MwSt. zzgl. Versandkosten</a></p></div>`,
    `<div class="product-detail-delivery-information"><p class="delivery-information delivery-available"><span class="delivery-status-indicator bg-success"></span> ${v.delivery ?? 'Sofort verfügbar, Lieferzeit 1-3 Werktage'}</p></div>`,
    v.rating ? `<div class="product-detail-reviews"><span class="product-review-rating">${v.rating}</span></div>` : '',
    '<form class="buy-widget" action="/checkout/line-item/add" method="post"><button class="btn btn-primary btn-buy">In den Warenkorb</button></form>',
    v.rank ? `<p class="bestseller-rank">${v.rank}</p>` : '',
    '<div class="product-detail-description"><p>Leichter Tagesrucksack mit Rückenbelüftung, Regenhülle und Trinksystem-Vorbereitung. Gewicht 980 g.</p></div>',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');

const amazonUkPage = (v: Values): string =>
  [
    '<div id="centerCol" class="centerColAlign">',
    '<div id="title_feature_div"><h1 id="title" class="a-size-large"><span id="productTitle">Cast Iron Casserole Dish, 24 cm, Cherry Red</span></h1></div>',
    `<div id="corePriceDisplay_desktop_feature_div"><span class="a-price aok-align-center reinventPricePriceToPayMargin priceToPay"><span class="a-price-symbol">£</span><span class="a-price-whole">${v.whole}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">${v.fraction}</span></span></div>`,
    `<div id="availability"><span class="a-size-medium a-color-success">${v.stock ?? 'In stock'}</span></div>`,
    v.bought ? `<div id="social-proofing-faceout-title-tk_bought"><span class="a-text-bold">${v.bought}</span></div>` : '',
    '<div id="buybox"><input id="add-to-cart-button" type="submit" value="Add to Basket" class="a-button-input"><input id="buy-now-button" type="submit" value="Buy Now" class="a-button-input"></div>',
    `<div id="sponsoredProducts"><h2>Products related to this item</h2><ul>${(v.sponsored ?? 'Enamel Roaster 30 cm £39.99|Silicone Trivet Set £9.49').split('|').map((x) => `<li class="sp-card">${x}</li>`).join('')}</ul></div>`,
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');

const etsyPage = (v: Values): string =>
  [
    '<div class="listing-page-content">',
    '<h1 class="wt-text-body-01" data-buy-box-listing-title="true">Hand-thrown stoneware mug, speckled glaze, 350 ml</h1>',
    `<div data-buy-box-region="price"><div class="wt-display-flex-xs">${v.priceBlock}</div></div>`,
    `<p class="wt-text-caption">${v.basket ?? 'Free UK delivery'}</p>`,
    '<button class="wt-btn wt-btn--filled" type="submit">Add to basket</button>',
    '<div class="shop-info"><p>Studio Kiln &amp; Co. · 2,817 sales · Star Seller</p></div>',
    '</div>',
  ].join('\n');

const indianShop = (v: Values): string =>
  [
    '<div class="pdp-wrapper">',
    '<h1 class="pdp-title">Noise-cancelling Wireless Earbuds</h1>',
    `<div class="pdp-price"><span class="pdp-selling-price">${v.price}</span> <span class="pdp-mrp">MRP <s>₹ 3,999</s></span> <span class="pdp-discount">${v.off}</span></div>`,
    '<p class="pdp-tax">inclusive of all taxes</p>',
    '<button class="pdp-add-to-bag">ADD TO BAG</button>',
    `<p class="pdp-offers">${v.offers ?? 'Bank offer: 10% instant discount on select cards'}</p>`,
    '</div>',
  ].join('\n');

const danishShop = (v: Values): string =>
  [
    '<main class="produkt">',
    '<h1>Robotstøvsuger S7 med moppefunktion</h1>',
    `<div class="pris"><span class="pris__nu">${v.price}</span></div>`,
    `<div class="lager">${v.stock ?? 'På lager – levering 1-2 hverdage'}</div>`,
    '<button class="knap knap--kurv">Læg i kurv</button>',
    '<p>Sugeevne 5100 Pa, LiDAR-navigation og automatisk tømning. Op til 180 minutters driftstid.</p>',
    '</main>',
  ].join('\n');

const grocery = (v: Values): string =>
  [
    '<div class="product-tile product-tile--detail">',
    '<h1>Bio Bergkäse, 12 Monate gereift, am Stück</h1>',
    `<div class="price-tag"><span class="price-tag__amount">${v.price}</span><span class="price-tag__unit">(${v.unit})</span></div>`,
    '<button class="add-to-basket" aria-label="In den Warenkorb">+</button>',
    `<p class="origin">Herkunft: Allgäu · ${v.stamp ?? 'Preis gültig in Ihrem Markt'}</p>`,
    '</div>',
  ].join('\n');

const italianShop = (v: Values): string =>
  [
    '<div class="scheda-prodotto">',
    '<h1>Macchina per pasta elettrica</h1>',
    '<p class="prezzo">€ 129,90</p>',
    `<p class="disponibilita">${v.stock}</p>`,
    `<button class="aggiungi"${v.disabled ?? ''}>Aggiungi al carrello</button>`,
    v.countdown ? `<p class="countdown">L'offerta termina tra ${v.countdown}</p>` : '',
    '<p>Impasta e trafila in 10 minuti; sette trafile incluse per spaghetti, fettuccine, penne e lasagne.</p>',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');

// ---------- other sites ----------

const apiDocs = (v: Values): string =>
  [
    '<article class="docs-page">',
    '<h1>Rate limits</h1>',
    `<p>Each access token may make up to ${v.limit} per minute. Requests above the limit are answered with status 429 and a Retry-After header.</p>`,
    '<p>Bulk endpoints have separate limits that are listed with each endpoint.</p>',
    `<p class="contributors">${v.contributors ?? 'Maintained by the platform team'}</p>`,
    '</article>',
  ].join('\n');

const trialFaq = (v: Values): string =>
  [
    '<section class="faq">',
    '<h1>Frequently asked questions</h1>',
    `<h3>How long is the free trial?</h3><p>The free trial lasts ${v.trial}. You will not be charged until it ends, and you can cancel at any time.</p>`,
    '<h3>Which payment methods do you accept?</h3><p>Visa, Mastercard, American Express and SEPA direct debit.</p>',
    `<div class="chat-launcher">${v.chat ?? 'Chat with us'}</div>`,
    '</section>',
  ].join('\n');

const admissions = (v: Values): string =>
  [
    '<div class="admissions">',
    '<h1>MSc Data Science: how to apply</h1>',
    `<p class="key-date"><strong>Application deadline:</strong> ${v.deadline}</p>`,
    `<p>${v.openDay ?? 'Join one of our online information sessions to meet the programme team.'}</p>`,
    '<p>Applicants need a bachelor’s degree in a quantitative subject and evidence of English proficiency.</p>',
    '</div>',
  ].join('\n');

const vaccination = (v: Values): string =>
  [
    '<div class="practice-news">',
    '<h1>Grippeschutzimpfung 2026/27</h1>',
    `<p>Termine für die Grippeimpfung sind ab dem ${v.from} in unserer Praxis buchbar.</p>`,
    '<p>Bitte bringen Sie Ihren Impfpass und Ihre Versichertenkarte mit.</p>',
    `<p class="wait">${v.wait ?? 'Telefonisch erreichbar Mo–Fr'}</p>`,
    '</div>',
  ].join('\n');

const downloadPage = (v: Values): string =>
  [
    '<div class="download-hero">',
    `<h1>Download Quillnote ${v.version}</h1>`,
    `<p class="release-date">Released ${v.released}</p>`,
    `<a class="btn-download" href="/dl/quillnote-${v.version}.dmg">Download for macOS</a> <a class="btn-download" href="/dl/quillnote-${v.version}.exe">Download for Windows</a>`,
    `<p class="downloads">${v.count ?? 'Free for personal use'}</p>`,
    '</div>',
  ].join('\n');

const gymTimetable = (v: Values): string =>
  [
    '<h1>Class timetable</h1>',
    '<table class="classes"><thead><tr><th>Class</th><th>Day</th><th>Time</th><th>Studio</th><th></th></tr></thead><tbody>',
    `<tr><td>Yoga Flow</td><td>Tuesday</td><td>${v.yoga}</td><td>Studio 1</td><td>${v.yogaSpots ?? ''}</td></tr>`,
    '<tr><td>Spin 45</td><td>Wednesday</td><td>07:00</td><td>Cycle room</td><td></td></tr>',
    '<tr><td>Pilates</td><td>Thursday</td><td>12:15</td><td>Studio 2</td><td></td></tr>',
    '</tbody></table>',
    '<p>Members can book classes up to seven days ahead in the app.</p>',
  ].join('\n');

const mobilePlan = (v: Values): string =>
  [
    '<div class="tariff-card">',
    '<h1>SIM only 12 months</h1>',
    `<ul class="tariff-features"><li>${v.data} data</li><li>Unlimited minutes and texts</li><li>EU roaming included</li></ul>`,
    '<p class="tariff-price">£10 a month</p>',
    `<p class="tariff-note">${v.note ?? 'Price rises each April by £1.50 a month.'}</p>`,
    '</div>',
  ].join('\n');

const museum = (v: Values): string =>
  [
    '<h1>Plan your visit</h1>',
    `<p class="admission">Admission is free on the ${v.sunday} Sunday of every month.</p>`,
    '<p>Tickets for special exhibitions must be booked online.</p>',
    `<p class="crowd">${v.crowd ?? 'Quietest after 3 pm'}</p>`,
  ].join('\n');

const concert = (v: Values): string =>
  [
    '<div class="event-detail">',
    '<h1>Maren Holt – Live in Leipzig</h1>',
    `<p class="event-times">Einlass ${v.doors} · Beginn ${v.show}</p>`,
    '<p>Werk 2, Halle A · Stehplätze</p>',
    `<p class="event-social">${v.social ?? 'Tickets an allen bekannten Vorverkaufsstellen'}</p>`,
    '</div>',
  ].join('\n');

const partnersShell = (v: Values): Shell => s('Quillnote', 'en', 'Quillnote', { footerYear: Number(v.year ?? 2026) });

export const PAIRS_4: PairSpec[] = [
  // ----- real -----
  real('polish-zloty-small-drop', 'price', 'price', 'Polish shop without structured data; "1 299,00 zł" → "1 269,00 zł" (-2.3%).', page(s('AGDmax', 'pl-PL', 'Ekspres ciśnieniowy Barista | AGDmax'), polishShop, { price: '1&nbsp;299,00&nbsp;zł' }, { price: '1&nbsp;269,00&nbsp;zł' })),
  real('shopware-eur-small-drop', 'price', 'price', 'Shopware-like; "49,95 €*" → "48,95 €*" (-2%).', page(s('Bergsport Huber', 'de-DE', 'Wanderrucksack Alpin 30 L | Bergsport Huber'), shopwarePage, { price: '49,95&nbsp;€' }, { price: '48,95&nbsp;€' })),
  real('amazon-uk-split-small-drop', 'price', 'price', 'Amazon UK buy box with the price only in whole/fraction spans; £34.99 → £34.29 (-2%).', page(s('Amazon.co.uk', 'en-GB', 'Cast Iron Casserole Dish : Amazon.co.uk: Home &amp; Kitchen'), amazonUkPage, { whole: '34', fraction: '99' }, { fraction: '29' })),
  real('etsy-sale-appears', 'price', 'price', 'Etsy-like; "£28.00" → "Sale Price £23.80, Original Price £28.00 (15% off)".', page(s('Etsy', 'en-GB', 'Hand-thrown stoneware mug - Etsy UK'), etsyPage, { priceBlock: '<p class="wt-text-title-larger">£28.00</p>' }, { priceBlock: '<p class="wt-text-title-larger"><span class="wt-screen-reader-only">Sale Price</span>£23.80</p><p class="wt-text-strikethrough"><span class="wt-screen-reader-only">Original Price</span>£28.00</p><p class="wt-text-slime">(15% off)</p>' })),
  real('rupee-small-drop', 'price', 'price', 'Indian shop; "₹ 2,499" → "₹ 2,449" (-2%) beside an MRP.', page(s('GadgetKart', 'en-IN', 'Noise-cancelling Wireless Earbuds | GadgetKart'), indianShop, { price: '₹ 2,499', off: '(37% OFF)' }, { price: '₹ 2,449', off: '(39% OFF)' })),
  real('danish-kroner-small-rise', 'price', 'price', 'Danish shop; "2.999,- kr." → "3.049,- kr." (+1.7%).', page(s('Hjemmeshoppen', 'da-DK', 'Robotstøvsuger S7 | Hjemmeshoppen'), danishShop, { price: '2.999,- kr.' }, { price: '3.049,- kr.' })),
  real('grocery-unit-price-rise', 'price', 'price', 'Grocery; "3,49 € (1 kg = 13,96 €)" → "3,59 € (1 kg = 14,36 €)" (+2.9%).', page(s('Frischmarkt', 'de-DE', 'Bio Bergkäse | Frischmarkt'), grocery, { price: '3,49&nbsp;€', unit: '250 g, 1 kg = 13,96 €' }, { price: '3,59&nbsp;€', unit: '250 g, 1 kg = 14,36 €' })),
  real('italian-sold-out', 'availability', 'availability', 'Italian shop; "Disponibile" → "Esaurito", button disabled.', page(s('CasaCucina', 'it-IT', 'Macchina per pasta elettrica | CasaCucina'), italianShop, { stock: 'Disponibile' }, { stock: 'Esaurito', disabled: ' disabled' })),
  real('api-rate-limit', 'content', 'content', 'API docs; "up to 100 requests per minute" → "up to 60 requests per minute".', page(s('Ledgerly', 'en', 'Rate limits | Ledgerly API'), apiDocs, { limit: '100 requests' }, { limit: '60 requests' })),
  real('trial-length', 'content', 'content', 'FAQ; "The free trial lasts 14 days" → "7 days".', page(s('Formstack Lite', 'en', 'FAQ | Formstack Lite'), trialFaq, { trial: '14 days' }, { trial: '7 days' })),
  real('admissions-deadline', 'content', 'content', 'Admissions page; "Application deadline: 15 January 2027" → "1 February 2027".', page(s('University of Eastmoor', 'en-GB', 'MSc Data Science | Eastmoor'), admissions, { deadline: '15 January 2027' }, { deadline: '1 February 2027' })),
  real('vaccination-from-date', 'content', 'content', 'Practice news in German; appointments "ab dem 2. Oktober" → "ab dem 9. Oktober".', page(s('Hausarztpraxis Dr. Lenz', 'de-DE', 'Aktuelles | Praxis Dr. Lenz'), vaccination, { from: '2. Oktober' }, { from: '9. Oktober' })),
  real('download-new-version', 'content', 'content', 'Download page; "Quillnote 5.3.1" → "Quillnote 5.4.0".', page(s('Quillnote', 'en', 'Download | Quillnote'), downloadPage, { version: '5.3.1', released: 'October 28, 2026' }, { version: '5.4.0', released: 'November 25, 2026' })),
  real('gym-class-moved', 'content', 'content', 'Gym timetable; Tuesday Yoga Flow 18:00 → 19:00.', page(s('Corefit', 'en-GB', 'Timetable | Corefit'), gymTimetable, { yoga: '18:00' }, { yoga: '19:00' })),
  real('mobile-plan-data', 'content', 'content', 'SIM-only plan; "20 GB data" → "25 GB data", same price.', page(s('Tellbay Mobile', 'en-GB', 'SIM only | Tellbay'), mobilePlan, { data: '20 GB' }, { data: '25 GB' })),
  real('museum-free-sunday', 'content', 'content', 'Museum; free admission on the "first" Sunday → the "last" Sunday of the month.', page(s('Harbour Museum', 'en-GB', 'Plan your visit | Harbour Museum'), museum, { sunday: 'first' }, { sunday: 'last' })),
  real('concert-times', 'content', 'content', 'Concert page in German; "Einlass 19:00 · Beginn 20:00" → "Einlass 19:30 · Beginn 20:30".', page(s('Werk 2', 'de-DE', 'Maren Holt | Werk 2'), concert, { doors: '19:00', show: '20:00' }, { doors: '19:30', show: '20:30' })),

  // ----- noise -----
  noise('polish-people-watching', 'price', 'Polish shop; "12 osób ogląda ten produkt" → "19 osób".', page(s('AGDmax', 'pl-PL', 'Ekspres ciśnieniowy Barista | AGDmax'), polishShop, { price: '1&nbsp;299,00&nbsp;zł', counter: '12 osób ogląda teraz ten produkt' }, { counter: '19 osób ogląda teraz ten produkt' })),
  noise('shopware-rating-count', 'price', 'Shopware-like; "4,6 von 5 Sternen (1.203 Bewertungen)" → "(1.211 Bewertungen)".', page(s('Bergsport Huber', 'de-DE', 'Wanderrucksack Alpin 30 L | Bergsport Huber'), shopwarePage, { price: '49,95&nbsp;€', rating: '4,6 von 5 Sternen (1.203 Bewertungen)' }, { rating: '4,6 von 5 Sternen (1.211 Bewertungen)' })),
  noise('shopware-bestseller-rank', 'price', 'Shopware-like; "Bestseller Nr. 3 in Wanderrucksäcke" → "Nr. 5".', page(s('Bergsport Huber', 'de-DE', 'Wanderrucksack Alpin 30 L | Bergsport Huber'), shopwarePage, { price: '49,95&nbsp;€', rank: 'Bestseller Nr. 3 in Wanderrucksäcke' }, { rank: 'Bestseller Nr. 5 in Wanderrucksäcke' })),
  noise('shopware-stock-count-de', 'availability', 'Shopware-like; "Nur noch 3 Stück auf Lager" → "Nur noch 2 Stück auf Lager".', page(s('Bergsport Huber', 'de-DE', 'Wanderrucksack Alpin 30 L | Bergsport Huber'), shopwarePage, { price: '49,95&nbsp;€', delivery: 'Nur noch 3 Stück auf Lager, Lieferzeit 1-3 Werktage' }, { delivery: 'Nur noch 2 Stück auf Lager, Lieferzeit 1-3 Werktage' })),
  noise('amazon-uk-bought-past-month', 'price', 'Amazon UK; "200+ bought in past month" → "300+ bought in past month".', page(s('Amazon.co.uk', 'en-GB', 'Cast Iron Casserole Dish : Amazon.co.uk'), amazonUkPage, { whole: '34', fraction: '99', bought: '200+ bought in past month' }, { bought: '300+ bought in past month' })),
  noise('amazon-uk-sponsored-prices', 'price', 'Amazon UK; sponsored products and their prices changed.', page(s('Amazon.co.uk', 'en-GB', 'Cast Iron Casserole Dish : Amazon.co.uk'), amazonUkPage, { whole: '34', fraction: '99' }, { sponsored: 'Oval Dutch Oven 29 cm £54.99|Oven Gloves (pair) £12.99|Enamel Roaster 30 cm £37.49' })),
  noise('etsy-basket-count', 'price', 'Etsy-like; "In 14 baskets" → "In 20+ baskets".', page(s('Etsy', 'en-GB', 'Hand-thrown stoneware mug - Etsy UK'), etsyPage, { priceBlock: '<p class="wt-text-title-larger">£28.00</p>', basket: 'In 14 baskets' }, { basket: 'In 20+ baskets' })),
  noise('rupee-bank-offer', 'price', 'Indian shop; the rotating bank-offer line shows another card offer.', page(s('GadgetKart', 'en-IN', 'Noise-cancelling Wireless Earbuds | GadgetKart'), indianShop, { price: '₹ 2,499', off: '(37% OFF)' }, { offers: 'Bank offer: flat ₹250 off on EMI transactions above ₹2,000' })),
  noise('italian-offer-countdown', 'price', 'Italian shop; "L\'offerta termina tra 05:12:33" → "04:58:10".', page(s('CasaCucina', 'it-IT', 'Macchina per pasta elettrica | CasaCucina'), italianShop, { stock: 'Disponibile', countdown: '05:12:33' }, { countdown: '04:58:10' })),
  noise('grocery-price-valid-stamp', 'price', 'Grocery; "Preis gültig ab 24.11.2026" → "ab 25.11.2026", same price.', page(s('Frischmarkt', 'de-DE', 'Bio Bergkäse | Frischmarkt'), grocery, { price: '3,49&nbsp;€', unit: '250 g, 1 kg = 13,96 €', stamp: 'Preis gültig ab 24.11.2026' }, { stamp: 'Preis gültig ab 25.11.2026' })),
  noise('api-docs-contributors', 'content', 'API docs; "128 contributors" → "129 contributors".', page(s('Ledgerly', 'en', 'Rate limits | Ledgerly API'), apiDocs, { limit: '100 requests', contributors: 'Edited by 128 contributors' }, { contributors: 'Edited by 129 contributors' })),
  noise('faq-chat-reply-time', 'content', 'FAQ; chat launcher "Typically replies in 5 minutes" → "in 2 hours".', page(s('Formstack Lite', 'en', 'FAQ | Formstack Lite'), trialFaq, { trial: '14 days', chat: 'Chat with us · Typically replies in 5 minutes' }, { chat: 'Chat with us · Typically replies in 2 hours' })),
  noise('admissions-open-day-countdown', 'content', 'Admissions; "Next online information session in 12 days" → "11 days".', page(s('University of Eastmoor', 'en-GB', 'MSc Data Science | Eastmoor'), admissions, { deadline: '15 January 2027', openDay: 'Next online information session in 12 days' }, { openDay: 'Next online information session in 11 days' })),
  noise('practice-waiting-time', 'content', 'Practice news; "Aktuelle Wartezeit: ca. 20 Minuten" → "ca. 45 Minuten".', page(s('Hausarztpraxis Dr. Lenz', 'de-DE', 'Aktuelles | Praxis Dr. Lenz'), vaccination, { from: '2. Oktober', wait: 'Aktuelle Wartezeit: ca. 20 Minuten' }, { wait: 'Aktuelle Wartezeit: ca. 45 Minuten' })),
  noise('download-counter', 'content', 'Download page; "Downloaded 2.3M times this week" → "2.4M".', page(s('Quillnote', 'en', 'Download | Quillnote'), downloadPage, { version: '5.3.1', released: 'October 28, 2026', count: 'Downloaded 2.3M times this week' }, { count: 'Downloaded 2.4M times this week' })),
  noise('gym-spots-left', 'content', 'Gym timetable; "12 spots left" → "9 spots left".', page(s('Corefit', 'en-GB', 'Timetable | Corefit'), gymTimetable, { yoga: '18:00', yogaSpots: '12 spots left' }, { yogaSpots: '9 spots left' })),
  noise('museum-crowd-meter', 'content', 'Museum; live crowd line "Busy right now" → "Not busy right now".', page(s('Harbour Museum', 'en-GB', 'Plan your visit | Harbour Museum'), museum, { sunday: 'first', crowd: 'Usually busy right now' }, { crowd: 'Not too busy right now' })),
  noise('concert-interested', 'content', 'Concert page; "1.204 Personen interessiert" → "1.251".', page(s('Werk 2', 'de-DE', 'Maren Holt | Werk 2'), concert, { doors: '19:00', show: '20:00', social: '1.204 Personen interessiert · 318 nehmen teil' }, { social: '1.251 Personen interessiert · 327 nehmen teil' })),
  noise('footer-year-range', 'content', 'Download page; footer "© 2025" → "© 2026" on a new year.', page(partnersShell, downloadPage, { version: '5.3.1', released: 'October 28, 2026', year: '2025' }, { year: '2026' })),
  noise('mobile-plan-consent-partners', 'content', 'SIM-only plan; consent version and date changed.', (side) => renderShell(s('Tellbay Mobile', 'en-GB', 'SIM only | Tellbay', { cookieVersion: side === 'before' ? ['v12', '2026-06-01'] : ['v13', '2026-11-25'] }), mobilePlan({ data: '20 GB' }))),
];
