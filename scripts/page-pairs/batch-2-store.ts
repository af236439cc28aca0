/**
 * Product pages of the second batch: shop platforms the first batch does not render (Magento,
 * PrestaShop, BigCommerce, a Next.js storefront, a French shop with cents in <sup>, a Japanese
 * shop, a shop with weight variants), each with the widgets that move between two visits.
 */
import { escapeHtml, hexToken } from './page-kit.js';
import { renderShell, type Shell } from './batch-2-shell.js';

export type StorePlatform = 'magento' | 'prestashop' | 'bigcommerce' | 'nextjs' | 'sup' | 'japan' | 'variants';

export interface Variant {
  label: string;
  /** Price in minor units. */
  cents: number;
  available: boolean;
}

export interface StoreState {
  platform: StorePlatform;
  shell: Shell;
  name: string;
  sku: string;
  /** Amount as data attributes and structured data state it ("1049.00"). */
  amount: string;
  currency: string;
  /** The price as shown, HTML allowed (cents in <sup>). */
  priceHtml: string;
  /** A was-price shown beside a sale price. */
  wasHtml?: string;
  /** The stock line as shown, in the page's language. */
  stockText: string;
  available: boolean;
  addLabel: string;
  variants?: readonly Variant[];
  selected?: number;
  /** "Customers also bought": name and shown price. */
  alsoBought: ReadonlyArray<readonly [string, string]>;
  reviewCount: number;
  reviewAverage: string;
  /** Extra lines under the price: urgency, delivery, converters, badges, in the page's language. */
  notes?: readonly string[];
  /** A/B copy under the title. */
  tagline?: string;
  imageToken?: string;
  /** Star histogram, percentages for 5 to 1 stars. */
  histogram?: readonly number[];
  questions?: number;
  recentlyViewed?: ReadonlyArray<readonly [string, string]>;
}

const DESCRIPTION: Record<string, string> = {
  en: 'Cold-pressed in small batches and packed within a day of pressing. Store somewhere cool and dark; once opened, use within three months.',
  de: 'In kleinen Chargen kalt gepresst und innerhalb eines Tages abgefüllt. Kühl und dunkel lagern; nach dem Öffnen innerhalb von drei Monaten verbrauchen.',
  fr: 'Pressée à froid en petites séries et conditionnée le jour même. À conserver au frais et à l’abri de la lumière ; après ouverture, à consommer dans les trois mois.',
  es: 'Prensado en frío en pequeños lotes y envasado el mismo día. Conservar en lugar fresco y oscuro; una vez abierto, consumir en tres meses.',
  nl: 'Koudgeperst in kleine partijen en binnen een dag verpakt. Koel en donker bewaren; na openen binnen drie maanden gebruiken.',
  pt: 'Prensado a frio em pequenos lotes e embalado no mesmo dia. Guarde em local fresco e escuro; depois de aberto, consuma em até três meses.',
  ja: '少量ずつ低温圧搾し、搾ったその日に瓶詰めしています。冷暗所で保存し、開封後は三か月以内にお召し上がりください。',
  nb: 'Kaldpresset i små partier og tappet samme dag. Oppbevares kjølig og mørkt; brukes innen tre måneder etter åpning.',
};

function gallery(state: StoreState): string {
  const token = state.imageToken ?? 'a1b2c3d4';
  return [1, 2, 3]
    .map((n) => `<img src="https://img.cdn-shop.net/${token}/products/${state.sku.toLowerCase()}-${n}.webp?width=900&amp;sig=${hexToken(n + token.length, 16)}" alt="${escapeHtml(state.name)}" width="900" height="900">`)
    .join('\n');
}

function jsonLd(state: StoreState): string {
  const offers = state.variants
    ? state.variants.map((v) => ({ '@type': 'Offer', name: v.label, price: (v.cents / 100).toFixed(2), priceCurrency: state.currency, availability: `https://schema.org/${v.available ? 'InStock' : 'OutOfStock'}` }))
    : { '@type': 'Offer', price: state.amount, priceCurrency: state.currency, availability: `https://schema.org/${state.available ? 'InStock' : 'OutOfStock'}` };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: state.name,
    sku: state.sku,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: state.reviewAverage, reviewCount: state.reviewCount },
    offers,
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

function priceBlock(state: StoreState): { head: string; block: string } {
  const was = state.wasHtml;
  switch (state.platform) {
    case 'magento':
      return {
        head: `<script type="text/x-magento-init">${JSON.stringify({ '[data-role=priceBox][data-price-box=product-id-2041]': { priceBox: { priceConfig: { productId: '2041', priceFormat: { pattern: '%s €', decimalSymbol: ',', groupSymbol: '.' } } } } })}</script>`,
        block: [
          `<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="2041" data-price-box="product-id-2041">`,
          was ? `<span class="old-price"><span class="price-label">Statt</span> <span class="price">${was}</span></span>` : '',
          `<span class="price-container price-final_price tax weee"><span id="product-price-2041" data-price-amount="${state.amount}" data-price-type="finalPrice" class="price-wrapper"><span class="price">${state.priceHtml}</span></span></span>`,
          '</div>',
          `<div class="product-info-stock-sku"><div class="stock ${state.available ? 'available' : 'unavailable'}" title="Verfügbarkeit"><span>${escapeHtml(state.stockText)}</span></div><div class="product attribute sku"><strong class="type">Artikelnummer</strong> <div class="value">${state.sku}</div></div></div></div>`,
        ].join(''),
      };
    case 'prestashop':
      return {
        head: '',
        block: [
          '<div class="product-prices js-product-prices">',
          was ? `<div class="product-discount"><span class="regular-price">${was}</span></div>` : '',
          `<div class="product-price h5" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><link itemprop="availability" href="https://schema.org/${state.available ? 'InStock' : 'OutOfStock'}"><meta itemprop="priceCurrency" content="${state.currency}"><div class="current-price"><span class="current-price-value" itemprop="price" content="${state.amount}">${state.priceHtml}</span></div></div>`,
          '<div class="tax-shipping-delivery-label">Impostos inclusos</div>',
          '</div>',
          `<div class="product-additional-info"><span id="product-availability" class="js-product-availability">${escapeHtml(state.stockText)}</span></div>`,
        ].join('\n'),
      };
    case 'bigcommerce':
      return {
        head: jsonLd(state),
        block: [
          '<div class="productView-price">',
          `<div class="price-section price-section--withoutTax non-sale-price--withoutTax"${was ? '' : ' style="display: none;"'}>Was: <span data-product-non-sale-price-without-tax class="price price--non-sale">${was ?? ''}</span></div>`,
          `<div class="price-section price-section--withoutTax"><span class="price-label">${was ? 'Now:' : ''}</span><span data-product-price-without-tax class="price price--withoutTax">${state.priceHtml}</span></div>`,
          '</div>',
          `<div class="form-field form-field--stock"><label class="form-label">Availability:</label> <span data-product-stock>${escapeHtml(state.stockText)}</span></div>`,
        ].join('\n'),
      };
    case 'nextjs':
      return {
        head: '',
        block: `<div class="ProductInfo_priceRow__k2Jd9"><p class="ProductPrice_price__x1Fq3" data-testid="product-price">${state.priceHtml}</p>${was ? `<p class="ProductPrice_compare__Zp0aa"><s>${was}</s></p>` : ''}</div>\n<p class="ProductInfo_stock__m4Tq1">${escapeHtml(state.stockText)}</p>`,
      };
    case 'sup':
      return {
        head: '',
        block: `<div class="fiche-prix">${was ? `<span class="prix-barre">${was}</span> ` : ''}<div class="prix-actuel">${state.priceHtml}</div><span class="prix-mention">TTC, éco-participation incluse</span></div>\n<div class="fiche-dispo"><span class="pastille pastille--${state.available ? 'vert' : 'rouge'}"></span> ${escapeHtml(state.stockText)}</div>`,
      };
    case 'japan':
      return {
        head: jsonLd(state),
        block: `<div class="item-price"><span class="item-price__value">${state.priceHtml}</span><span class="item-price__tax">（税込）</span>${was ? `<span class="item-price__was">通常価格 ${was}</span>` : ''}</div>\n<p class="item-stock">${escapeHtml(state.stockText)}</p>`,
      };
    case 'variants': {
      const variants = state.variants ?? [];
      const picker = variants
        .map((v, i) => `<label class="variant-pill${i === state.selected ? ' variant-pill--active' : ''}"><input type="radio" name="variant" value="${i}"${i === state.selected ? ' checked' : ''}${v.available ? '' : ' disabled'}> ${escapeHtml(v.label)}</label>`)
        .join('\n');
      const data = { product: { handle: state.sku.toLowerCase(), variants: variants.map((v, i) => ({ id: 5000 + i, title: v.label, price: v.cents, available: v.available })) }, selectedVariantId: 5000 + (state.selected ?? 0) };
      return {
        head: `${jsonLd(state)}\n<script type="application/json" data-product-json>${JSON.stringify(data)}</script>`,
        block: `<fieldset class="variant-picker"><legend>Größe</legend>\n${picker}\n</fieldset>\n<div class="product__price"><span class="price-item price-item--regular">${state.priceHtml}</span></div>\n<p class="product__inventory">${escapeHtml(state.stockText)}</p>`,
      };
    }
  }
}

function cards(title: string, items: ReadonlyArray<readonly [string, string]>, className: string): string {
  const list = items.map(([name, price]) => `<li class="${className}__item"><a href="/p/${encodeURIComponent(name.toLowerCase().replaceAll(' ', '-'))}">${escapeHtml(name)}</a> <span class="${className}__price">${price}</span></li>`).join('\n');
  return `<section class="${className}"><h2>${escapeHtml(title)}</h2>\n<ul>\n${list}\n</ul>\n</section>`;
}

export function renderStorePage(state: StoreState): string {
  const { head, block } = priceBlock(state);
  const lang = state.shell.lang.slice(0, 2);
  const histogram = state.histogram
    ? `<ul class="histogram">${state.histogram.map((share, i) => `<li>${5 - i}★ <span class="bar" style="width:${share}%"></span> ${share}%</li>`).join('')}</ul>`
    : '';
  const body = [
    '<div class="product-layout">',
    `<div class="product-media">\n${gallery(state)}\n</div>`,
    '<div class="product-main">',
    `<h1 class="product-name">${escapeHtml(state.name)}</h1>`,
    state.tagline ? `<p class="product-tagline">${escapeHtml(state.tagline)}</p>` : '',
    `<div class="rating-summary"><span class="stars" style="--rating:${state.reviewAverage}"></span> <span class="rating-average">${state.reviewAverage}</span> (<a href="#reviews">${state.reviewCount}</a>)</div>`,
    block,
    ...(state.notes ?? []).map((note) => `<p class="product-note">${note}</p>`),
    `<form class="add-form" method="post" action="/cart/add"><input type="hidden" name="form_key" value="${hexToken(31, 16)}"><input type="number" name="qty" value="1" min="1"><button type="submit" class="add-button"${state.available ? '' : ' disabled'}>${escapeHtml(state.addLabel)}</button></form>`,
    '</div>',
    '</div>',
    `<section class="product-description"><p>${escapeHtml(DESCRIPTION[lang] ?? DESCRIPTION.en!)}</p></section>`,
    `<section class="reviews" id="reviews"><h2>${state.reviewCount} reviews</h2>${histogram}${state.questions !== undefined ? `<p class="qa-count">${state.questions} answered questions</p>` : ''}</section>`,
    cards(lang === 'en' ? 'Customers also bought' : lang === 'de' ? 'Kunden kauften auch' : lang === 'fr' ? 'Les clients ont aussi acheté' : lang === 'pt' ? 'Quem comprou também comprou' : lang === 'ja' ? 'この商品を買った人はこんな商品も買っています' : 'Others also bought', state.alsoBought, 'also-bought'),
    state.recentlyViewed ? cards('Recently viewed', state.recentlyViewed, 'recently-viewed') : '',
  ]
    .filter(Boolean)
    .join('\n');
  const shell = { ...state.shell, head: [head, state.shell.head ?? ''].filter(Boolean).join('\n') };
  if (state.platform === 'nextjs') {
    const next = { props: { pageProps: { product: { handle: state.sku.toLowerCase(), title: state.name, price: { amount: state.amount, currencyCode: state.currency }, availableForSale: state.available }, recommendations: state.alsoBought.map(([name, price]) => ({ name, price })) } }, page: '/products/[handle]', buildId: 'k7Yx2mQ0' };
    shell.head = `${shell.head}\n<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(next)}</script>`;
  }
  return renderShell(shell, body);
}
