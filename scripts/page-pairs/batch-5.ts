/**
 * The fifth batch of page pairs (issue 22, manifest "batch": "pairs-5"), written in one go after
 * the fourth batch's tune misses were fixed and before any evaluation ran on it: an app store page,
 * a hotel, a car rental, a Swedish and a Swiss shop, an LTS table, a fare table, a parking notice, a
 * school calendar, an intake page, in the second batch's shell. Names start with "p5-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_5 = 'pairs-5';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values): (side: Side) => string {
  return (side) => renderShell(shell, body(side === 'before' ? before : { ...before, ...after }));
}

const { real, noise } = batchPairs(BATCH_5, 'p5');

const s = (site: string, lang: string, title: string): Shell => ({ site, lang, title });

const appStore = (v: Values): string =>
  [
    '<section class="product-hero">',
    '<h1 class="product-header__title">Tallyboard: Team Planner</h1>',
    `<ul class="product-header__list"><li>${v.rank ?? '#3 in Productivity'}</li><li>${v.ratings ?? '4.7 • 12K Ratings'}</li><li>Free · Offers In-App Purchases</li></ul>`,
    '</section>',
    `<section class="whats-new"><h2>What’s New</h2><p class="version-history">${v.age ?? 'Version history'}</p><p>Version ${v.version ?? '8.2'}</p><p>Faster sync for large boards and a new weekly digest.</p></section>`,
    `<section class="information"><dl><dt>Compatibility</dt><dd>${v.compat ?? 'Requires iOS 16.0 or later.'}</dd><dt>Size</dt><dd>84.2 MB</dd><dt>Languages</dt><dd>English, German, French, Spanish</dd></dl></section>`,
  ].join('\n');

const hotel = (v: Values): string =>
  [
    '<div class="hotel-header"><h1>Hotel Larkspur Harbour</h1><p>Quayside 4, Gdańsk · 350 m from the Long Market</p></div>',
    `<div class="rate-box"><p class="rate">from <span class="rate__amount">${v.rate ?? '€142'}</span> per night</p><p class="rate__note">incl. breakfast and taxes</p><button class="book">Check availability</button></div>`,
    `<p class="urgency">${v.urgency ?? 'Free cancellation on most rooms'}</p>`,
    `<p class="hero-copy">${v.hero ?? 'Book direct and save'}</p>`,
    '<section class="amenities"><h2>Amenities</h2><ul><li>Sauna</li><li>Bike rental</li><li>Parking garage</li></ul></section>',
  ].join('\n');

const carRental = (v: Values): string =>
  [
    '<div class="offer-summary">',
    '<h1>Compact SUV or similar · Lisbon Airport</h1>',
    '<p>5 seats · Automatic · Unlimited mileage</p>',
    `<p class="offer-total">Total: <strong>${v.total ?? 'US$ 312.40'}</strong> for 7 days</p>`,
    `<p class="converter">${v.converter ?? 'Prices in your currency: ≈ £246.80'}</p>`,
    '<button class="select-offer">Select</button>',
    '</div>',
  ].join('\n');

const swedishShop = (v: Values): string =>
  [
    '<div class="produktsida">',
    '<h1>Vattenkokare 1,7 l i borstat stål</h1>',
    '<p class="pris">549 kr</p>',
    `<p class="lagerstatus">${v.stock ?? 'I lager'}</p>`,
    `<p class="leverans">${v.delivery ?? 'Leverans 2–4 arbetsdagar'}</p>`,
    `<button class="kop"${v.disabled ?? ''}>Lägg i varukorgen</button>`,
    '</div>',
  ].join('\n');

const swissShop = (v: Values): string =>
  [
    '<div class="pdp">',
    '<h1>Kaffeevollautomat Milano One</h1>',
    `<div class="pdp-price"><span class="pdp-price__current">${v.price ?? 'CHF 1’249.–'}</span></div>`,
    `<p class="pdp-stock">${v.stock ?? 'Sofort lieferbar'}</p>`,
    '<button class="pdp-cart">In den Warenkorb</button>',
    '<p>Kegelmahlwerk aus Keramik, zwei Bohnenbehälter und automatische Milchreinigung.</p>',
    '</div>',
  ].join('\n');

const ukShop = (v: Values): string =>
  [
    '<div class="product">',
    '<h1>Wool Blend Overcoat, Charcoal</h1>',
    '<p class="price">£189.00</p>',
    `<p class="dispatch">${v.stock ?? 'Usually dispatched within 24 hours'}</p>`,
    `<button class="add"${v.disabled ?? ''}>Add to bag</button>`,
    `<p class="stock-note">${v.note ?? 'Free returns within 28 days'}</p>`,
    '</div>',
  ].join('\n');

const ltsTable = (v: Values): string =>
  [
    '<h1>Release schedule</h1>',
    '<table class="lts"><thead><tr><th>Release</th><th>Status</th><th>Supported until</th></tr></thead><tbody>',
    `<tr><td>6.x</td><td>Active LTS</td><td>${v.six ?? '2027-06-30'}</td></tr>`,
    '<tr><td>5.x</td><td>Maintenance</td><td>2026-12-31</td></tr>',
    '<tr><td>4.x</td><td>End of life</td><td>2025-06-30</td></tr>',
    '</tbody></table>',
  ].join('\n');

const fares = (v: Values): string =>
  [
    '<h1>Fares and tickets</h1>',
    `<div class="air-quality">${v.aqi ?? 'Air quality: AQI 42, Good'}</div>`,
    '<table class="fares"><thead><tr><th>Ticket</th><th>Adult</th><th>Child</th></tr></thead><tbody>',
    `<tr><td>Single</td><td>${v.single ?? '£2.80'}</td><td>£1.40</td></tr>`,
    '<tr><td>Day ticket</td><td>£6.50</td><td>£3.20</td></tr>',
    '<tr><td>7-day ticket</td><td>£24.00</td><td>£12.00</td></tr>',
    '</tbody></table>',
    `<p class="next-bus">${v.next ?? 'Next bus from Market Square in 4 min'}</p>`,
  ].join('\n');

const parking = (v: Values): string =>
  [
    '<h1>Parking in the old town</h1>',
    `<div class="notice">${v.notice ?? 'Parking on Castle Street is limited to 2 hours, Monday to Saturday.'}</div>`,
    '<p>Residents with a zone A permit may park without a time limit.</p>',
  ].join('\n');

const schoolCalendar = (v: Values): string =>
  [
    '<h1>Term dates 2026–27</h1>',
    '<table class="terms"><tbody>',
    '<tr><th>Autumn term</th><td>3 September – 18 December</td></tr>',
    `<tr><th>Autumn half term</th><td>${v.half ?? '27–31 October'}</td></tr>`,
    '<tr><th>Spring term</th><td>5 January – 26 March</td></tr>',
    '</tbody></table>',
    `<p class="chat">${v.chat ?? 'Questions? Email the school office.'}</p>`,
  ].join('\n');

const intake = (v: Values): string =>
  [
    '<h1>Apprenticeships</h1>',
    `<p>Applications for the 2027 intake open on ${v.open ?? '1 March'}.</p>`,
    '<p>We take twelve apprentices a year across engineering, IT and finance.</p>',
    `<p class="updated">${v.stamp ?? 'Page owner: Early careers team'}</p>`,
  ].join('\n');

export const PAIRS_5: PairSpec[] = [
  // ----- real -----
  real('swiss-apostrophe-small-drop', 'price', 'price', "Swiss shop; CHF 1’249.– → CHF 1’229.– (-1.6%), typographic apostrophe.", page(s('Kaffeeland', 'de-CH', 'Milano One | Kaffeeland'), swissShop, {}, { price: 'CHF 1’229.–' })),
  real('hotel-from-rate-drop', 'price', 'price', 'Hotel; "from €142 per night" → "from €139 per night" (-2.1%).', page(s('Larkspur Hotels', 'en', 'Hotel Larkspur Harbour, Gdańsk'), hotel, {}, { rate: '€139' })),
  real('car-rental-total-drop', 'price', 'price', 'Car rental offer; "Total: US$ 312.40" → "US$ 306.10" (-2%).', page(s('Rentwise', 'en', 'Compact SUV, Lisbon Airport | Rentwise'), carRental, {}, { total: 'US$ 306.10', converter: 'Prices in your currency: ≈ £241.83' })),
  real('swedish-sold-out', 'availability', 'availability', 'Swedish shop; "I lager" → "Tillfälligt slut", button disabled.', page(s('Köksdepån', 'sv-SE', 'Vattenkokare 1,7 l | Köksdepån'), swedishShop, {}, { stock: 'Tillfälligt slut', disabled: ' disabled' })),
  real('uk-temporarily-out', 'availability', 'availability', 'UK shop; "Usually dispatched within 24 hours" → "Temporarily out of stock".', page(s('Northcote', 'en-GB', 'Wool Blend Overcoat | Northcote'), ukShop, {}, { stock: 'Temporarily out of stock', disabled: ' disabled' })),
  real('app-compatibility', 'content', 'content', 'App store page; "Requires iOS 16.0 or later." → "Requires iOS 17.0 or later."', page(s('App Store', 'en', 'Tallyboard on the App Store'), appStore, {}, { compat: 'Requires iOS 17.0 or later.' })),
  real('lts-support-extended', 'content', 'content', 'Release schedule table; 6.x "Supported until" 2027-06-30 → 2027-12-31.', page(s('Cinder', 'en', 'Release schedule | Cinder'), ltsTable, {}, { six: '2027-12-31' })),
  real('fare-single-rise', 'content', 'content', 'Fare table; adult single £2.80 → £2.90.', page(s('Metrolink Buses', 'en-GB', 'Fares | Metrolink'), fares, {}, { single: '£2.90' })),
  real('parking-limit-cut', 'content', 'content', 'Parking notice; "limited to 2 hours" → "limited to 1 hour".', page(s('Old Town Council', 'en-GB', 'Parking | Old Town Council'), parking, {}, { notice: 'Parking on Castle Street is limited to 1 hour, Monday to Saturday.' })),
  real('half-term-moved', 'content', 'content', 'School term dates; autumn half term 27–31 October → 20–24 October.', page(s('Riverside Academy', 'en-GB', 'Term dates | Riverside Academy'), schoolCalendar, {}, { half: '20–24 October' })),
  real('intake-opening-date', 'content', 'content', 'Apprenticeships; applications "open on 1 March" → "open on 15 March".', page(s('Holbrook Engineering', 'en-GB', 'Apprenticeships | Holbrook'), intake, {}, { open: '15 March' })),
  real('app-new-version', 'content', 'content', 'App store page; "Version 8.2" → "Version 8.3".', page(s('App Store', 'en', 'Tallyboard on the App Store'), appStore, {}, { version: '8.3' })),

  // ----- noise -----
  noise('app-rank-and-ratings', 'content', 'App store page; "#3 in Productivity" → "#4", "12K Ratings" → "13K Ratings".', page(s('App Store', 'en', 'Tallyboard on the App Store'), appStore, {}, { rank: '#4 in Productivity', ratings: '4.7 • 13K Ratings' })),
  noise('app-version-age', 'content', 'App store page; "2d ago" beside the version history → "3d ago".', page(s('App Store', 'en', 'Tallyboard on the App Store'), appStore, { age: 'Version history · 2d ago' }, { age: 'Version history · 3d ago' })),
  noise('hotel-booked-counter', 'price', 'Hotel; "Booked 14 times in the last 24 hours" → "17 times".', page(s('Larkspur Hotels', 'en', 'Hotel Larkspur Harbour, Gdańsk'), hotel, { urgency: 'Booked 14 times in the last 24 hours' }, { urgency: 'Booked 17 times in the last 24 hours' })),
  noise('hotel-rooms-left', 'price', 'Hotel; "Only 3 rooms left at this price" → "Only 2 rooms left".', page(s('Larkspur Hotels', 'en', 'Hotel Larkspur Harbour, Gdańsk'), hotel, { urgency: 'Only 3 rooms left at this price' }, { urgency: 'Only 2 rooms left at this price' })),
  noise('hotel-ab-hero', 'price', 'Hotel; A/B hero copy "Book direct and save" → "Best price guaranteed when you book direct".', page(s('Larkspur Hotels', 'en', 'Hotel Larkspur Harbour, Gdańsk'), hotel, {}, { hero: 'Best price guaranteed when you book direct' })),
  noise('car-rental-converter', 'price', 'Car rental; converter "≈ £246.80" → "≈ £245.12", total unchanged.', page(s('Rentwise', 'en', 'Compact SUV, Lisbon Airport | Rentwise'), carRental, {}, { converter: 'Prices in your currency: ≈ £245.12' })),
  noise('swedish-order-within', 'availability', 'Swedish shop; "Beställ inom 3 tim så skickas den idag" → "inom 1 tim".', page(s('Köksdepån', 'sv-SE', 'Vattenkokare 1,7 l | Köksdepån'), swedishShop, { delivery: 'Beställ inom 3 tim så skickas den idag' }, { delivery: 'Beställ inom 1 tim så skickas den idag' })),
  noise('uk-few-left-note', 'availability', 'UK shop; "Only 4 left in size M" → "Only 3 left in size M".', page(s('Northcote', 'en-GB', 'Wool Blend Overcoat | Northcote'), ukShop, { note: 'Only 4 left in size M' }, { note: 'Only 3 left in size M' })),
  noise('fares-air-quality', 'content', 'Fare table; air-quality widget "AQI 42, Good" → "AQI 57, Moderate".', page(s('Metrolink Buses', 'en-GB', 'Fares | Metrolink'), fares, {}, { aqi: 'Air quality: AQI 57, Moderate' })),
  noise('fares-next-bus', 'content', 'Fare table; "Next bus from Market Square in 4 min" → "in 11 min".', page(s('Metrolink Buses', 'en-GB', 'Fares | Metrolink'), fares, {}, { next: 'Next bus from Market Square in 11 min' })),
  noise('school-chat-presence', 'content', 'School calendar; "3 staff online now" → "1 staff online now".', page(s('Riverside Academy', 'en-GB', 'Term dates | Riverside Academy'), schoolCalendar, { chat: 'Live chat: 3 staff online now' }, { chat: 'Live chat: 1 staff online now' })),
  noise('intake-relative-es', 'content', 'Apprenticeships; "Actualizado hace 5 minutos" → "hace 2 horas".', page(s('Holbrook Engineering', 'en-GB', 'Apprenticeships | Holbrook'), intake, { stamp: 'Actualizado hace 5 minutos' }, { stamp: 'Actualizado hace 2 horas' })),
];
