/**
 * The project and document pages of the eighteenth batch of page pairs (issue 22): a GitHub-like
 * release list, documentation in German and Spanish, status pages in Italian and Swedish, a
 * freeware download page, terms in French and Polish, a Dutch privacy statement's processors and
 * a Portuguese public exam notice served as a PDF's text layer. What they re-render per visit:
 * stars, reactions and "used by" counts, sponsors in random order, build numbers and edit links,
 * helpfulness votes, download counters and mirror order, scan times and the PDF's generation stamp.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');
const rows = (items: string): string => items.split('|').map((r) => `<tr>${r.split(';').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');

const release = (tag: string, when: string, latest: boolean, notes: string, reactions: string): string =>
  `<section class="release"><h2><a href="/tidewave/tidewave/releases/tag/${tag}">${tag}</a>${latest ? ' <span class="Label Label--success">Latest</span>' : ''}</h2><p class="release__meta">ghost-bot released this ${when}</p><ul>${list(notes)}</ul><p class="reactions">${reactions}</p></section>`;

export const releasesEn = (v: Values): string =>
  [
    '<div class="repohead">',
    '<h1>tidewave / tidewave</h1>',
    `<p class="repohead__counts">★ Star ${v.stars ?? '12.4k'} · Fork 871 · Used by ${v.usedBy ?? '3,214'}</p>`,
    '</div>',
    '<h1 class="releases__title">Releases</h1>',
    v.nieuw ? release('v2.9.0', 'Dec 3, 2026', true, 'Add streaming uploads for files over 2 GB (#1822)|Drop support for Node 18 (#1830)|Fix retry loop on 429 responses (#1827)', '👍 4') : '',
    release('v2.8.1', 'Nov 24, 2026', !v.nieuw, 'Fix memory leak in the watcher (#1809)|Update dependencies', `👍 ${v.r1 ?? '31'} 🎉 ${v.r2 ?? '9'}`),
    release('v2.8.0', 'Nov 2, 2026', false, 'New plugin API (#1771)|Config files may be written in TOML (#1780)|Deprecate the --legacy flag (#1785)', `👍 ${v.r3 ?? '88'} 🚀 ${v.r4 ?? '23'}`),
    release('v2.7.3', 'Oct 9, 2026', false, 'Security: escape paths in error pages (CVE-2026-41277)', '👍 45'),
    `<aside class="sponsors"><h2>Sponsors</h2><ul>${list(v.sponsors ?? '@vercel|@sentry|@fly-apps|@tailscale|@cachix')}</ul></aside>`,
  ].join('\n');

export const dokuDe = (v: Values): string =>
  [
    '<article class="doku">',
    '<h1>Konfiguration: Zeitlimits und Wiederholungen</h1>',
    '<p>Alle Werte lassen sich in der Datei <code>relay.toml</code> oder über Umgebungsvariablen setzen.</p>',
    `<table>${rows('connect_timeout;Verbindungsaufbau;5 s|read_timeout;Antwort des Zielservers;30 s|max_retries;Wiederholungen bei 5xx;3|retry_backoff;Wartezeit zwischen Versuchen;2 s, verdoppelt')}</table>`,
    '<p>Zuletzt bearbeitet: 18.11.2026</p>',
    `<p class="doku__edit"><a href="https://git.example.org/relay/docs/edit/${v.commit ?? '4e1a7c2'}/konfiguration.md">Seite bearbeiten</a> · Diese Seite wurde mit Build #${v.build ?? '8812'} erzeugt.</p>`,
    `<div class="feedback">War diese Seite hilfreich? 👍 ${v.ja ?? '143'} 👎 ${v.nein ?? '9'}</div>`,
    `<button class="assist">${v.ki ?? 'Frag die KI'}</button>`,
    '</article>',
  ].join('\n');

export const cguFr = (v: Values): string =>
  [
    '<article class="cgu">',
    '<h1>Conditions générales d’utilisation</h1>',
    `<p class="cgu__maj">Dernière mise à jour : ${v.maj ?? '1er septembre 2026'}</p>`,
    '<h2>Article 6 – Prix et paiement</h2>',
    '<p>L’abonnement est payable mensuellement par carte bancaire ou prélèvement SEPA. Toute période commencée est due.</p>',
    '<h2>Article 7 – Résiliation</h2>',
    `<p>Vous pouvez résilier votre abonnement à tout moment depuis votre espace client, avec un préavis ${v.preavis ?? 'd’un mois'}. Nous pouvons résilier le contrat en cas de manquement grave, après mise en demeure restée sans effet pendant quinze jours.</p>`,
    '<h2>Article 8 – Données personnelles</h2>',
    '<p>Le traitement de vos données est décrit dans notre politique de confidentialité.</p>',
    '</article>',
  ].join('\n');

export const privacyNl = (v: Values): string =>
  [
    '<article class="privacy">',
    '<h1>Privacyverklaring</h1>',
    '<p>Wij verwerken alleen de gegevens die nodig zijn om u onze dienst te leveren. Hieronder staan de verwerkers die namens ons persoonsgegevens verwerken.</p>',
    '<table><tr><th>Verwerker</th><th>Land</th><th>Doel</th></tr>',
    rows(`Hetzner Online GmbH;Duitsland;hosting|Mollie B.V.;Nederland;betalingen|Freshworks Inc.;Verenigde Staten;klantenservice${v.verwerker ? `|${v.verwerker}` : ''}`),
    '</table>',
    '<p>Met elke verwerker hebben wij een verwerkersovereenkomst gesloten.</p>',
    '</article>',
  ].join('\n');

export const docsEs = (v: Values): string =>
  [
    '<article class="docs">',
    '<h1>Subida de archivos</h1>',
    '<p>El endpoint <code>POST /v2/files</code> acepta archivos en una sola petición multipart. Para archivos mayores use la subida por partes.</p>',
    '<h2>Límites</h2>',
    `<table><tr><th>Límite</th><th>Valor</th></tr>${rows(`Tamaño máximo de archivo;${v.max ?? '25 MB'}|Archivos por petición;10|Peticiones por minuto;120`)}</table>`,
    `<p class="docs__pie">¿Te ha resultado útil? ${v.util ?? '212'} personas dicen que sí</p>`,
    '</article>',
  ].join('\n');

export const statoIt = (v: Values): string =>
  [
    '<section class="stato">',
    '<h1>Stato dei servizi</h1>',
    `<p class="stato__globale">${v.globale ?? 'Tutti i servizi sono operativi'}</p>`,
    `<table>${rows(`Posta elettronica;Operativo|PEC;${v.pec ?? 'Operativo'}|Fatturazione elettronica;Operativo|Firma digitale;Operativo|Area clienti;Operativo`)}</table>`,
    v.incidente ? `<div class="incidente"><h2>Incidente in corso</h2><p>${v.incidente}</p></div>` : '',
    `<p class="stato__agg">Ultimo controllo: ${v.controllo ?? '09:20:04'}</p>`,
    '</section>',
  ].join('\n');

export const downloadIt = (v: Values): string =>
  [
    '<article class="download">',
    '<h1>PDF Unisci – scarica gratis</h1>',
    '<table><tr><td>Versione</td><td>5.3.1</td></tr><tr><td>Sistema</td><td>Windows 10/11</td></tr><tr><td>Dimensione</td><td>18,4 MB</td></tr><tr><td>Licenza</td><td>Freeware</td></tr></table>',
    `<p class="download__conteggio">Scaricato ${v.scaricato ?? '48.211'} volte · Ultimo controllo antivirus: oggi alle ${v.antivirus ?? '09:12'}</p>`,
    `<h2>Mirror</h2><ul class="mirror">${list(v.mirror ?? 'GARR (Italia)|Fastly (Europa)|SourceForge|OSUOSL (USA)')}</ul>`,
    '</article>',
  ].join('\n');

const pdfLine = (text: string): string => `<span class="pdf-line">${text}</span>`;

export const pdfPt = (v: Values): string =>
  [
    '<div class="pdf-viewer">',
    `<div class="toolbar"><span>Edital_Concurso_Tecnico_Superior_2027.pdf</span> <a href="/documentos/edital-2027.pdf?token=${v.token ?? 'f19a0c'}">Descarregar</a></div>`,
    '<div class="pdf-page" data-page="1"><div class="textLayer">',
    pdfLine('AVISO DE ABERTURA – Procedimento concursal comum para 6 postos de trabalho de Técnico Superior'),
    pdfLine('1. Prazo de candidatura: 10 dias úteis a contar da publicação no Diário da República.'),
    pdfLine('2. Remuneração: 1.442,57 € (2.ª posição remuneratória).'),
    pdfLine(`3. Data da prova escrita de conhecimentos: ${v.prova ?? '14 de março de 2027'}, às 10h00, na Escola Secundária D. Maria II.`),
    pdfLine('4. Os candidatos admitidos são notificados por correio eletrónico.'),
    pdfLine(`Documento gerado em ${v.gerado ?? '03/12/2026 09:20:11'} · Página 1 de 4`),
    '</div></div>',
    '</div>',
  ].join('\n');

export const regulaminPl = (v: Values): string =>
  [
    '<article class="regulamin">',
    '<h1>Regulamin korzystania z Biblioteki Miejskiej w Gdańsku</h1>',
    '<h2>§ 8. Opłaty</h2>',
    `<ol>${list(`Za przetrzymanie książki pobiera się opłatę 0,20 zł za każdy dzień.|Opłata za wydanie duplikatu karty bibliotecznej wynosi ${v.duplikat ?? '15 zł'}.|Za rezerwację nieodebraną w terminie pobiera się 2 zł.`)}</ol>`,
    '<h2>§ 9. Postanowienia końcowe</h2>',
    '<p>Regulamin wchodzi w życie z dniem podpisania.</p>',
    '</article>',
  ].join('\n');

export const driftSv = (v: Values): string =>
  [
    '<section class="driftstatus">',
    '<h1>Driftinformation – e-tjänster</h1>',
    '<p class="driftstatus__nu">Alla system fungerar normalt.</p>',
    `<div class="planerat"><h2>Planerat underhåll</h2><p>${v.underhall ?? 'Onsdag 9 december 2026 kl. 22.00–02.00'}: e-tjänsterna för bygglov och bostadsanpassning är inte tillgängliga.</p></div>`,
    `<p class="driftstatus__svar">Svarstid just nu: ${v.svar ?? '212 ms'} · Senast kontrollerad ${v.kontroll ?? '09:20:04'}</p>`,
    '</section>',
  ].join('\n');
