/**
 * The pages of the thirtieth batch of page pairs (issue 22), of kinds the older batches hold few
 * of: an American SaaS pricing page whose monthly/yearly toggle and currency switcher pick which
 * of the prices it ships is shown, a German city's fee and deadline notice with a "last reviewed"
 * date and a helpful vote, a French news article with "read also" boxes and a reading counter, a
 * Spanish concert's ticket tiers beside "N people interested" and a countdown, an Italian flat
 * listing with its price, its age and a view counter, and a Dutch used-car listing with its
 * price, its age and today's viewers. The other pages are in batch-30-more-pages.ts. A page is
 * drawn from values.
 */
import type { Values } from './batch-12-shops.js';
import { items, rows, tiles } from './batch-26-pages.js';

const on = (shown: boolean): string => (shown ? ' class="is-active"' : ' class="is-hidden" hidden');

/** American SaaS pricing: three plans, each price shipped monthly and yearly in USD and EUR; the toggle and the switcher pick one. */
export const pricingEn = (v: Values): string => {
  const yearly = (v.billing ?? 'yearly') === 'yearly';
  const cur = v.currency ?? 'USD';
  const plans: [string, string, string, string, string, string][] = [
    ['Free', '$0', '$0', '€0', '€0', v.freeLimit ?? 'Up to 3 boards · 2 editors · 7-day version history'],
    ['Team', v.teamM ?? '$12', v.teamY ?? '$10', v.teamME ?? '€11', v.teamYE ?? '€9', v.teamLimit ?? 'Unlimited boards · up to 50 editors · 90-day version history'],
    ['Business', '$24', '$20', '€22', '€18', 'SSO and SCIM · audit log · unlimited version history · 99.9% uptime SLA'],
  ];
  return [
    '<section class="pricing-hero"><h1>Simple pricing for teams of every size</h1><p>Start free. Upgrade when your team is ready.</p></section>',
    `<div class="toggle" role="group" aria-label="Billing period"><button aria-pressed="${!yearly}">Monthly</button><button aria-pressed="${yearly}">Yearly <span class="badge">Save 17%</span></button></div>`,
    `<label class="currency">Currency <select name="currency">${['USD', 'EUR'].map((c) => `<option${c === cur ? ' selected' : ''}>${c}</option>`).join('')}</select></label>`,
    '<div class="plans">',
    ...plans.map(([name, mU, yU, mE, yE, limit]) => [
      `<div class="plan"><h2>${name}</h2><p class="price">`,
      `<span data-period="monthly" data-currency="USD"${on(!yearly && cur === 'USD')}>${mU}</span>`,
      `<span data-period="yearly" data-currency="USD"${on(yearly && cur === 'USD')}>${yU}</span>`,
      `<span data-period="monthly" data-currency="EUR"${on(!yearly && cur === 'EUR')}>${mE}</span>`,
      `<span data-period="yearly" data-currency="EUR"${on(yearly && cur === 'EUR')}>${yE}</span>`,
      ` per user / month</p><p class="limit">${limit}</p><a class="btn" href="/signup?plan=${name.toLowerCase()}">Get started</a></div>`,
    ].join('')),
    '</div>',
    '<h2>Frequently asked questions</h2><p>Can I change plans later? Yes, upgrades apply at once and downgrades at the end of the billing period. Prices exclude sales tax and VAT.</p>',
  ].join('\n');
};

/** German city's notice on a residents' parking permit: the fee table, the renewal deadline, a "last reviewed" date and a helpful vote. */
export const bewohnerparkenDe = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Startseite</a> › Bürgerservice › Verkehr › Bewohnerparkausweis</nav>',
    '<h1>Bewohnerparkausweis beantragen oder verlängern</h1>',
    '<p>Wer in einer Bewohnerparkzone wohnt und dort ein Fahrzeug hält, kann einen Bewohnerparkausweis beantragen. Der Ausweis gilt für eine Zone und ein Kennzeichen.</p>',
    `<table><tr><th>Leistung</th><th>Gebühr</th></tr>${rows(`Bewohnerparkausweis, 12 Monate~${v.gebuehr12 ?? '120,00 €'}|Bewohnerparkausweis, 24 Monate~${v.gebuehr24 ?? '240,00 €'}|Ermäßigung mit Sozialpass~${v.ermaessigung ?? '50 %'}|Ersatzausweis bei Verlust~15,00 €`)}</table>`,
    `<p class="frist">Ausweise, die am 31.12.2026 ablaufen, müssen bis zum <strong>${v.frist ?? '15.12.2026'}</strong> verlängert werden.</p>`,
    '<h2>Unterlagen</h2><ul><li>Personalausweis mit Wohnsitz in der Zone</li><li>Fahrzeugschein (Zulassungsbescheinigung Teil I)</li><li>bei Firmenwagen: Bestätigung des Arbeitgebers</li></ul>',
    `<p class="geprueft">${v.geprueft ?? 'Zuletzt geprüft am 27.11.2026'}</p>`,
    `<p class="bewertung">${v.bewertung ?? 'War diese Seite hilfreich? 412 von 468 Personen sagen ja.'}</p>`,
  ].join('\n');

/** French news article: headline, body, a reading counter, "read also" and "most read" boxes. */
export const articleFr = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Accueil</a> › Société › Transports</nav>',
    '<article class="article">',
    `<h1>${v.titre ?? 'TER : la région annonce 40 trains supplémentaires par jour à partir de mars'}</h1>`,
    `<p class="meta">Par Claire Moreau · Publié le 3 décembre 2026 à 07h15${v.maj ?? ''} · ${v.lecture ?? 'Lecture 4 min · 128 commentaires'}</p>`,
    '<p>La région a présenté jeudi son plan pour le réseau TER. Les lignes les plus chargées, entre Nantes, Angers et Le Mans, seront les premières concernées.</p>',
    `<p>${v.corps ?? 'Selon le vice-président chargé des transports, 40 trains supplémentaires circuleront chaque jour en semaine dès le 2 mars, pour un coût de 18 millions d’euros par an.'}</p>`,
    '<p>Les associations d’usagers saluent l’annonce mais rappellent que les retards ont augmenté de 12 % en un an sur l’axe Nantes–Angers.</p>',
    v.correction ?? '',
    '</article>',
    `<aside class="a-lire-aussi"><h2>À lire aussi</h2><ul>${items(v.aussi ?? 'Grève SNCF : le trafic perturbé ce week-end|Le prix du billet Nantes–Paris en hausse de 6 %|Vélo : 12 km de pistes en plus en 2027')}</ul></aside>`,
    `<aside class="plus-lus"><h2>Les plus lus</h2><ol>${items(v.plusLus ?? 'Tempête : 30 000 foyers privés d’électricité|Immobilier : les prix reculent à Nantes|Un nouveau pont sur la Loire d’ici 2030')}</ol></aside>`,
  ].join('\n');

/** Spanish concert page: the date, the ticket tiers and their state, "N people interested" and a countdown. */
export const conciertoEs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Conciertos</a> › Pop › Vetusta Morla</nav>',
    '<h1>Vetusta Morla – Gira 2027</h1>',
    `<p class="fecha">${v.fecha ?? 'Sábado 20 de marzo de 2027 · 21:00'} · WiZink Center, Madrid</p>`,
    `<p class="interes">${v.interes ?? '3.412 personas interesadas · 1.208 van a ir'}</p>`,
    `<p class="cuenta">${v.cuenta ?? 'Faltan 108 días'}</p>`,
    `<table class="entradas"><tr><th>Entrada</th><th>Precio</th><th>Estado</th></tr>${rows(`Pista general~${v.pistaPrecio ?? '42,00 €'}~${v.pista ?? 'Disponible'}|Grada lateral~48,00 €~${v.grada ?? 'Últimas entradas'}|Grada frontal~55,00 €~Disponible|Palco VIP~120,00 €~Agotado`)}</table>`,
    '<p>Precios con gastos de gestión incluidos. Máximo 6 entradas por compra. Apertura de puertas a las 19:30.</p>',
    `<section class="relacionados"><h2>También te puede interesar</h2><ul>${tiles(v.relacionados ?? 'Love of Lesbian – Barcelona~desde 35,00 €|Rozalén – Valencia~desde 29,00 €|Izal – Bilbao~desde 32,00 €')}</ul></section>`,
  ].join('\n');

/** Italian flat for sale: price, a price-drop line, features, the listing's age and a view counter. */
export const immobileIt = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Vendita</a> › Bologna › Santo Stefano</nav>',
    '<h1>Trilocale in via Santo Stefano, 82 m², terzo piano con ascensore</h1>',
    `<p class="prezzo">${v.prezzo ?? '€ 389.000'}</p>${v.ribasso ?? ''}`,
    `<p class="rata">Mutuo stimato: ${v.rata ?? 'da € 1.312 al mese'}</p>`,
    `<table>${rows(`Superficie~82 m²|Locali~3 (2 camere, 1 bagno)|Piano~3° con ascensore|Classe energetica~${v.classe ?? 'D'}|Spese condominiali~€ 140 al mese|Stato~${v.stato ?? 'Disponibile'}`)}</table>`,
    '<p>In palazzo d’epoca ristrutturato, luminoso trilocale con doppia esposizione, cucina abitabile e cantina. A due passi dalle Sette Chiese.</p>',
    `<p class="eta">${v.eta ?? 'Pubblicato 12 giorni fa · Aggiornato 3 giorni fa'}</p>`,
    `<p class="visite">${v.visite ?? 'Visualizzato 1.204 volte · 37 utenti l’hanno salvato'}</p>`,
  ].join('\n');

/** Dutch used-car listing: price, mileage and specs, the listing's age, today's viewers, similar cars. */
export const occasionNl = (v: Values): string =>
  [
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Car', name: 'Volkswagen Golf 1.5 eTSI Life Business', mileageFromOdometer: { '@type': 'QuantitativeValue', value: 48210, unitCode: 'KMT' }, offers: { '@type': 'Offer', price: v.ld ?? '23950', priceCurrency: 'EUR', availability: `https://schema.org/${v.ldStock ?? 'InStock'}` } })}</script>`,
    '<nav class="crumbs"><a href="/">Occasions</a> › Volkswagen › Golf</nav>',
    '<h1>Volkswagen Golf 1.5 eTSI Life Business | Navi | ACC | Carplay</h1>',
    `<p class="prijs">${v.prijs ?? '€ 23.950'}</p>${v.verlaagd ?? ''}`,
    `<p class="status">${v.status ?? 'Beschikbaar · proefrit mogelijk'}</p>`,
    `<table>${rows('Bouwjaar~2022|Kilometerstand~48.210 km|Brandstof~Benzine (mild hybrid)|Transmissie~Automaat (DSG)|Vermogen~150 pk|APK tot~11-2027')}</table>`,
    `<p class="geplaatst">${v.geplaatst ?? 'Geplaatst 5 dagen geleden'}</p>`,
    `<p class="bekeken">${v.bekeken ?? '23 mensen bekeken deze auto vandaag'}</p>`,
    `<section class="vergelijkbaar"><h2>Vergelijkbare occasions</h2><ul>${tiles(v.vergelijkbaar ?? 'Volkswagen Golf 1.0 eTSI 2021~€ 19.750|Seat Leon 1.5 TSI 2022~€ 21.450|Skoda Octavia Combi 1.5 TSI 2021~€ 22.900')}</ul></section>`,
  ].join('\n');
