/**
 * The listing and event pages of the eighteenth batch of page pairs (issue 22): ticket and event
 * pages, a festival line-up, job boards, rental lists, a housing association's waiting list, news
 * front pages and a forum thread, in en, de, fr, nl, es, it, pt, sv, da and pl. What they
 * re-render per visit: "x minutes ago", applicant, saved, viewer and attendee counts, sponsored
 * and featured slots, sponsors in random order, countdowns, "most read" order, weather, signatures.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');
const cards = (items: string, cls: string): string =>
  items.split('|').map((item) => {
    const [title, ...rest] = item.split(';');
    return `<article class="${cls}"><h3>${title}</h3>${rest.map((r) => `<p>${r}</p>`).join('')}</article>`;
  }).join('\n');

export const ticketsEn = (v: Values): string =>
  [
    '<article class="show">',
    '<h1>The Comedy of Errors – Royal Exchange Theatre</h1>',
    '<p>A new production of Shakespeare\'s farce of twins, mistaken identities and one very long day.</p>',
    '<table class="performances"><tr><th>Date</th><th>Time</th><th>Availability</th></tr>',
    `<tr><td>Fri 15 January 2027</td><td>19:30</td><td>${v.fri ?? 'Sold out – join the waiting list'}</td></tr>`,
    '<tr><td>Sat 16 January 2027</td><td>14:30</td><td>Sold out – join the waiting list</td></tr>',
    '<tr><td>Sat 16 January 2027</td><td>19:30</td><td>Sold out – join the waiting list</td></tr>',
    '</table>',
    `<p class="show__social">${v.social ?? '58 people are looking at this show'}</p>`,
    '</article>',
  ].join('\n');

export const festivalDe = (v: Values): string =>
  [
    '<article class="festival">',
    '<h1>Open Flair 2027 – Line-up</h1>',
    '<p>6. bis 9. August 2027, Eschwege · Festivalticket 169 € zzgl. Gebühren</p>',
    `<h2>Bestätigt</h2><ul class="lineup">${list(`Donots|Kraftklub|Roy Bianco &amp; Die Abbrunzati Boys|Provinz|Kochkraft durch KMA${v.neu ? `|${v.neu}` : ''}|Schrottgrenze`)}</ul>`,
    `<p class="countdown">Noch ${v.countdown ?? '246 Tage, 14 Stunden, 39 Minuten'}</p>`,
    `<div class="partner"><p>Partner</p><ul>${list(v.partner ?? 'Radio Bob|Krombacher|Deutsche Bahn|Visions')}</ul></div>`,
    '</article>',
  ].join('\n');

export const wohnungenDe = (v: Values): string =>
  [
    '<section class="ergebnisse">',
    '<h1>Mietwohnungen in Leipzig-Connewitz: 3 Treffer</h1>',
    `<div class="gesponsert">${cards(v.gesponsert ?? 'Neubau-Erstbezug am Auensee – ab 12,90 €/m²;Gesponsert', 'anzeige anzeige--sponsor')}</div>`,
    cards(`2-Zimmer-Wohnung mit Balkon, 58 m²;Kaltmiete 545 €;${v.a ?? 'vor 12 Min. online · 23× gemerkt'}|3 Zimmer, Altbau, 81 m²;Kaltmiete 790 €;${v.b ?? 'vor 3 Std. online · 61× gemerkt'}|1-Zimmer-Apartment, 34 m²;Kaltmiete 360 €;vor 2 Tagen online`, 'anzeige'),
    '</section>',
  ].join('\n');

export const logementFr = (v: Values): string =>
  [
    '<section class="annonces">',
    `<h1>Locations à Rennes – ${v.total ?? '4'} annonces</h1>`,
    cards(
      [
        'T2 meublé, 38 m², quartier Thabor;640 € charges comprises;Disponible le 1er janvier',
        v.loue ? '' : 'T3, 62 m², Sainte-Anne, balcon;890 € charges comprises;Disponible immédiatement',
        'Studio, 21 m², Villejean;430 € charges comprises;Disponible le 15 janvier',
        'T4, 84 m², Cleunay, parking;1 120 € charges comprises;Disponible le 1er février',
      ].filter(Boolean).join('|'),
      'annonce',
    ),
    `<p class="annonces__vues">${v.vues ?? 'Cette recherche a été consultée 1 208 fois aujourd’hui'}</p>`,
    '</section>',
  ].join('\n');

export const actualitesFr = (v: Values): string =>
  [
    `<div class="meteo">${v.meteo ?? 'Nantes 9 °C, averses'}</div>`,
    '<section class="une">',
    '<h1>Actualités de Nantes et de la métropole</h1>',
    `<ul class="fil">${list(v.fil ?? 'Tramway : la ligne 1 coupée entre Commerce et Gare ce week-end · il y a 5 min|Le Voyage à Nantes dévoile son programme 2027 · il y a 1 h|FC Nantes : deux absents pour le derby · il y a 2 h|Un nouveau parc ouvre sur l’île de Nantes · il y a 4 h')}</ul>`,
    `<aside class="plus-lus"><h2>Les plus lus</h2><ol>${list(v.lus ?? 'Marché de Noël : les horaires|Bouchons sur le périphérique|Grève des bus jeudi|La Cigale rouvre')}</ol></aside>`,
    '</section>',
  ].join('\n');

export const concertNl = (v: Values): string =>
  [
    '<article class="voorstelling">',
    '<h1>Froukje – TivoliVredenburg, Ronda</h1>',
    '<p>Zaterdag 20 februari 2027 · aanvang 20:30 · zaal open 19:30</p>',
    '<p>Prijs: € 34,50 (incl. servicekosten)</p>',
    `<p class="voorstelling__status">${v.status ?? 'Nog kaarten beschikbaar'}</p>`,
    v.knop ?? '<a class="btn" href="/kaarten/froukje-2027">Bestel kaarten</a>',
    `<p class="voorstelling__kijkers">${v.kijkers ?? '48 mensen bekijken deze voorstelling'}</p>`,
    '</article>',
  ].join('\n');

export const theaterNl = (v: Values): string =>
  [
    '<section class="agenda">',
    '<h1>Agenda Stadsschouwburg Haarlem</h1>',
    `<ul>${list('Hamlet – Het Nationale Theater · do 14 januari 2027 · 20:15|De Vrek – Toneelgroep Maastricht · za 23 januari 2027 · 20:15|Kinderen van de Kamer – Orkater · zo 31 januari 2027 · 14:30')}</ul>`,
    `<p class="populair">${v.populair ?? 'Populair: 48 mensen bekijken deze agenda'}</p>`,
    `<div class="sponsoren"><p>Mede mogelijk gemaakt door</p><ul>${list(v.sponsoren ?? 'Gemeente Haarlem|VriendenLoterij|Rabobank Haarlem|Fonds Podiumkunsten')}</ul></div>`,
    '</section>',
  ].join('\n');

export const eventosEs = (v: Values): string =>
  [
    '<article class="evento">',
    '<h1>Mercado de Diseño – Edición de invierno</h1>',
    '<p>Matadero Madrid, Nave 16 · sábado 19 y domingo 20 de diciembre de 2026, de 11:00 a 21:00 · Entrada libre</p>',
    `<p class="evento__cuenta">Faltan ${v.cuenta ?? '16 días 01:39:49'}</p>`,
    `<p class="evento__asistentes">${v.asistentes ?? '237 personas asistirán'}</p>`,
    `<div class="patrocinadores"><ul>${list(v.patrocinadores ?? 'Mahou|Ayuntamiento de Madrid|Time Out|Cabify')}</ul></div>`,
    '</article>',
  ].join('\n');

export const teatroIt = (v: Values): string =>
  [
    '<article class="spettacolo">',
    '<h1>La locandiera – Teatro Carignano</h1>',
    '<p>Regia di Antonio Latella. Durata: 2 ore e 10 minuti con intervallo.</p>',
    `<p class="spettacolo__data">${v.data ?? 'Sabato 16 gennaio 2027, ore 20:45'}</p>`,
    '<p>Biglietti da 18 € a 42 €. Riduzioni per under 30 e over 65.</p>',
    `<p class="spettacolo__recensione">${v.recensione ?? '«Una Mirandolina che non si dimentica» – La Stampa'}</p>`,
    '</article>',
  ].join('\n');

export const notizieIt = (v: Values): string =>
  [
    '<section class="prima-pagina">',
    '<h1>Bologna – ultime notizie</h1>',
    `<ul class="notizie">${list(v.notizie ?? 'Tram, chiusa via Marconi fino a lunedì · 8 minuti fa|Fiera, il nuovo padiglione aprirà a marzo · 1 ora fa|Basket, la Virtus vince a Milano · 3 ore fa|Sanità, nuovi orari del CUP · ieri')}</ul>`,
    `<aside class="piu-letti"><h2>I più letti</h2><ol>${list(v.letti ?? 'Neve in Appennino|Sciopero dei treni venerdì|Mercatini di Natale in centro|Nuovo parcheggio al Sant’Orsola')}</ol></aside>`,
    `<p class="meteo">${v.meteo ?? 'Bologna oggi: 7°C'}</p>`,
    '</section>',
  ].join('\n');

export const vagasEmpregoPt = (v: Values): string =>
  [
    '<section class="ofertas">',
    '<h1>Ofertas de emprego: enfermeiro em Lisboa</h1>',
    `<div class="destaque">${cards(v.destaque ?? 'Enfermeiro(a) – Hospital da Luz;Em destaque', 'oferta oferta--destaque')}</div>`,
    cards(`Enfermeiro de Cuidados Gerais – CUF Tejo;Lisboa · contrato sem termo;${v.a ?? 'há 2 horas · 31 candidaturas'}|Enfermeiro(a) para Lar – Santa Casa;Lisboa · tempo inteiro;${v.b ?? 'há 5 horas · 12 candidaturas'}|Enfermeiro Especialista em Reabilitação – Lusíadas;Lisboa · 1.850 € – 2.200 €;há 2 dias`, 'oferta'),
    '</section>',
  ].join('\n');

export const jobbSv = (v: Values): string =>
  [
    '<section class="lediga-jobb">',
    '<h1>Lediga jobb i Uppsala kommun</h1>',
    cards(
      [
        'Förskollärare till Kvarngärdets förskola;Tillsvidareanställning · sista ansökningsdag 20 december 2026',
        v.tillsatt ? '' : 'Socialsekreterare, barn och unga;Tillsvidareanställning · sista ansökningsdag 14 december 2026',
        'Elevassistent till Gottsundaskolan;Visstidsanställning · sista ansökningsdag 8 januari 2027',
        'Systemförvaltare, skolans IT;Tillsvidareanställning · sista ansökningsdag 10 januari 2027',
      ].filter(Boolean).join('|'),
      'jobb',
    ),
    `<p class="antal">${v.antal ?? '4 lediga jobb'}</p>`,
    '</section>',
  ].join('\n');

export const ventelisteDa = (v: Values): string =>
  [
    '<article class="venteliste">',
    '<h1>Venteliste – Boligforeningen Ringgården</h1>',
    '<p>Ringgården har 2.600 familie-, ungdoms- og ældreboliger i Aarhus. Boligerne udlejes efter ventelisten.</p>',
    `<p class="venteliste__status"><strong>${v.status ?? 'Ventelisten er lukket for nye medlemmer.'}</strong></p>`,
    '<ul><li>Opnoteringsgebyr: 200 kr.</li><li>Årligt gebyr: 100 kr.</li></ul>',
    '</article>',
  ].join('\n');

export const forumDa = (v: Values): string =>
  [
    '<article class="traad">',
    '<h1>Varmepumpe larmer om natten – Nibe F2120</h1>',
    `<p class="traad__meta">Læst ${v.laest ?? '1.203'} gange · ${v.online ?? 'Online nu: 214'}</p>`,
    `<div class="indlaeg"><p class="indlaeg__meta">Kasper_R skrev ${v.t1 ?? 'for 14 min. siden'}</p><p>Vores F2120 brummer højt mellem kl. 2 og 5. Er det afrimningen?</p><p class="signatur">${v.sig ?? 'Nibe F2120-12 · 9 kW solceller'}</p></div>`,
    '<div class="indlaeg"><p class="indlaeg__meta">vvs-Henrik skrev 2. december 2026</p><p>Ja, det lyder som afrimning. Tjek at udedelen står frit og at afløbet ikke er frosset.</p></div>',
    '</article>',
  ].join('\n');

export const nyhederDa = (v: Values): string =>
  [
    '<section class="forside">',
    '<h1>Nyheder fra Fyn</h1>',
    `<ul class="nyheder">${list(v.nyheder ?? 'Ny letbanestrækning forsinket til 2028 · for 9 min. siden|Odense Zoo får to nye næsehorn · for 1 time siden|OB henter ny målmand · for 3 timer siden|Storm lukker Storebæltsbroen for lette køretøjer · i går')}</ul>`,
    `<aside class="mest-laeste"><h2>Mest læste</h2><ol>${list(v.mest ?? 'Julemarked i H.C. Andersen-kvarteret|Nye p-regler i midtbyen|Skolelukninger på Langeland|Vejarbejde på Rismarksvej')}</ol></aside>`,
    `<p class="vejr">${v.vejr ?? 'Odense: 5°C, let regn'}</p>`,
    '</section>',
  ].join('\n');

export const mieszkaniaPl = (v: Values): string =>
  [
    '<section class="ogloszenia">',
    '<h1>Mieszkania na wynajem – Kraków, Podgórze</h1>',
    `<div class="wyroznione">${cards(v.wyroznione ?? 'Apartament z widokiem na Wisłę, 52 m²;Wyróżnione', 'ogloszenie ogloszenie--wyr')}</div>`,
    cards(`2 pokoje, 44 m², ul. Kalwaryjska;2 900 zł + opłaty;${v.a ?? 'odświeżono 5 min temu'}|3 pokoje, 63 m², ul. Wielicka;3 600 zł + opłaty;${v.b ?? 'odświeżono 2 godz. temu'}|Kawalerka, 27 m², ul. Limanowskiego;2 100 zł + opłaty;dodano wczoraj`, 'ogloszenie'),
    '</section>',
  ].join('\n');
