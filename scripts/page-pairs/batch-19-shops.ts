/**
 * The product pages of the nineteenth batch of page pairs (issue 22) in en, de, fr, nl, es and it,
 * as storefronts serve them with variants (size, colour, storage), struck prices, delivery costs,
 * bundles, and what such pages vary per visit beside the buy box: viewer counts, review counts,
 * carousels of other products with their prices, converted prices, delivery estimates by weekday.
 * A page is drawn from values (`seed` is the visit's); a pair overrides some of them on a side.
 */
import { hexToken } from './page-kit.js';
import type { Values } from './batch-12-shops.js';

/** A product photo as image CDNs sign it: the signature changes with every render. */
export const photo19 = (v: Values, file: string, alt: string): string => {
  const sig = (w: number) => `https://cdn.example-img.com/p/${file}?w=${w}&amp;auto=format&amp;sig=${hexToken(Number(v.seed ?? '1') * 7 + w, 14)}`;
  return `<img src="${sig(900)}" srcset="${sig(450)} 450w, ${sig(900)} 900w, ${sig(1350)} 1350w" sizes="(max-width: 800px) 100vw, 55vw" alt="${alt}" width="900" height="900" loading="eager">`;
};

export const list19 = (items: string, cls = 'carousel__item'): string => items.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');

/** Product structured data; offers per variant when a pair gives them ("name:price:stock|…"). */
export function productLd19(name: string, currency: string, sku: string, offers: string): string {
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku,
    offers: offers.split('|').map((offer) => {
      const [variant, price, stock] = offer.split(':');
      return { '@type': 'Offer', name: variant, priceCurrency: currency, price, availability: `https://schema.org/${stock}` };
    }),
  })}</script>`;
}

/** Size or colour chips; the ones in `out` are crossed out, `selected` is pressed. */
export const chips19 = (all: string, out: string, selected: string): string =>
  all.split('|').map((x) => `<button class="chip${out.split('|').includes(x) ? ' chip--oos" disabled' : '"'}${x === selected ? ' aria-pressed="true"' : ''}>${x}</button>`).join('');

export const bootsEn = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> / <a href="/c/2">Men</a> / <a href="/c/2/boots">Walking boots</a></nav>',
    '<div class="pdp" data-sku="MER-J036763">',
    `<div class="pdp__gallery">${photo19(v, 'merrell-moab-3-gtx-earth.jpg', 'Merrell Moab 3 GTX, earth')}</div>`,
    '<div class="pdp__buy">',
    '<p class="pdp__brand">Merrell</p>',
    '<h1>Merrell Moab 3 Mid GORE-TEX Men’s Walking Boots – Earth</h1>',
    `<p class="pdp__rating">★★★★½ 4.6 · <a href="#reviews">${v.reviews ?? '1,203'} reviews</a></p>`,
    `<div class="pdp__price"><span class="price">${v.price ?? '£129.99'}</span></div>`,
    `<p class="pdp__converted">${v.euro ?? 'approx. €152.31 – shown for visitors from the EU'}</p>`,
    '<p class="pdp__klarna">Or 3 interest-free payments with Klarna.</p>',
    `<fieldset class="pdp__sizes"><legend>Size: ${v.selected ?? 'UK 9'}</legend>${chips19('UK 6|UK 7|UK 8|UK 9|UK 10|UK 11|UK 12', v.out ?? 'UK 12', v.selected ?? 'UK 9')}</fieldset>`,
    `<p class="pdp__stock">${v.stock ?? 'In stock in UK 9 – order by 8pm for next-day delivery'}</p>`,
    v.button ?? '<button class="btn btn--atc">Add to basket</button>',
    '<p class="pdp__delivery">Standard delivery £3.95, free over £60 · Free returns</p>',
    '</div></div>',
    '<section class="pdp__details"><h2>Details</h2><p>The Moab 3 Mid keeps the fit walkers have trusted for fifteen years, with a GORE-TEX membrane, a Vibram TC5+ sole and a recycled mesh lining. Made for wet paths and long days on the fells.</p><ul><li>Waterproof GORE-TEX membrane</li><li>Vibram TC5+ rubber sole, 5 mm lugs</li><li>Weight: 1,040 g per pair (UK 9)</li><li>Fit: true to size</li></ul></section>',
    `<section class="carousel"><h2>You may also like</h2><ul>${list19(v.also ?? 'Salomon X Ultra 4 Mid GTX – £149.99|Berghaus Hillwalker II – £119.99|Keen Targhee IV Mid – £139.99|Scarpa Terra GTX – £159.99')}</ul></section>`,
    `<section id="reviews" class="reviews"><h2>Reviews</h2>${v.newReview ?? ''}<article><h3>Comfortable out of the box</h3><p>Gareth, Keswick, 18 November 2026: No break-in needed, dry after a wet day on Catbells.</p></article><article><h3>Good but narrow</h3><p>Priya, Sheffield, 2 November 2026: Great grip; I went half a size up because of the toe box.</p></article></section>`,
  ].join('\n');

/** What a shop shows at the product's address once it redirects to a search. */
export const bootsSearchEn = (): string =>
  [
    '<nav class="crumbs"><a href="/">Home</a> / Search</nav>',
    '<div class="search-results">',
    '<h1>Search results for “merrell moab 3 mid gtx”</h1>',
    '<p class="search-results__notice">The product you were looking for is no longer available. Here are similar products.</p>',
    '<p class="search-results__count">4 results</p>',
    `<ul class="grid">${list19('Merrell Moab 3 GTX (low) – £119.99|Merrell Moab Speed 2 Mid GTX – £144.99|Salomon X Ultra 4 Mid GTX – £149.99|Keen Targhee IV Mid – £139.99', 'grid__item')}</ul>`,
    '<aside class="filters"><h2>Filter</h2><ul><li>Brand</li><li>Size</li><li>Price</li><li>Waterproof</li></ul></aside>',
    '</div>',
  ].join('\n');

export const handyDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › <a href="/c/5">Technik</a> › <a href="/c/5/smartphones">Smartphones</a></nav>',
    `<div class="pdp ${v.abClass ?? 'pdp--classic'}" data-variant-id="${v.variantId ?? 'SM-S921B-256-BK'}">`,
    `<div class="pdp__gallery">${photo19(v, 'galaxy-s24-onyx-black.jpg', 'Samsung Galaxy S24 Onyx Black')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Samsung Galaxy S24 5G, Onyx Black</h1>',
    `<p class="pdp__rating">4,5 von 5 · ${v.reviews ?? '3.417'} Bewertungen</p>`,
    `<fieldset class="pdp__storage"><legend>Speicher</legend>${(v.storage ?? '128 GB – 799,00 €|256 GB – 899,00 €|512 GB – 1.019,00 €').split('|').map((s) => `<button class="chip"${s.startsWith(v.selected ?? '256 GB') ? ' aria-pressed="true"' : ''}>${s}</button>`).join('')}</fieldset>`,
    `<div class="${v.priceClass ?? 'price price--lg'}"><span class="price__value">${v.price ?? '899,00 €'}</span> <span class="price__tax">inkl. MwSt.</span></div>`,
    '<p class="pdp__stock">Sofort lieferbar</p>',
    '<p class="pdp__delivery">Lieferung Mo., 7. Dez. – Di., 8. Dez. · Versand 0,00 €</p>',
    `<button class="btn btn--atc ${v.btnClass ?? 'btn--primary'}" data-track="atc-${v.ab ?? 'a'}">In den Warenkorb</button>`,
    `<p class="pdp__live">${v.live ?? '23 Personen sehen sich diesen Artikel gerade an'}</p>`,
    `<p class="pdp__lastbuy">${v.lastbuy ?? 'Zuletzt gekauft vor 4 Minuten'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Produktbeschreibung</h2><p>Das Galaxy S24 hat ein 6,2 Zoll großes Dynamic-AMOLED-2X-Display mit 120 Hz, den Exynos 2400 und eine Dreifachkamera mit 50 MP. Samsung liefert sieben Jahre lang Sicherheits- und Android-Updates.</p></section>',
    '<table class="specs"><tr><th>Display</th><td>6,2 Zoll, 2340 × 1080</td></tr><tr><th>Akku</th><td>4.000 mAh</td></tr><tr><th>Arbeitsspeicher</th><td>8 GB</td></tr><tr><th>Gewicht</th><td>167 g</td></tr><tr><th>Garantie</th><td>2 Jahre Herstellergarantie</td></tr></table>',
    `<section class="carousel"><h2>Kunden kauften auch</h2><ul>${list19(v.auch ?? 'Samsung 45W Ladegerät – 39,99 €|Spigen Ultra Hybrid Hülle – 17,99 €|Galaxy Buds FE – 79,00 €|Panzerglas Displayschutz – 24,99 €')}</ul></section>`,
    `<section class="carousel carousel--recent"><h2>Zuletzt angesehen</h2><ul>${list19(v.zuletzt ?? 'Google Pixel 8a – 449,00 €|Apple iPhone 15 128 GB – 799,00 €')}</ul></section>`,
  ].join('\n');

/** The shop's page at the product's address once the product is delisted. */
export const handyGoneDe = (): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › <a href="/c/5">Technik</a> › <a href="/c/5/smartphones">Smartphones</a></nav>',
    '<div class="pdp pdp--eol">',
    '<h1>Samsung Galaxy S24 5G, Onyx Black</h1>',
    '<p class="pdp__eol">Dieser Artikel ist leider nicht mehr verfügbar und wird nicht mehr in unser Sortiment aufgenommen.</p>',
    '<p>Entdecken Sie ähnliche Produkte:</p>',
    `<ul class="grid">${list19('Samsung Galaxy S25 128 GB – 899,00 €|Samsung Galaxy S24 FE – 649,00 €|Google Pixel 9 – 899,00 €', 'grid__item')}</ul>`,
    '</div>',
  ].join('\n');

export const cocotteFr = (v: Values): string =>
  [
    '<nav class="fil"><a href="/">Accueil</a> › <a href="/c/4">Cuisine</a> › <a href="/c/4/cocottes">Cocottes en fonte</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'le-creuset-signature-24-volcanique.jpg', 'Cocotte Le Creuset Signature 24 cm Volcanique')}</div>`,
    '<div class="pdp__buy">',
    '<p class="pdp__brand">Le Creuset</p>',
    '<h1>Cocotte ronde Signature en fonte émaillée 24 cm – 4,2 L</h1>',
    '<p class="pdp__rating">4,9/5 · 612 avis vérifiés</p>',
    `<div class="pdp__price">${v.was ?? ''}<span class="price">${v.prix ?? '289,00 €'}</span>${v.badge ?? ''}</div>`,
    `<fieldset class="pdp__colours"><legend>Coloris : Volcanique</legend>${chips19('Volcanique|Cerise|Bleu Azur|Meringue|Noir Mat', '', 'Volcanique')}</fieldset>`,
    `<p class="pdp__stock">${v.stock ?? 'En stock – plus que 3 articles dans ce coloris'}</p>`,
    v.bouton ?? '<button class="btn btn--atc">Ajouter au panier</button>',
    `<p class="pdp__livraison">${v.livraison ?? 'Livraison à domicile : 4,99 € · Retrait en magasin gratuit'}</p>`,
    `<p class="pdp__estimation">${v.estimation ?? 'Livraison estimée : mardi 8 décembre – commandez dans les 2 h 14 min'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Description</h2><p>Fabriquée à la main à Fresnoy-le-Grand depuis 1925, la cocotte Signature diffuse la chaleur de façon homogène et la conserve longtemps. Son émail intérieur sable résiste aux rayures et se nettoie facilement.</p><ul><li>Compatible tous feux, dont induction, et four jusqu’à 260 °C</li><li>Poignées 45 % plus larges</li><li>Garantie à vie</li></ul></section>',
    `<section class="carousel"><h2>Vous aimerez aussi</h2><ul>${list19(v.aussi ?? 'Poêle Signature 26 cm – 179,00 €|Faitout Staub 24 cm – 259,00 €|Maniques Le Creuset – 29,90 €')}</ul></section>`,
    `<section class="carousel carousel--recent"><h2>Vus récemment</h2><ul>${list19(v.vus ?? 'Plat à four Emile Henry – 59,90 €|Couteau de chef Opinel – 49,00 €')}</ul></section>`,
  ].join('\n');

export const koptelefoonNl = (v: Values): string =>
  [
    '<nav class="kruimel"><a href="/">Home</a> › <a href="/c/5">Elektronica</a> › <a href="/c/5/koptelefoons">Koptelefoons</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'sennheiser-momentum-4-zwart.jpg', 'Sennheiser Momentum 4 Wireless zwart')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Sennheiser Momentum 4 Wireless – draadloze koptelefoon met noise cancelling, zwart</h1>',
    `<p class="pdp__rating">★★★★★ 4,7 (${v.reviews ?? '412'} reviews)</p>`,
    `<div class="pdp__price">${v.van ?? '<span class="price--was">€ 299,99</span> '}<span class="price">${v.prijs ?? '€ 289,99'}</span>${v.actie ?? ' <span class="badge">Actie t/m zondag</span>'}</div>`,
    `<p class="pdp__stock">${v.voorraad ?? 'Op voorraad · Voor 23:59 besteld, morgen in huis'}</p>`,
    '<button class="btn btn--atc">In winkelwagen</button>',
    `<p class="pdp__live">${v.kijkers ?? '17 mensen bekijken dit product'}</p>`,
    '<ul class="usp"><li>60 uur batterijduur</li><li>Adaptieve noise cancelling</li><li>2 jaar garantie</li></ul>',
    '</div></div>',
    '<table class="specs"><tr><th>Batterijduur</th><td>tot 60 uur</td></tr><tr><th>Bluetooth</th><td>5.2, aptX Adaptive</td></tr><tr><th>Gewicht</th><td>293 g</td></tr><tr><th>Opladen</th><td>USB-C, 10 minuten voor 6 uur</td></tr></table>',
    '<section class="pdp__desc"><h2>Omschrijving</h2><p>De Momentum 4 combineert de kenmerkende Sennheiser-klank met adaptieve noise cancelling die zich aanpast aan je omgeving. Het nieuwe ontwerp zit ook na uren nog comfortabel.</p></section>',
    `<section class="carousel"><h2>Vaak samen gekocht</h2><ul>${list19('Sennheiser hardcase – € 24,99|USB-C-oplader 20W – € 19,99|Audiokabel 3,5 mm – € 12,99')}</ul></section>`,
  ].join('\n');

export const relojEs = (v: Values): string =>
  [
    '<nav class="migas"><a href="/">Inicio</a> › <a href="/c/5">Tecnología</a> › <a href="/c/5/relojes">Relojes GPS</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'garmin-forerunner-265-negro.jpg', 'Garmin Forerunner 265 negro')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Garmin Forerunner 265 – reloj GPS de running con pantalla AMOLED, negro/gris</h1>',
    '<p class="pdp__rating">4,7/5 · 908 opiniones</p>',
    `<div class="pdp__price" ${v.spa ? 'data-hydrate="price"' : ''}>${v.spa ? '<span class="price-skeleton" aria-busy="true"></span>' : `${v.oferta ?? ''}<span class="price">${v.precio ?? '369,99 €'}</span>`}</div>`,
    `<p class="pdp__flash">${v.flash ?? ''}</p>`,
    '<p class="pdp__stock">En stock · Envío en 24/48 h</p>',
    '<button class="btn btn--atc">Añadir a la cesta</button>',
    `<p class="pdp__pack">${v.pack ?? 'El pack incluye: reloj Forerunner 265, cable de carga USB-C, correa extra de silicona (gris) y protector de pantalla.'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Descripción</h2><p>Con la pantalla AMOLED y el estado de entrenamiento, el Forerunner 265 te dice cuándo apretar y cuándo descansar. Hasta 13 días de autonomía en modo reloj y 20 horas con GPS.</p></section>',
    '<table class="specs"><tr><th>Pantalla</th><td>AMOLED 1,3"</td></tr><tr><th>Autonomía</th><td>13 días / 20 h GPS</td></tr><tr><th>Peso</th><td>47 g</td></tr><tr><th>Resistencia</th><td>5 ATM</td></tr></table>',
    `<section class="carousel"><h2>${v.porque ?? 'Porque viste Garmin Venu 3'}</h2><ul>${list19(v.sugeridos ?? 'Garmin Venu 3 – 449,99 €|Polar Pacer Pro – 299,90 €|Coros Pace 3 – 229,00 €')}</ul></section>`,
    `<section class="carousel carousel--recent"><h2>Vistos recientemente</h2><ul>${list19(v.vistos ?? 'Zapatillas Asics Novablast 4 – 139,99 €')}</ul></section>`,
  ].join('\n');

export const scarpeIt = (v: Values): string =>
  [
    '<nav class="briciole"><a href="/">Home</a> › <a href="/c/2">Uomo</a> › <a href="/c/2/running">Scarpe running</a></nav>',
    '<div class="pdp">',
    `<div class="pdp__gallery">${photo19(v, 'nike-pegasus-41-nero.jpg', 'Nike Pegasus 41 nero')}</div>`,
    '<div class="pdp__buy">',
    '<h1>Nike Pegasus 41 – scarpe da running su strada, uomo, nero/bianco</h1>',
    '<p class="pdp__rating">4,6 su 5 · 1.124 recensioni</p>',
    `<div class="pdp__price"><span class="price">139,99 €</span></div>`,
    `<p class="pdp__chf">${v.chf ?? 'Per i clienti in Svizzera: circa 134,20 CHF'}</p>`,
    `<fieldset class="pdp__sizes"><legend>Taglia EU: 42</legend>${chips19('40|40,5|41|42|42,5|43|44|45', v.esaurite ?? '40', '42')}</fieldset>`,
    `<p class="pdp__stock">${v.disponibilita ?? 'Disponibile nella taglia 42'}</p>`,
    v.bottone ?? '<button class="btn btn--atc">Aggiungi al carrello</button>',
    `<p class="pdp__spedizione">${v.spedizione ?? 'Spedizione standard: 4,90 € · gratuita sopra i 79 €'}</p>`,
    `<p class="pdp__consegna">${v.consegna ?? 'Consegna prevista a Milano: giovedì 10 dicembre'}</p>`,
    '</div></div>',
    '<section class="pdp__desc"><h2>Descrizione</h2><p>La Pegasus 41 ha l’intersuola in ReactX, più reattiva e con un’impronta di carbonio ridotta, e unità Air Zoom sia sull’avampiede sia sul tallone. Tomaia in mesh traspirante.</p><ul><li>Drop: 10 mm</li><li>Peso: 283 g (taglia 42)</li><li>Uso: allenamento quotidiano</li></ul></section>',
    `<section class="carousel"><h2>Ti potrebbe piacere</h2><ul>${list19(v.piacere ?? 'Nike Vomero 17 – 159,99 €|Adidas Adizero SL2 – 119,99 €|Brooks Ghost 16 – 149,99 €')}</ul></section>`,
  ].join('\n');
