/**
 * The commercial pages of the fourteenth batch of page pairs (issue 22): a German product page, a
 * Polish category listing, a Portuguese flat for sale, a French garage's price list, a Spanish
 * restaurant's lunch menu and an English SaaS pricing page. Each carries what such sites render
 * per visit: lazy-loaded images, viewer counters, sponsored slots, mortgage estimates, opening
 * states, social-proof counters and A/B badges. A page is drawn from values; a pair overrides some
 * of them on its "after" side.
 */
import type { Values } from './batch-12-shops.js';

const lazyImage = (v: Values, file: string, alt: string): string =>
  v.lazy === 'loaded'
    ? `<img class="gallery__img lazyloaded" src="/media/${file}" alt="${alt}" width="600" height="600">`
    : `<img class="gallery__img lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/media/${file}" alt="${alt}" width="600" height="600" loading="lazy">`;

export const muehleDe = (v: Values): string =>
  [
    '<div class="produkt" itemscope itemtype="https://schema.org/Product">',
    `<div class="gallery">${lazyImage(v, 'graef-cm800.jpg', 'Graef CM 800 Kaffeemühle')}</div>`,
    '<div class="produkt__info">',
    '<h1 itemprop="name">Graef CM 800 Kaffeemühle, Edelstahl-Kegelmahlwerk</h1>',
    '<p class="produkt__marke">Marke: Graef · Art.-Nr. 4001627011282</p>',
    `<div class="produkt__preis" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="${v.preisWert ?? '139.99'}"><span class="preis">${v.preis ?? '139,99 €'}</span> <span class="preis__hinweis">inkl. MwSt., zzgl. Versand</span>`,
    `<link itemprop="availability" href="https://schema.org/${v.schemaStock ?? 'InStock'}"></div>`,
    `<p class="produkt__lager">${v.lager ?? 'Auf Lager – Lieferzeit 1–3 Werktage'}</p>`,
    `<p class="produkt__live">${v.live ?? '14 Personen sehen sich diesen Artikel gerade an'}</p>`,
    v.knopf ?? '<button class="btn btn--cart">In den Warenkorb</button>',
    '<ul class="produkt__merkmale"><li>140 Mahlgradeinstellungen</li><li>Timer und Portionierung</li><li>Bohnenbehälter 350 g</li></ul>',
    '</div>',
    '</div>',
  ].join('\n');

export const kategoriaPl = (v: Values): string => {
  const items = (v.items ?? 'lenovo|acer|asus|hp').split('|').map((id) => LAPTOPS[id]!).join('\n');
  return [
    '<section class="listing">',
    '<h1>Laptopy 15,6" – Elektrosklep.pl</h1>',
    `<p class="listing__count">${v.count ?? '4 produkty'} · Sortuj: ${v.sort ?? 'Polecane'}</p>`,
    `<div class="listing__sponsored"><span>Sponsorowane</span> ${v.sponsor ?? 'Mysz Logitech MX Master 3S – 449 zł'}</div>`,
    '<ul class="listing__items">',
    items,
    '</ul>',
    '</section>',
  ].join('\n');
};

const LAPTOPS: Record<string, string> = {
  lenovo: '<li class="tile"><h2>Lenovo IdeaPad Slim 3 15IRH8, i5-13420H, 16 GB, 512 GB SSD</h2><p class="tile__price">2 699 zł</p><p>Dostawa jutro</p></li>',
  acer: '<li class="tile"><h2>Acer Aspire 5 A515-58M, i5-1335U, 16 GB, 1 TB SSD</h2><p class="tile__price">2 899 zł</p><p>Dostawa jutro</p></li>',
  asus: '<li class="tile"><h2>ASUS Vivobook 15 X1504VA, i7-1355U, 16 GB, 512 GB SSD</h2><p class="tile__price">3 199 zł</p><p>Dostawa w 2 dni</p></li>',
  asusCut: '<li class="tile"><h2>ASUS Vivobook 15 X1504VA, i7-1355U, 16 GB, 512 GB SSD</h2><p class="tile__price">3 099 zł</p><p>Dostawa w 2 dni</p></li>',
  hp: '<li class="tile"><h2>HP 255 G10, Ryzen 5 7530U, 8 GB, 512 GB SSD</h2><p class="tile__price">2 149 zł</p><p>Dostawa jutro</p></li>',
  dell: '<li class="tile"><h2>Dell Inspiron 15 3530, i5-1334U, 16 GB, 512 GB SSD</h2><p class="tile__price">2 799 zł</p><p>Dostawa w 3 dni</p></li>',
};

export const imovelPt = (v: Values): string =>
  [
    '<article class="imovel">',
    '<h1>Apartamento T2 com varanda, Arroios, Lisboa</h1>',
    `<p class="imovel__preco">${v.preco ?? '385.000 €'}</p>`,
    v.estado ?? '',
    `<p class="imovel__meta">Publicado ${v.publicado ?? 'há 3 dias'} · ${v.vistas ?? '1.203 visualizações'}</p>`,
    '<table class="imovel__dados"><tr><th>Área útil</th><td>78 m²</td></tr><tr><th>Andar</th><td>3.º com elevador</td></tr>',
    `<tr><th>Certificado energético</th><td>C</td></tr><tr><th>Condomínio</th><td>${v.condominio ?? '45 €/mês'}</td></tr></table>`,
    `<aside class="simulador"><p>Prestação estimada: ${v.prestacao ?? '1.612 €/mês'}</p><p>Simulação com Euribor a 12 meses de ${v.euribor ?? '2,48 %'} + spread 0,85 %, 30 anos, financiamento de 90 %.</p></aside>`,
    '<p>Apartamento remodelado em 2021, cozinha equipada, duas frentes, muito luminoso. A 4 minutos do metro de Arroios.</p>',
    '</article>',
  ].join('\n');

export const garageFr = (v: Values): string =>
  [
    '<div class="tarifs">',
    '<h1>Nos tarifs – Garage Martin, Angers</h1>',
    `<p class="tarifs__maj">${v.maj ?? 'Mis à jour il y a 3 jours'}</p>`,
    '<table class="tarifs__table"><thead><tr><th>Prestation</th><th>Prix TTC</th></tr></thead><tbody>',
    ...(v.ordre === 'prix' ? GARAGE_ROWS.slice().reverse() : GARAGE_ROWS).map(([label, key, price]) => `<tr><td>${label}</td><td>${v[key] ?? price}</td></tr>`),
    '</tbody></table>',
    v.note ?? '<p class="tarifs__note">Devis gratuit sur demande. Pièces d’origine ou équivalentes.</p>',
    `<p class="tarifs__avis">${v.avis ?? '« Travail sérieux et prix honnêtes. » – Karim B., il y a 2 semaines'}</p>`,
    '</div>',
  ].join('\n');

const GARAGE_ROWS: ReadonlyArray<readonly [string, string, string]> = [
  ['Vidange + filtre à huile (citadine)', 'vidange', '89 €'],
  ['Plaquettes de frein avant', 'plaquettes', '145 €'],
  ['Recharge climatisation', 'clim', '79 €'],
  ['Géométrie / parallélisme', 'geometrie', '65 €'],
  ['Contrôle pré-technique', 'controle', '35 €'],
];

export const menuEs = (v: Values): string =>
  [
    '<div class="carta">',
    '<h1>Casa Lucía – Menú del día</h1>',
    `<p class="carta__abierto">${v.abierto ?? 'Abierto ahora · Cierra a las 16:00'}</p>`,
    `<p class="carta__precio">Menú del día: ${v.precio ?? '14,50 €'} (primero, segundo, postre, pan y bebida)</p>`,
    '<h2>Primeros</h2><ul><li>Lentejas estofadas</li><li>Ensalada mixta</li><li>Gazpacho</li></ul>',
    `<h2>Segundos</h2><ul><li>Merluza a la romana</li><li>Pollo al ajillo</li>${v.segundo ?? '<li>Albóndigas en salsa</li>'}</ul>`,
    `<p class="carta__horario">De lunes a viernes, ${v.horario ?? 'de 13:00 a 16:00'}.</p>`,
    `<div class="carta__insta"><p>Síguenos en Instagram</p><p>${v.insta ?? '@casalucia_madrid · Hoy: tarta de queso recién hecha 🍰'}</p></div>`,
    '</div>',
  ].join('\n');

export const pricingEn = (v: Values): string =>
  [
    '<section class="pricing">',
    '<h1>Simple pricing for growing teams</h1>',
    `<p class="pricing__proof">${v.proof ?? 'Trusted by 12,400 teams in 90 countries'}</p>`,
    '<div class="plans">',
    `<div class="plan"><h2>Starter</h2><p class="plan__amount">$0</p><ul><li>${v.starterUsers ?? 'Up to 5 users'}</li><li>3 boards</li><li>Community support</li></ul></div>`,
    `<div class="plan${v.badge === 'team' ? '' : ' plan--featured'}">${v.badge === 'team' ? '' : '<span class="badge">Most popular</span>'}<h2>Pro</h2><p class="plan__amount">${v.pro ?? '$12'} <small>per user / month, billed yearly</small></p><ul><li>Unlimited boards</li><li>${v.proStorage ?? '100 GB file storage'}</li><li>Email support</li></ul></div>`,
    `<div class="plan${v.badge === 'team' ? ' plan--featured' : ''}">${v.badge === 'team' ? '<span class="badge">Most popular</span>' : ''}<h2>Business</h2><p class="plan__amount">$24 <small>per user / month, billed yearly</small></p><ul><li>SAML SSO</li><li>Audit log</li><li>Priority support</li></ul></div>`,
    '</div>',
    '<h2>Frequently asked questions</h2><dl><dt>Can I change plans later?</dt><dd>Yes, upgrades are prorated to the day.</dd><dt>Do you offer discounts for nonprofits?</dt><dd>Yes, 50% off any paid plan.</dd></dl>',
    '</section>',
  ].join('\n');
