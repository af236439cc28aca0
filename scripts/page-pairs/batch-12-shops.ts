/**
 * The shop pages of the twelfth batch of page pairs (issue 22): product pages of shops in de, fr,
 * es, it, nl, pt, pl, sv and en, each as such shops write them (JSON-LD or microdata beside the
 * buy box, a struck price during a sale, size and colour pickers, shipping lines, a unit price),
 * with the blocks that change per visit (recommendations, viewers, rating counts, a currency
 * estimate, a delivery countdown, a testimonial). A page is drawn from values; a pair overrides
 * some of them on its "after" side.
 */
export type Values = Record<string, string>;

export function productLd(name: string, sku: string, currency: string, price: string, stock = 'InStock'): string {
  return `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku,
    brand: { '@type': 'Brand', name: name.split(' ')[0] },
    offers: { '@type': 'Offer', priceCurrency: currency, price, availability: `https://schema.org/${stock}` },
  })}</script>`;
}

export const kaffeeDe = (v: Values): string =>
  [
    '<div class="pdp">',
    '<nav class="breadcrumb"><a href="/kaffee">Kaffee</a> › <a href="/kaffee/siebtraeger">Siebträger</a></nav>',
    '<h1 class="pdp__title">Rocca Duetto Siebträgermaschine, Edelstahl</h1>',
    `<p class="pdp__rating">★★★★☆ 4,5 (${v.bewertungen ?? '218'} Bewertungen)</p>`,
    `<div class="pdp__price"><span class="price">${v.preis ?? '449,00 €'}</span> <span class="vat">inkl. MwSt., zzgl. Versand</span></div>`,
    '<p class="pdp__stock">Auf Lager · Lieferzeit 1–3 Werktage</p>',
    '<button class="btn btn--cart">In den Warenkorb</button>',
    '<h2>Produktdetails</h2>',
    '<ul><li>Dualboiler mit PID-Regelung</li><li>Rotationspumpe, 9 bar Extraktionsdruck</li><li>Wassertank 2,5 l</li><li>Maße 31 × 42 × 39 cm</li></ul>',
    '<p>Die Duetto heizt in acht Minuten auf und bezieht Milch und Espresso gleichzeitig. Der Wassertank lässt sich von oben befüllen.</p>',
    `<section class="reco"><h2>Das könnte Ihnen auch gefallen</h2><ul>${v.reco ?? '<li>Tamper 58 mm – 39,90 €</li><li>Milchkännchen 600 ml – 24,90 €</li><li>Entkalker 3er-Pack – 17,90 €</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

export const veloFr = (v: Values): string =>
  [
    '<div class="produit" itemscope itemtype="https://schema.org/Product">',
    '<h1 itemprop="name">Antivol U renforcé Citadel 18 mm avec support</h1>',
    '<div class="produit__prix" itemprop="offers" itemscope itemtype="https://schema.org/Offer">',
    '<meta itemprop="priceCurrency" content="EUR">',
    `<meta itemprop="price" content="${v.ldPrix ?? '129.99'}">`,
    v.barre ?? '',
    `<span class="prix">${v.prix ?? '129,99 €'}</span>`,
    '<link itemprop="availability" href="https://schema.org/InStock">',
    '</div>',
    `<p class="produit__vues">${v.vues ?? '9 personnes consultent ce produit'}</p>`,
    '<p class="produit__dispo">En stock – expédié sous 48 h</p>',
    '<button class="btn-panier">Ajouter au panier</button>',
    '<h2>Caractéristiques</h2>',
    '<ul><li>Acier trempé 18 mm</li><li>Homologué SRA et ART 3 étoiles</li><li>2 clés fournies, dont une éclairante</li><li>Poids 1,6 kg</li></ul>',
    '</div>',
  ].join('\n');

export const mochilaEs = (v: Values): string =>
  [
    '<div class="ficha">',
    '<h1>Mochila de trekking Cumbre 38 L – Azul petróleo</h1>',
    `<div class="ficha__precio">${v.precio ?? '<span class="precio precio--oferta">79,95 €</span> <del class="precio precio--antes">89,95 €</del> <span class="descuento">-11%</span>'}</div>`,
    '<p class="ficha__stock">Disponible · Envío en 24/48 h</p>',
    '<button class="anadir-cesta">Añadir a la cesta</button>',
    '<ul><li>Espalda ventilada con malla</li><li>Funda impermeable incluida</li><li>Peso 1,2 kg</li></ul>',
    `<section class="navegacion"><h2>Basado en tu navegación</h2><ul>${v.nav ?? '<li>Bastones de trekking Ligero – 34,99 €</li><li>Cantimplora 1 L – 12,95 €</li><li>Frontal LED 300 lm – 24,90 €</li>'}</ul></section>`,
    '</div>',
  ].join('\n');

export const frullatoreIt = (v: Values): string =>
  [
    '<div class="scheda">',
    '<h1>Frullatore a immersione Vortex 1000 W con accessori</h1>',
    '<p class="scheda__prezzo">69,90 €</p>',
    `<p class="scheda__disp">${v.disp ?? 'Disponibilità immediata'}</p>`,
    `${v.btn ?? '<button class="aggiungi">Aggiungi al carrello</button>'}`,
    `<p class="scheda__live">${v.live ?? '12 persone stanno guardando questo prodotto'}</p>`,
    '<ul><li>Motore 1000 W, 12 velocità più turbo</li><li>Tritatutto 500 ml e frusta</li><li>Lame in acciaio inox a 4 punte</li></ul>',
    '</div>',
  ].join('\n');

export const fietsNl = (v: Values): string =>
  [
    '<div class="product-detail">',
    '<h1>Fietsverlichtingsset LED oplaadbaar, 80 lux</h1>',
    '<div class="product-detail__prijs">€ 34,99</div>',
    `<p class="product-detail__voorraad">${v.voorraad ?? 'Tijdelijk uitverkocht'}</p>`,
    `<p class="product-detail__levering">${v.levering ?? 'Mail mij als dit product weer leverbaar is'}</p>`,
    '<ul><li>Koplamp 80 lux, achterlicht met remlichtfunctie</li><li>Opladen via USB-C in 3 uur</li><li>StVZO-goedgekeurd</li></ul>',
    '</div>',
  ].join('\n');

export const chaleiraPt = (v: Values): string =>
  [
    '<div class="artigo">',
    '<h1>Chaleira elétrica de vidro 1,7 L com luz LED</h1>',
    `<p class="artigo__preco">${v.preco ?? '24,99 €'}</p>`,
    `<p class="artigo__conversao">${v.conv ?? '≈ US$ 27,10 ao câmbio de hoje'}</p>`,
    '<p class="artigo__stock">Em stock – entrega em 2 a 3 dias úteis</p>',
    '<button class="comprar">Adicionar ao carrinho</button>',
    '<ul><li>Potência 2200 W</li><li>Base rotativa 360°</li><li>Desliga automaticamente ao ferver</li></ul>',
    '</div>',
  ].join('\n');

export const kurtkaPl = (v: Values): string =>
  [
    '<div class="produkt">',
    '<h1>Kurtka przeciwdeszczowa damska Mglista, granatowa</h1>',
    '<p class="produkt__cena">299,00 zł</p>',
    `<p class="produkt__opinie">4,6/5 (${v.opinie ?? '312'} opinii)</p>`,
    '<fieldset class="rozmiary"><legend>Rozmiar</legend>',
    '<label><input type="radio" name="r"> XS</label><label><input type="radio" name="r"> S</label><label><input type="radio" name="r"> M</label><label><input type="radio" name="r"> L</label>',
    v.xl ?? '<label><input type="radio" name="r"> XL</label>',
    '</fieldset>',
    '<p>Dostępna – wysyłka jutro</p>',
    '<button class="do-koszyka">Dodaj do koszyka</button>',
    '<ul><li>Membrana 10 000 mm</li><li>Klejone szwy</li><li>Kaptur z regulacją</li></ul>',
    '</div>',
  ].join('\n');

export const taltSv = (v: Values): string =>
  [
    '<div class="produktsida">',
    '<h1>Tält Fjällvind 2, tvåmannatält</h1>',
    '<p class="pris">3 495 kr</p>',
    '<p class="lager">I lager – skickas inom 1–2 vardagar</p>',
    '<dl class="leverans">',
    `<dt>Frakt</dt><dd>${v.frakt ?? '49 kr'}</dd>`,
    '<dt>Fri frakt</dt><dd>vid köp över 1 000 kr</dd>',
    '<dt>Retur</dt><dd>30 dagars öppet köp</dd>',
    '</dl>',
    '<button class="kop">Lägg i varukorgen</button>',
    '<ul><li>Vikt 2,1 kg</li><li>Vattenpelare 3 000 mm</li><li>Två ingångar med absid</li></ul>',
    '</div>',
  ].join('\n');

export const tvattSv = (v: Values): string =>
  [
    '<div class="vara">',
    `<h1>Tvättmedel Kulör Sensitive ${v.vikt ?? '1,5 kg'}</h1>`,
    '<p class="vara__pris">79,90 kr</p>',
    `<p class="vara__jmf">Jämförpris ${v.jmf ?? '53,27 kr/kg'}</p>`,
    '<button class="kop">Köp</button>',
    '<p>Parfymfritt, för kulörtvätt från 20 °C. Svanenmärkt. Räcker till cirka 40 tvättar.</p>',
    `<blockquote class="vara__recension">${v.recension ?? '”Luktar ingenting och tvättar rent, precis vad jag ville ha.” – Maria, Umeå'}</blockquote>`,
    '</div>',
  ].join('\n');

export const sneakerUs = (v: Values): string =>
  [
    '<div class="product-main">',
    '<h1>Trailrunner 4 Men’s Running Shoe</h1>',
    `<p class="product-main__price">${v.price ?? '$64.00'}</p>`,
    '<p class="product-main__pay">Or 4 interest-free payments with Klarna</p>',
    '<div class="sizes"><span>8</span><span>9</span><span>10</span><span>11</span><span>12</span></div>',
    '<button class="add">Add to cart</button>',
    `<p class="product-main__ship">${v.ship ?? 'Order within 3 hrs 12 mins for delivery Tuesday'}</p>`,
    '<ul><li>Breathable mesh upper</li><li>Rock plate in the forefoot</li><li>8 mm drop</li></ul>',
    '</div>',
  ].join('\n');
