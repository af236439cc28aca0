/**
 * The sixth batch of page pairs (issue 22, manifest "batch": "pairs-6"), written in one go after
 * the fifth batch's tune misses were fixed and before any evaluation ran on it: Pakistani, Czech
 * and Korean shops, German and Spanish stock lines, a streaming plan, browser support, overage
 * fees, an office move, a call for papers, upload limits, a tag list. Names start with "p6-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export const BATCH_6 = 'pairs-6';

type Values = Record<string, string>;

function page(shell: Shell, body: (v: Values) => string, before: Values, after: Values): (side: Side) => string {
  return (side) => renderShell(shell, body(side === 'before' ? before : { ...before, ...after }));
}

const { real, noise } = batchPairs(BATCH_6, 'p6');

const s = (site: string, lang: string, title: string): Shell => ({ site, lang, title });

const shopifyPk = (v: Values): string =>
  [
    '<div class="product__info-container">',
    '<h1 class="product__title">Embroidered Lawn Suit, 3 Piece</h1>',
    `<div class="price price--large"><div class="price__regular"><span class="price-item price-item--regular">${v.price ?? 'Rs.1,299.00'}</span></div></div>`,
    '<div class="product__tax caption rte">Tax included. Shipping calculated at checkout.</div>',
    `<p class="selling-fast">${v.fast ?? 'Handmade in Lahore'}</p>`,
    '<button type="submit" name="add" class="product-form__submit button">Add to cart</button>',
    '</div>',
  ].join('\n');

const czechShop = (v: Values): string =>
  [
    '<div class="detail">',
    '<h1>Pračka s předním plněním 9 kg</h1>',
    `<div class="detail__price"><strong class="price-final">${v.price ?? '12&nbsp;990&nbsp;Kč'}</strong> <span class="price-vat">vč. DPH</span></div>`,
    `<p class="detail__social">${v.social ?? 'Skladem ve 42 prodejnách'}</p>`,
    '<button class="btn-buy">Do košíku</button>',
    '</div>',
  ].join('\n');

const koreanShop = (v: Values): string =>
  [
    '<div class="prd-detail">',
    '<h1 class="prd-name">무선 핸디 청소기</h1>',
    `<div class="prd-price"><span class="sale-price">${v.price ?? '₩89,000'}</span></div>`,
    `<p class="prd-review">${v.reviews ?? '리뷰 1,203'}</p>`,
    '<button class="btn-cart">장바구니 담기</button>',
    '</div>',
  ].join('\n');

const germanStock = (v: Values): string =>
  [
    '<div class="artikel">',
    '<h1>Standmixer PowerBlend 1500</h1>',
    '<p class="preis">149,00 €</p>',
    `<p class="lieferstatus">${v.stock ?? 'Lieferbar in 2-3 Tagen'}</p>`,
    `<p class="versand">${v.cutoff ?? 'Versandkostenfrei ab 50 €'}</p>`,
    `<button class="warenkorb"${v.disabled ?? ''}>In den Warenkorb</button>`,
    '</div>',
  ].join('\n');

const spanishStock = (v: Values): string =>
  [
    '<div class="ficha">',
    '<h1>Freidora de aire 5,5 l</h1>',
    '<p class="precio">89,99 €</p>',
    `<p class="stock">${v.stock ?? 'En stock'}</p>`,
    `<button class="comprar"${v.disabled ?? ''}>Añadir a la cesta</button>`,
    '</div>',
  ].join('\n');

const streaming = (v: Values): string =>
  [
    '<h1>Choose your plan</h1>',
    '<table class="plans"><thead><tr><th></th><th>Basic</th><th>Standard</th><th>Premium</th></tr></thead><tbody>',
    `<tr><th>Monthly price</th><td>$7.99/month</td><td>${v.standard ?? '$15.49/month'}</td><td>$22.99/month</td></tr>`,
    '<tr><th>Resolution</th><td>720p</td><td>1080p</td><td>4K + HDR</td></tr>',
    '</tbody></table>',
    `<p class="join">${v.join ?? 'Cancel anytime.'}</p>`,
  ].join('\n');

const browserSupport = (v: Values): string =>
  [
    '<article class="doc">',
    '<h1>Browser support</h1>',
    `<p>Supported browsers: ${v.browsers ?? 'Chrome 110+, Firefox 115+, Safari 16+'}.</p>`,
    '<p>Older browsers may load the app but are not tested and will not receive fixes.</p>',
    `<p class="doc-meta">${v.meta ?? 'Maintained by the web team'}</p>`,
    '</article>',
  ].join('\n');

const overage = (v: Values): string =>
  [
    '<h1>Usage-based pricing</h1>',
    `<p>Included: 1,000,000 requests a month. Overage: ${v.overage ?? '$0.10'} per 1,000 requests.</p>`,
    `<p class="footer-perf">${v.perf ?? 'Status: all systems normal'}</p>`,
  ].join('\n');

const officeMove = (v: Values): string =>
  [
    '<h1>Contact</h1>',
    `<div class="announcement">Our office moves to 12 Harbour Road on ${v.date ?? '1 April'}. Post sent to the old address will be forwarded for six months.</div>`,
    '<p>Phone: 0161 555 0199 · Email: hello@example.org</p>',
    `<blockquote class="testimonial">${v.quote ?? '“Quick, friendly and thorough.” – A. Patel'}</blockquote>`,
  ].join('\n');

const cfp = (v: Values): string =>
  [
    '<h1>RustBelt Conf 2027</h1>',
    `<p class="cfp">Call for papers closes ${v.closes ?? '15 January'}.</p>`,
    `<p class="forecast">${v.forecast ?? 'Venue: Pittsburgh, Convention Center'}</p>`,
    '<p>Talks are 30 minutes including questions. We cover travel for first-time speakers.</p>',
  ].join('\n');

const uploads = (v: Values): string =>
  [
    '<h1>Limits</h1>',
    `<table class="limits"><tr><th>Max upload size</th><td>${v.size ?? '2 GB'}</td></tr><tr><th>Files per folder</th><td>10,000</td></tr></table>`,
    `<p class="gen">${v.gen ?? 'Help centre'}</p>`,
  ].join('\n');

const tags = (v: Values): string =>
  [
    '<h1>Tags</h1>',
    `<ul class="tags">${(v.tags ?? 'v1.18.2|v1.18.1|v1.18.0|v1.17.3').split('|').map((tag) => `<li><a href="/tags/${tag}">${tag}</a></li>`).join('')}</ul>`,
  ].join('\n');

export const PAIRS_6: PairSpec[] = [
  // ----- real -----
  real('shopify-pkr-small-drop', 'price', 'price', 'Shopify theme in Pakistani rupees; "Rs.1,299.00" → "Rs.1,269.00" (-2.3%), no product JSON.', page(s('Lawn House', 'en-PK', 'Embroidered Lawn Suit | Lawn House'), shopifyPk, {}, { price: 'Rs.1,269.00' })),
  real('czech-koruna-small-drop', 'price', 'price', 'Czech shop; "12 990 Kč" → "12 690 Kč" (-2.3%).', page(s('Spotřebiče.cz', 'cs-CZ', 'Pračka 9 kg | Spotřebiče.cz'), czechShop, {}, { price: '12&nbsp;690&nbsp;Kč' })),
  real('korean-won-small-drop', 'price', 'price', 'Korean shop; "₩89,000" → "₩87,000" (-2.2%).', page(s('홈가전몰', 'ko-KR', '무선 핸디 청소기 | 홈가전몰'), koreanShop, {}, { price: '₩87,000' })),
  real('german-not-deliverable', 'availability', 'availability', 'German shop; "Lieferbar in 2-3 Tagen" → "Derzeit nicht lieferbar", button disabled.', page(s('Mixwelt', 'de-DE', 'PowerBlend 1500 | Mixwelt'), germanStock, {}, { stock: 'Derzeit nicht lieferbar', disabled: ' disabled' })),
  real('spanish-sin-stock', 'availability', 'availability', 'Spanish shop; "En stock" → "Sin stock".', page(s('Cocina Hoy', 'es-ES', 'Freidora de aire | Cocina Hoy'), spanishStock, {}, { stock: 'Sin stock', disabled: ' disabled' })),
  real('streaming-standard-rise', 'content', 'content', 'Streaming plans table; Standard $15.49/month → $17.99/month.', page(s('Flixbox', 'en', 'Plans | Flixbox'), streaming, {}, { standard: '$17.99/month' })),
  real('browser-support-raised', 'content', 'content', 'Docs; "Chrome 110+, Firefox 115+" → "Chrome 120+, Firefox 128+".', page(s('Canvasly', 'en', 'Browser support | Canvasly'), browserSupport, {}, { browsers: 'Chrome 120+, Firefox 128+, Safari 16+' })),
  real('overage-fee-rise', 'content', 'content', 'Usage pricing; overage $0.10 → $0.12 per 1,000 requests.', page(s('Pingly', 'en', 'Pricing | Pingly'), overage, {}, { overage: '$0.12' })),
  real('office-move-date', 'content', 'content', 'Contact page; office "moves ... on 1 April" → "on 15 April".', page(s('Marsh & Co Solicitors', 'en-GB', 'Contact | Marsh & Co'), officeMove, {}, { date: '15 April' })),
  real('cfp-extended', 'content', 'content', 'Conference; "Call for papers closes 15 January" → "31 January".', page(s('RustBelt Conf', 'en', 'RustBelt Conf 2027'), cfp, {}, { closes: '31 January' })),
  real('upload-size-raised', 'content', 'content', 'Limits table; max upload size 2 GB → 5 GB.', page(s('Boxfile', 'en', 'Limits | Boxfile'), uploads, {}, { size: '5 GB' })),
  real('new-tag', 'content', 'content', 'Tag list; v1.19.0 added on top.', page(s('Gitwell', 'en', 'Tags · acme/tool'), tags, {}, { tags: 'v1.19.0|v1.18.2|v1.18.1|v1.18.0|v1.17.3' })),

  // ----- noise -----
  noise('shopify-pkr-selling-fast', 'price', 'Shopify theme; "Selling fast! 57 purchased today" → "61 purchased today".', page(s('Lawn House', 'en-PK', 'Embroidered Lawn Suit | Lawn House'), shopifyPk, { fast: 'Selling fast! 57 purchased today' }, { fast: 'Selling fast! 61 purchased today' })),
  noise('czech-bought-by', 'price', 'Czech shop; "Koupilo 23 lidí za poslední týden" → "25 lidí".', page(s('Spotřebiče.cz', 'cs-CZ', 'Pračka 9 kg | Spotřebiče.cz'), czechShop, { social: 'Koupilo 23 lidí za poslední týden' }, { social: 'Koupilo 25 lidí za poslední týden' })),
  noise('korean-review-count', 'price', 'Korean shop; "리뷰 1,203" → "리뷰 1,211".', page(s('홈가전몰', 'ko-KR', '무선 핸디 청소기 | 홈가전몰'), koreanShop, {}, { reviews: '리뷰 1,211' })),
  noise('german-dispatch-countdown', 'availability', 'German shop; "Noch 2 Std. 14 Min. – Versand heute" → "Noch 1 Std. 3 Min.".', page(s('Mixwelt', 'de-DE', 'PowerBlend 1500 | Mixwelt'), germanStock, { cutoff: 'Noch 2 Std. 14 Min. – Versand heute' }, { cutoff: 'Noch 1 Std. 3 Min. – Versand heute' })),
  noise('streaming-join-count', 'content', 'Streaming plans; "Join 2M+ members" → "Join 2.1M+ members".', page(s('Flixbox', 'en', 'Plans | Flixbox'), streaming, { join: 'Join 2M+ members. Cancel anytime.' }, { join: 'Join 2.1M+ members. Cancel anytime.' })),
  noise('docs-relative-hu', 'content', 'Docs; "Frissítve 3 perce" → "Frissítve 12 perce".', page(s('Canvasly', 'en', 'Browser support | Canvasly'), browserSupport, { meta: 'Frissítve 3 perce' }, { meta: 'Frissítve 12 perce' })),
  noise('overage-page-timing', 'content', 'Usage pricing; "Page generated in 0.043 s" → "0.051 s".', page(s('Pingly', 'en', 'Pricing | Pingly'), overage, { perf: 'Page generated in 0.043 s' }, { perf: 'Page generated in 0.051 s' })),
  noise('office-testimonial', 'content', 'Contact page; random testimonial quote.', page(s('Marsh & Co Solicitors', 'en-GB', 'Contact | Marsh & Co'), officeMove, {}, { quote: '“They kept us informed at every step.” – J. Okoro' })),
  noise('cfp-weather', 'content', 'Conference; "Forecast: 18°C, sunny" → "16°C, cloudy".', page(s('RustBelt Conf', 'en', 'RustBelt Conf 2027'), cfp, { forecast: 'Pittsburgh today: 18°C, sunny' }, { forecast: 'Pittsburgh today: 16°C, cloudy' })),
  noise('uploads-build-id', 'content', 'Limits; footer build id "build 7f3a9c1" → "build 0b44e2d".', page(s('Boxfile', 'en', 'Limits | Boxfile'), uploads, { gen: 'Help centre · build 7f3a9c1' }, { gen: 'Help centre · build 0b44e2d' })),
];
