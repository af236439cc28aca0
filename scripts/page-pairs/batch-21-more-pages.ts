/**
 * More pages of the twenty-first batch of page pairs (issue 22): an Italian news site's index, a
 * Danish hosting company's status page, a Czech faculty's admissions page, a Polish transit
 * operator's timetable and a Portuguese shop's product page, each with the widgets such pages vary
 * between fetches (relative times, "most read" rankings, response times, live departure countdowns,
 * applicant and viewer counters, rotating reviews).
 */
import type { Values } from './batch-12-shops.js';

const items = (list: string, cls = 'item'): string => list.split('|').filter(Boolean).map((i) => `<li class="${cls}">${i}</li>`).join('');
const rows = (list: string): string => list.split('|').map((row) => `<tr>${row.split('~').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');

export const NOTIZIE = [
  'Manovra, il governo pone la fiducia alla Camera~12 min fa',
  'Maltempo in Liguria: allerta arancione fino a domenica~34 min fa',
  'Sciopero dei treni lunedì 30 novembre: le fasce garantite~1 ora fa',
  'Milano, aperta la nuova fermata M4 San Cristoforo~2 ore fa',
  'Serie A, il Napoli pareggia a Bergamo~3 ore fa',
  'Bollette, da gennaio cala il prezzo del gas per i clienti vulnerabili~4 ore fa',
  'Torino, il Museo Egizio prolunga l’apertura serale~5 ore fa',
  'Istat: a ottobre inflazione all’1,4 per cento~6 ore fa',
].join('|');

export const notizieIt = (v: Values): string =>
  [
    '<h1>Ultime notizie</h1>',
    `<ul class="live">${(v.notizie ?? NOTIZIE).split('|').map((n) => { const [titolo, quando] = n.split('~'); return `<li class="notizia"><a href="/n/${encodeURIComponent(titolo!.slice(0, 10))}">${titolo}</a> <time>${quando}</time></li>`; }).join('')}</ul>`,
    `<aside class="piu-letti"><h2>I più letti ora</h2><ol>${items(v.letti ?? 'Sciopero dei treni lunedì 30 novembre: le fasce garantite|Bollette, da gennaio cala il prezzo del gas|Maltempo in Liguria: allerta arancione|Serie A, il Napoli pareggia a Bergamo|Istat: a ottobre inflazione all’1,4 per cento')}</ol></aside>`,
    `<aside class="mercati"><p>FTSE MIB ${v.mib ?? '34.218,40'} · Spread BTP-Bund ${v.spread ?? '112'} punti</p></aside>`,
    '<section class="newsletter-box"><h2>La newsletter del mattino</h2><p>Ogni giorno alle 7 le notizie che contano, scelte dalla redazione. Gratuita, ci si cancella con un clic. Iscrivendoti accetti l’informativa sulla privacy e ricevi anche le nostre edizioni speciali durante le elezioni e i grandi eventi sportivi.</p></section>',
    `<p class="lettori">${v.lettori ?? '8.412'} lettori stanno leggendo in questo momento</p>`,
  ].join('\n');

const KOMPONENTER = ['Webhotel', 'E-mail (IMAP/SMTP)', 'DNS', 'Kontrolpanel', 'Backup', 'API'];

export const statusDa = (v: Values): string => {
  const oppetid = (v.oppetid ?? '99,99|99,97|100,00|99,98|100,00|99,95').split('|');
  const svartider = (v.svartid ?? '212|318|41|187|0|96').split('|');
  return [
    '<h1>Driftstatus – Nordlys Hosting</h1>',
    `<div class="samlet">${v.samlet ?? 'Alle systemer kører normalt'}</div>`,
    `<p class="opdateret">Opdateret for ${v.ago ?? '3'} minutter siden</p>`,
    '<section class="komponenter">',
    KOMPONENTER.map((navn, i) => `<div class="komponent"><span class="navn">${navn}</span><span class="tilstand">${i === 1 ? (v.email ?? 'Kører normalt') : 'Kører normalt'}</span><span class="oppetid">${oppetid[i]} % oppetid de seneste 90 dage</span><span class="svartid">${svartider[i] === '0' ? '' : `Svartid ${svartider[i]} ms`}</span></div>`).join('\n'),
    '</section>',
    v.haendelse ? `<section class="aktiv"><h2>Aktuel hændelse</h2>${v.haendelse}</section>` : '',
    `<section class="planlagt"><h2>Planlagt vedligeholdelse</h2><h3>Opgradering af lagerklynge (København)</h3><p>${v.vindue ?? 'Tirsdag den 8. december 2026 kl. 22:00–23:30'}. Webhoteller på klyngen kan være utilgængelige i op til 15 minutter i vinduet.</p></section>`,
    `<section class="historik"><h2>Tidligere hændelser</h2><h3>Forsinket levering af e-mail</h3><p>Løst – Indgående e-mail blev forsinket op til 20 minutter på grund af en fejl i spamfilteret. 24. november kl. 10:12–11:05.</p><h3>Langsomt kontrolpanel</h3><p>Løst – En databaseforespørgsel blev optimeret. 19. november kl. 14:40–15:10.</p></section>`,
    `<p class="abonnenter">${v.abonnenter ?? '4.812'} abonnenter får besked om hændelser · <a href="/abonner">Abonnér</a> · <a href="/rss">RSS</a></p>`,
  ].join('\n');
};

export const prijimackyCs = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Úvod</a> › <a href="/uchazeci">Uchazeči</a> › Přijímací řízení</nav>',
    '<article>',
    '<h1>Přijímací řízení 2027/2028 – bakalářské studium Informatika</h1>',
    '<p>Fakulta informatiky přijímá uchazeče do tříletého bakalářského programu Informatika v prezenční formě. O přijetí rozhoduje výsledek přijímací zkoušky z matematiky a logiky; uchazeči s výborným prospěchem mohou být přijati bez zkoušky.</p>',
    `<h2>Termíny a poplatky</h2><table><tr><th>Položka</th><th>Údaj</th></tr>${rows(`Podání elektronické přihlášky~do ${v.termin ?? '31. 3. 2027'}|Poplatek za přijímací řízení~${v.poplatek ?? '800 Kč'}|Přijímací zkouška~12. 6. 2027|Náhradní termín zkoušky~19. 6. 2027|Zápis ke studiu~7. – 9. 7. 2027`)}</table>`,
    `<h2>Co přiložit k přihlášce</h2><ul>${items('doklad o zaplacení poplatku|ověřenou kopii maturitního vysvědčení (dodat nejpozději při zápisu)|u zahraničního vzdělání rozhodnutí o uznání')}</ul>`,
    '<p>Studijní oddělení, budova A, 2. patro. Úřední hodiny pondělí a středa 9:00–11:00 a 13:00–15:00, čtvrtek 9:00–11:00. Telefon 549 49 1234, prijimacky@fi.example.cz.</p>',
    '</article>',
    `<aside class="live"><p>Podaných přihlášek letos: ${v.prihlasky ?? '1 284'} · Stránku si právě prohlíží ${v.prohlizi ?? '23'} uchazečů</p></aside>`,
    `<aside class="aktuality"><h2>Aktuality</h2><ul>${items(v.aktuality ?? 'Den otevřených dveří 16. ledna 2027|Nový předmět Strojové učení v praxi|Studenti FI vyhráli hackathon v Brně|Stipendia pro první ročník')}</ul><p>Poslední aktualizace před ${v.ago ?? '3'} minutami</p></aside>`,
  ].join('\n');

export const ROZKLAD = '5~05 25 45|6~05 17 29 41 53|7~05 15 25 35 45 55|8~05 17 29 41 53|9~10 30 50|10~10 30 50|11~10 30 50';

export const rozkladPl = (v: Values): string =>
  [
    '<nav class="crumbs"><a href="/">Start</a> › <a href="/rozklady">Rozkłady jazdy</a> › Linia 174</nav>',
    '<h1>Linia 174 – przystanek Rondo ONZ 03, kierunek Dworzec Centralny</h1>',
    '<p class="wazny">Rozkład ważny w dni robocze. Odjazdy w soboty i niedziele na osobnej stronie.</p>',
    `<table class="rozklad"><tr><th>Godzina</th><th>Minuty</th></tr>${rows(v.rozklad ?? ROZKLAD)}</table>`,
    '<p>Oznaczenia: kursy zaznaczone literą „n” są obsługiwane pojazdem niskopodłogowym. Wszystkie pojazdy na linii są klimatyzowane i wyposażone w biletomaty.</p>',
    `<aside class="na-zywo"><h2>Najbliższe odjazdy</h2><ul>${items(v.zywo ?? '174 Dworzec Centralny – za 3 min|174 Dworzec Centralny – za 15 min|174 Dworzec Centralny – za 27 min')}</ul></aside>`,
    `<aside class="komunikaty"><h2>Komunikaty</h2><ul>${items(v.komunikaty ?? 'Objazd linii 109 ul. Górczewską|Zmiana lokalizacji przystanku Metro Młynów 04|Kasownik w tramwaju – jak skasować bilet|Bilety okresowe w aplikacji')}</ul></aside>`,
    `<p class="pogoda">Warszawa ${v.temp ?? '2'} °C · Jakość powietrza: ${v.powietrze ?? 'dobra'}</p>`,
  ].join('\n');

const OPINIOES = [
  '<article><p>★★★★★ «Cozinha o feijão em 20 minutos, muito prática.» – Rita, Braga</p></article>',
  '<article><p>★★★★☆ «Boa panela, a válvula faz algum barulho.» – Nuno, Coimbra</p></article>',
  '<article><p>★★★★★ «Chegou em dois dias e funciona na placa de indução.» – Helena, Faro</p></article>',
];

export const panelaLd = (price: string): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Panela de pressão Silampos Clássica 6 L', sku: 'SIL-6006', brand: { '@type': 'Brand', name: 'Silampos' }, offers: { '@type': 'Offer', priceCurrency: 'EUR', price, availability: 'https://schema.org/InStock' } })}</script>`;

export const panelaPt = (v: Values): string => {
  const o = Number(v.opiniao ?? '0');
  return [
    '<nav class="crumbs"><a href="/">Início</a> › <a href="/cozinha">Cozinha</a> › Panelas de pressão</nav>',
    '<div class="produto">',
    '<div class="produto__img"><img src="/img/silampos-6l.jpg" alt="Panela de pressão Silampos Clássica 6 L"></div>',
    '<div class="produto__compra">',
    '<h1>Panela de pressão Silampos Clássica 6 L, inox</h1>',
    `<p class="avaliacao">4,6 de 5 · ${v.avaliacoes ?? '612'} avaliações</p>`,
    `<p class="preco">${v.preco ?? '59,90 €'}</p>`,
    '<p class="stock">Em stock · entrega em 2 a 3 dias úteis</p>',
    '<button class="btn">Adicionar ao carrinho</button>',
    `<p class="a-ver">${v.aVer ?? '14'} pessoas estão a ver este produto</p>`,
    '</div></div>',
    '<section class="descricao"><h2>Descrição</h2><p>Panela de pressão em aço inoxidável 18/10 com fundo difusor, fabricada em Portugal. Duas posições de pressão, válvula de segurança e pega ergonómica. Compatível com todos os fogões, incluindo indução.</p><ul><li>Capacidade: 6 litros</li><li>Diâmetro: 22 cm</li><li>Garantia: 5 anos</li></ul></section>',
    `<section class="opinioes"><h2>O que dizem os clientes</h2>${OPINIOES[o % 3]}${OPINIOES[(o + 1) % 3]}</section>`,
  ].join('\n');
};
