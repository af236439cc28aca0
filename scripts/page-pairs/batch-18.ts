/**
 * The eighteenth batch of page pairs (issue 22, manifest "batch": "pairs-18"), written in one go
 * and split by name before any evaluation ran on it: 50 pairs (26 real, 24 noise) of the non-shop
 * pages people watch with changedetection.io and urlwatch, in en, de, fr, nl, es, it, pt, sv, da
 * and pl: council notices and fee tables, opening hours, appointment pages, school and university
 * admissions, ticket and event pages, a festival line-up, release lists, documentation, status
 * pages, terms and privacy statements, a PDF's text, job boards, rental lists, news front pages
 * and a forum thread. Its real changes are what a watcher of such a page waits for: an entry added
 * or removed, a date or deadline moved, a fee or limit changed in a table, a status flipped, a
 * version, a slot opened. Its noise is what such sites vary between two fetches (batch-18-shell.ts:
 * tokens, session ids in links, A/B classes, cache-busters, the "generated at" line) and in the
 * page: live states, queue numbers, counters, relative times, rotating and sponsored slots,
 * sponsors in random order, related links, weather, countdowns. Names start "p18-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell18, VISITS_18, type Site18 } from './batch-18-shell.js';
import type { Values } from './batch-12-shops.js';
import { ayuntamientoEs, bandoIt, bibliotekSv, bipPl, borgerserviceDa, bygglovSv, camaraPt, citaEs, gardenWasteEn, hallenbadDe, libraryEn, mairieFr, parkeerNl, prefectureFr, standesamtDe, szkolaPl, tariIt, uniDe, vagasPt, zwembadNl } from './batch-18-public.js';
import { cguFr, docsEs, dokuDe, downloadIt, driftSv, pdfPt, privacyNl, regulaminPl, releasesEn, statoIt } from './batch-18-projects.js';
import { actualitesFr, concertNl, eventosEs, festivalDe, forumDa, jobbSv, logementFr, mieszkaniaPl, notizieIt, nyhederDa, teatroIt, theaterNl, ticketsEn, vagasEmpregoPt, ventelisteDa, wohnungenDe } from './batch-18-listings.js';

export const BATCH_18 = 'pairs-18';

const { real, noise } = batchPairs(BATCH_18, 'p18');

/** A page drawn from values on two fetches: the shell's per-visit parts always differ. */
function page(site: Site18, body: (v: Values) => string, after: Values, options: { both?: Values; before?: Values } = {}): (side: Side) => string {
  return (side) => renderShell18(site, VISITS_18[side], body({ ...options.both, ...(side === 'before' ? options.before : after) }));
}

const s = (site: string, lang: string, title: string, sessionLinks = false): Site18 => ({ site, lang, title, sessionLinks });

const leedsSite = s('Leeds City Council', 'en-GB', 'Garden waste collections – Leeds City Council');
const librarySite = s('Leeds Libraries', 'en-GB', 'Central Library – Leeds Libraries');
const releasesSite = s('GitHub', 'en', 'Releases · tidewave/tidewave');
const theatreSite = s('Royal Exchange Theatre', 'en-GB', 'The Comedy of Errors – Royal Exchange Theatre');
const badSite = s('Stadtwerke Kassel Bäder', 'de-DE', 'Hallenbad Süd | Stadtwerke Kassel');
const standesamtSite = s('Stadt Bielefeld', 'de-DE', 'Standesamt – Terminvereinbarung | Stadt Bielefeld', true);
const uniSite = s('Hochschule Darmstadt', 'de-DE', 'Bewerbung Sommersemester 2027 | h_da');
const dokuSite = s('Relay Dokumentation', 'de', 'Konfiguration – Relay Dokumentation');
const festivalSite = s('Open Flair', 'de-DE', 'Line-up – Open Flair 2027');
const wohnungSite = s('Wohnungsbörse Leipzig', 'de-DE', 'Mietwohnungen Leipzig-Connewitz', true);
const mairieSite = s('Ville de Villeurbanne', 'fr-FR', 'Inscriptions scolaires 2027-2028 – Ville de Villeurbanne');
const prefectureSite = s('Préfecture du Rhône', 'fr-FR', 'Prise de rendez-vous – Préfecture du Rhône', true);
const cguSite = s('Cloudeo', 'fr-FR', 'Conditions générales d’utilisation – Cloudeo');
const logementSite = s('LocaOuest', 'fr-FR', 'Locations à Rennes – LocaOuest');
const actuSite = s('Nantes Infos', 'fr-FR', 'Actualités Nantes – Nantes Infos');
const parkeerSite = s('Gemeente Utrecht', 'nl-NL', 'Parkeervergunning voor bewoners | Gemeente Utrecht');
const zwembadSite = s('SRO Amersfoort', 'nl-NL', 'Zwembad De Kwinkelier | SRO');
const privacySite = s('Boekhoudbaas', 'nl-NL', 'Privacyverklaring – Boekhoudbaas');
const concertSite = s('TivoliVredenburg', 'nl-NL', 'Froukje | TivoliVredenburg');
const theaterSite = s('Stadsschouwburg Haarlem', 'nl-NL', 'Agenda | Stadsschouwburg Haarlem');
const citaSite = s('Cita Previa DNI', 'es-ES', 'Cita previa DNI – Valencia', true);
const getafeSite = s('Ayuntamiento de Getafe', 'es-ES', 'Noticias – Ayuntamiento de Getafe');
const docsEsSite = s('Archivera Docs', 'es', 'Subida de archivos – Archivera Docs');
const eventoSite = s('Matadero Madrid', 'es-ES', 'Mercado de Diseño – Matadero Madrid');
const tariSite = s('Comune di Modena', 'it-IT', 'TARI 2027 – Comune di Modena');
const bandoSite = s('Università di Pavia', 'it-IT', 'Bando LM Data Science 2027/2028 – Università di Pavia', true);
const statoSite = s('PostaCert', 'it-IT', 'Stato dei servizi – PostaCert');
const downloadSite = s('SoftItalia', 'it-IT', 'PDF Unisci 5.3.1 – download gratis | SoftItalia');
const teatroSite = s('Teatro Stabile di Torino', 'it-IT', 'La locandiera – Teatro Stabile di Torino');
const notizieSite = s('BolognaToday', 'it-IT', 'Bologna – ultime notizie | BolognaToday');
const vagasSite = s('Direção-Geral do Ensino Superior', 'pt-PT', 'Vagas 2027 – DGES');
const camaraSite = s('Câmara Municipal de Braga', 'pt-PT', 'Balcão Único – Câmara Municipal de Braga');
const editalSite = s('Município de Sintra', 'pt-PT', 'Edital_Concurso_Tecnico_Superior_2027.pdf');
const empregoSite = s('NetEmprego', 'pt-PT', 'Enfermeiro Lisboa – ofertas de emprego | NetEmprego', true);
const bygglovSite = s('Örebro kommun', 'sv-SE', 'Avgifter för bygglov | Örebro kommun');
const bibliotekSite = s('Malmö stadsbibliotek', 'sv-SE', 'Evenemang – Malmö stadsbibliotek', true);
const driftSite = s('Örebro kommun', 'sv-SE', 'Driftinformation e-tjänster | Örebro kommun');
const jobbSite = s('Uppsala kommun', 'sv-SE', 'Lediga jobb | Uppsala kommun');
const borgerSite = s('Odense Kommune', 'da-DK', 'Bestil tid – Borgerservice | Odense Kommune', true);
const ventelisteSite = s('Ringgården', 'da-DK', 'Venteliste | Ringgården');
const forumDaSite = s('Varmepumpeforum', 'da-DK', 'Varmepumpe larmer om natten – Nibe F2120 | Varmepumpeforum');
const nyhederSite = s('Fyns Nyheder', 'da-DK', 'Nyheder fra Fyn | Fyns Nyheder');
const szkolaSite = s('SP 12 Lublin', 'pl-PL', 'Rekrutacja 2027/2028 – SP 12 Lublin');
const bipSite = s('BIP Gmina Kobylnica', 'pl-PL', 'Obwieszczenie Wójta – BIP Gmina Kobylnica', true);
const regulaminSite = s('Biblioteka Miejska w Gdańsku', 'pl-PL', 'Regulamin – Biblioteka Miejska w Gdańsku');
const mieszkaniaSite = s('Domiporta', 'pl-PL', 'Mieszkania na wynajem Kraków Podgórze | Domiporta');

const slotsDa = '<p>Ledige tider:</p><ul><li>Tirsdag 15. december kl. 10.20</li><li>Tirsdag 15. december kl. 10.40</li><li>Torsdag 17. december kl. 14.00</li></ul><a class="btn" href="/booking/vaelg">Vælg tid</a>';
const citaOpen = '<p>Hay citas disponibles a partir del 14/01/2027.</p><a class="btn" href="/cita/seleccionar">Solicitar cita</a>';

export const PAIRS_18: PairSpec[] = [
  // ----- real: public services -----
  real('council-garden-waste-en', 'content', 'content', 'English council page; garden waste "resume on Tuesday 2 March 2027" → "Tuesday 16 March 2027", the updates widget\'s "5 minutes ago" → "28 minutes ago".', page(leedsSite, gardenWasteEn, { resume: 'Tuesday 16 March 2027', latest: 'Christmas and New Year bin collection changes – updated 28 minutes ago|Household waste recycling centres: winter hours – 2 days ago|Report a missed collection online – 1 week ago' })),
  real('hallenbad-revision-de', 'content', 'content', 'German swimming hall; a new notice "Wegen Revision vom 11. bis 22. Januar 2027 geschlossen" among the notes, the live occupancy 34 % → 41 %.', page(badSite, hallenbadDe, { auslastung: '41 %', hinweise: 'Wegen Revision bleibt das Hallenbad vom 11. bis 22. Januar 2027 geschlossen.|Am 24.12. und 31.12. schließt das Bad um 12:00 Uhr.|Das Lehrschwimmbecken ist dienstags von 14 bis 16 Uhr für Kurse reserviert.' })),
  real('uni-bewerbung-de', 'content', 'content', 'German university admissions table; Psychologie\'s status cell "offen" → "geschlossen" (places full), the teaser rotates.', page(uniSite, uniDe, { psychologie: 'geschlossen', teaser: 'Infoabend Duales Studium am 20. Januar' })),
  real('mairie-inscriptions-fr', 'content', 'content', 'French town hall; school registration "du lundi 4 janvier au vendredi 26 février 2027" → "vendredi 12 mars 2027", the news sidebar\'s relative times.', page(mairieSite, mairieFr, { fin: '12 mars 2027', actus: 'Marché de Noël : programme du week-end (il y a 4 h)|Travaux rue de la République (hier)|Collecte des sapins en janvier (il y a 2 jours)' })),
  real('parkeervergunning-nl', 'content', 'content', 'Dutch council; resident parking permit "€ 142,80 per jaar" → "€ 158,40 per jaar" in the fee table, "Anderen bekeken ook" reordered.', page(parkeerSite, parkeerNl, { eerste: '€ 158,40 per jaar', ook: 'Ontheffing milieuzone|Parkeren voor gehandicapten|Laadpaal aanvragen' })),
  real('cita-previa-es', 'content', 'content', 'Spanish appointment page; "No hay citas disponibles" → "Hay citas disponibles a partir del 14/01/2027" with a booking button, the check time and session field.', page(citaSite, citaEs, { estado: citaOpen, comprobacion: '09:43', sesion: 'e03b7d915c' })),
  real('comune-tari-it', 'content', 'content', 'Italian council tax page; TARI first instalment and single payment "16 aprile 2027" → "31 maggio 2027" in the table.', page(tariSite, tariIt, { prima: '31 maggio 2027', unica: '31 maggio 2027' })),
  real('universidade-vagas-pt', 'content', 'content', 'Portuguese admissions table; Engenharia Informática "120" → "135" places.', page(vagasSite, vagasPt, { informatica: '135' })),
  real('bygglov-avgift-sv', 'content', 'content', 'Swedish council fee table; "Nybyggnad av enbostadshus 24 650 kr" → "26 180 kr".', page(bygglovSite, bygglovSv, { villa: '26 180 kr' })),
  real('borgerservice-tider-da', 'content', 'content', 'Danish citizens\' service booking; "Der er ingen ledige tider" → three free slots on 15 and 17 December and a "Vælg tid" button.', page(borgerSite, borgerserviceDa, { tider: slotsDa })),
  real('szkola-rekrutacja-pl', 'content', 'content', 'Polish school admissions table; applications "od 1 marca do 15 marca 2027 r." → "do 22 marca 2027 r.".', page(szkolaSite, szkolaPl, { wnioski: 'od 1 marca do 22 marca 2027 r.' })),
  // ----- real: projects, documents, status -----
  real('releases-new-en', 'content', 'content', 'GitHub-like release list; a new release v2.9.0 on top takes the "Latest" label, stars 12.4k → 12.5k and reactions move.', page(releasesSite, releasesEn, { nieuw: 'yes', stars: '12.5k', r1: '32' })),
  real('cgu-preavis-fr', 'content', 'content', 'French terms; the notice period to cancel "d’un mois" → "de deux mois", the update date "1er septembre 2026" → "3 décembre 2026".', page(cguSite, cguFr, { preavis: 'de deux mois', maj: '3 décembre 2026' })),
  real('privacy-verwerkers-nl', 'content', 'content', 'Dutch privacy statement; a new processor row "Mailgun Technologies, Inc. · Verenigde Staten · verzending van e-mail".', page(privacySite, privacyNl, { verwerker: 'Mailgun Technologies, Inc.;Verenigde Staten;verzending van e-mail' })),
  real('documentacion-limite-es', 'content', 'content', 'Spanish API docs; "Tamaño máximo de archivo 25 MB" → "50 MB" in the limits table, the helpful count moves.', page(docsEsSite, docsEs, { max: '50 MB', util: '215' })),
  real('stato-pec-it', 'content', 'content', 'Italian status page; "PEC Operativo" → "Disservizio", the summary line and an incident note, the check clock.', page(statoSite, statoIt, { pec: 'Disservizio', globale: 'Alcuni servizi hanno problemi', incidente: 'Ritardi nella consegna dei messaggi PEC verso altri gestori. Stiamo lavorando alla risoluzione.', controllo: '09:43:18' })),
  real('pdf-edital-pt', 'content', 'content', 'Portuguese exam notice as a PDF\'s text layer; "Data da prova escrita: 14 de março de 2027" → "21 de março de 2027", the generation stamp and download token.', page(editalSite, pdfPt, { prova: '21 de março de 2027', gerado: '03/12/2026 09:43:27', token: '7c2e91' })),
  real('driftstatus-underhall-sv', 'content', 'content', 'Swedish council status page; planned maintenance "Onsdag 9 december 2026 kl. 22.00–02.00" → "Onsdag 16 december 2026", the response time and check clock.', page(driftSite, driftSv, { underhall: 'Onsdag 16 december 2026 kl. 22.00–02.00', svar: '187 ms', kontroll: '09:43:18' })),
  real('regulamin-oplata-pl', 'content', 'content', 'Polish library rules; the fee for a duplicate card "15 zł" → "25 zł".', page(regulaminSite, regulaminPl, { duplikat: '25 zł' })),
  // ----- real: events, tickets, boards, lists -----
  real('tickets-waitlist-en', 'content', 'content', 'English theatre; the Friday performance "Sold out – join the waiting list" → "Available – 4 seats left", the viewer count moves.', page(theatreSite, ticketsEn, { fri: 'Available – 4 seats left', social: '61 people are looking at this show' })),
  real('festival-lineup-de', 'content', 'content', 'German festival line-up; a new act "Betontod" confirmed, the countdown ticks and the partner strip\'s order changes.', page(festivalSite, festivalDe, { neu: 'Betontod', countdown: '246 Tage, 14 Stunden, 16 Minuten', partner: 'Visions|Radio Bob|Deutsche Bahn|Krombacher' })),
  real('logement-loue-fr', 'content', 'content', 'French rental list; the "T3, 62 m², Sainte-Anne" listing is gone (let), "4 annonces" → "3 annonces", the view count moves.', page(logementSite, logementFr, { loue: 'yes', total: '3', vues: 'Cette recherche a été consultée 1 231 fois aujourd’hui' })),
  real('concert-uitverkocht-nl', 'content', 'content', 'Dutch concert page; "Nog kaarten beschikbaar" → "Uitverkocht", the order button replaced by a waiting-list link, the viewer count moves.', page(concertSite, concertNl, { status: 'Uitverkocht', knop: '<a class="btn" href="/wachtlijst/froukje-2027">Zet je op de wachtlijst</a>', kijkers: '51 mensen bekijken deze voorstelling' })),
  real('teatro-data-it', 'content', 'content', 'Italian theatre; the performance moved "Sabato 16 gennaio 2027, ore 20:45" → "Domenica 17 gennaio 2027, ore 16:00", the review quote rotates.', page(teatroSite, teatroIt, { data: 'Domenica 17 gennaio 2027, ore 16:00', recensione: '«Ritmo perfetto, attori in stato di grazia» – Corriere della Sera' })),
  real('jobb-tillsatt-sv', 'content', 'content', 'Swedish council job board; the "Socialsekreterare, barn och unga" posting is gone, "4 lediga jobb" → "3 lediga jobb".', page(jobbSite, jobbSv, { tillsatt: 'yes', antal: '3 lediga jobb' })),
  real('venteliste-aaben-da', 'content', 'content', 'Danish housing association; "Ventelisten er lukket for nye medlemmer." → "Ventelisten er åben for nye medlemmer."', page(ventelisteSite, ventelisteDa, { status: 'Ventelisten er åben for nye medlemmer.' })),

  // ----- noise: public services -----
  noise('library-open-now-en', 'content', 'English library; "Open now – closes in 8 hours 39 minutes" → "8 hours 16 minutes", weather 6°C → 7°C, "What\'s on this week" rotates.', page(librarySite, libraryEn, { live: 'Open now – closes in 8 hours 16 minutes', weather: 'Leeds: 7°C, light rain', events: 'Knit and natter|Family history drop-in|Rhyme Time for under-5s|Code Club for ages 9–13' })),
  noise('standesamt-online-de', 'content', 'German registry office, still no free appointment; "Letzte Aktualisierung: vor 3 Minuten" → "vor 7 Minuten", "Derzeit 23 Personen auf dieser Seite" → 31, the form token and the session id in links.', page(standesamtSite, standesamtDe, { stand: 'vor 7 Minuten', online: 'Derzeit 31 Personen auf dieser Seite', token: '4d09a7e31f' })),
  noise('prefecture-rdv-fr', 'content', 'French prefecture, still no free slot; the info banner rotates, "Dernière vérification : 09:20:11" → "09:43:27", the form token.', page(prefectureSite, prefectureFr, { bandeau: 'Les demandes de naturalisation se font uniquement en ligne depuis le 1er janvier.', maj: '09:43:27', token: '9e4f1a20b7c3' })),
  noise('zwembad-drukte-nl', 'content', 'Dutch swimming pool; "Drukte nu: rustig (34 bezoekers)" → "gemiddeld (71 bezoekers)", weather 6°C → 7°C.', page(zwembadSite, zwembadNl, { drukte: 'gemiddeld (71 bezoekers)', weer: 'Amersfoort vandaag: 7°C, bewolkt' })),
  noise('ayuntamiento-noticias-es', 'content', 'Spanish council news front; the rotating banner, "hace 12 minutos" → "hace 35 minutos", "hace 2 horas" → "hace 3 horas", visits 12.345 → 12.391.', page(getafeSite, ayuntamientoEs, { banner: 'Campaña de vacunación de la gripe: pide tu cita', noticias: 'Aprobado el presupuesto municipal de 2027 · hace 35 minutos|Nuevo carril bici en la avenida de las Ciudades · hace 3 horas|Abierto el plazo de las ayudas al alquiler joven · ayer|La biblioteca Ricardo de la Vega amplía su horario · hace 3 días', visitas: '12.391' })),
  noise('universita-bando-it', 'content', 'Italian university call; views 3.214 → 3.290, "Ultimo aggiornamento della pagina" 09:20 → 09:43, "Potrebbe interessarti" reshuffled, session ids in links.', page(bandoSite, bandoIt, { visual: '3.290', agg: '03/12/2026 09:43', correlati: 'Residenze universitarie|Tutorato|Borse di studio DSU|Test di inglese B2' })),
  noise('camara-senhas-pt', 'content', 'Portuguese town hall desk; "Senhas em espera: 14 · Última senha chamada: A042" → "9 · A051", weather 11 °C → 12 °C.', page(camaraSite, camaraPt, { espera: '9', chamada: 'A051', tempo: 'Braga: 12 °C, céu nublado' })),
  noise('bibliotek-evenemang-sv', 'content', 'Swedish library events; "Uppdaterad för 3 minuter sedan" → "för 26 minuter sedan", sponsors in another order, session ids in links.', page(bibliotekSite, bibliotekSv, { uppdaterad: 'för 26 minuter sedan', sponsorer: 'Akademibokhandeln|Kulturrådet|Studieförbundet Vuxenskolan|Sparbanksstiftelsen' })),
  noise('bip-wyswietlenia-pl', 'content', 'Polish public notice (BIP); "Liczba wyświetleń: 523" → 531 and the site\'s visit counter 1 204 877 → 1 204 951, session ids in links.', page(bipSite, bipPl, { wyswietlenia: '531', licznik: '1 204 951' })),
  // ----- noise: projects, documents, status -----
  noise('releases-stars-en', 'content', 'GitHub-like release list; stars 12.4k → 12.5k, "Used by 3,214" → 3,220, reactions move, sponsors in another order.', page(releasesSite, releasesEn, { stars: '12.5k', usedBy: '3,220', r1: '33', r2: '10', r3: '89', sponsors: '@tailscale|@vercel|@cachix|@sentry|@fly-apps' })),
  noise('doku-build-de', 'content', 'German docs page; build #8812 → #8817, the edit link\'s commit, helpful votes 143/9 → 146/9, the A/B assistant button "Frag die KI" → "KI-Assistent".', page(dokuSite, dokuDe, { build: '8817', commit: 'b93d0f1', ja: '146', ki: 'KI-Assistent' })),
  noise('download-mirror-it', 'content', 'Italian download page; "Scaricato 48.211 volte" → 48.305, the antivirus check "09:12" → "09:38", mirrors in another order.', page(downloadSite, downloadIt, { scaricato: '48.305', antivirus: '09:38', mirror: 'SourceForge|GARR (Italia)|OSUOSL (USA)|Fastly (Europa)' })),
  noise('pdf-gerado-pt', 'content', 'Portuguese exam notice as a PDF\'s text layer; only "Documento gerado em 03/12/2026 09:20:11" → "09:43:27" and the download token.', page(editalSite, pdfPt, { gerado: '03/12/2026 09:43:27', token: '7c2e91' })),
  noise('docs-util-es', 'content', 'Spanish API docs; "212 personas dicen que sí" → 215, nothing else in the page.', page(docsEsSite, docsEs, { util: '215' })),
  noise('driftstatus-svarstid-sv', 'content', 'Swedish council status page; response time 212 ms → 187 ms and "Senast kontrollerad" clock, the maintenance notice unchanged.', page(driftSite, driftSv, { svar: '187 ms', kontroll: '09:43:18' })),
  // ----- noise: events, boards, lists, news -----
  noise('wohnungen-gemerkt-de', 'content', 'German rental list; the sponsored listing rotates, "vor 12 Min. online · 23× gemerkt" → "vor 35 Min. online · 26× gemerkt", session ids in links.', page(wohnungSite, wohnungenDe, { gesponsert: 'Wohnen am Cospudener See – 2 bis 4 Zimmer;Gesponsert', a: 'vor 35 Min. online · 26× gemerkt', b: 'vor 4 Std. online · 61× gemerkt' })),
  noise('actualites-une-fr', 'content', 'French news front; relative times re-render ("il y a 5 min" → "il y a 28 min"), "Les plus lus" reordered, weather 9 °C → 10 °C.', page(actuSite, actualitesFr, { meteo: 'Nantes 10 °C, averses', fil: 'Tramway : la ligne 1 coupée entre Commerce et Gare ce week-end · il y a 28 min|Le Voyage à Nantes dévoile son programme 2027 · il y a 1 h|FC Nantes : deux absents pour le derby · il y a 2 h|Un nouveau parc ouvre sur l’île de Nantes · il y a 5 h', lus: 'Grève des bus jeudi|Marché de Noël : les horaires|La Cigale rouvre|Bouchons sur le périphérique' })),
  noise('theater-populair-nl', 'content', 'Dutch theatre agenda; "Populair: 48 mensen bekijken deze agenda" → 52, sponsors in another order.', page(theaterSite, theaterNl, { populair: 'Populair: 52 mensen bekijken deze agenda', sponsoren: 'Fonds Podiumkunsten|Rabobank Haarlem|Gemeente Haarlem|VriendenLoterij' })),
  noise('eventos-cuenta-atras-es', 'content', 'Spanish event page; countdown "16 días 01:39:49" → "16 días 01:16:33", "237 personas asistirán" → 241, sponsors in another order.', page(eventoSite, eventosEs, { cuenta: '16 días 01:16:33', asistentes: '241 personas asistirán', patrocinadores: 'Cabify|Mahou|Time Out|Ayuntamiento de Madrid' })),
  noise('notizie-prima-pagina-it', 'content', 'Italian news front; "8 minuti fa" → "31 minuti fa", "1 ora fa" → "2 ore fa", "I più letti" reordered, weather 7°C → 8°C.', page(notizieSite, notizieIt, { notizie: 'Tram, chiusa via Marconi fino a lunedì · 31 minuti fa|Fiera, il nuovo padiglione aprirà a marzo · 2 ore fa|Basket, la Virtus vince a Milano · 3 ore fa|Sanità, nuovi orari del CUP · ieri', letti: 'Sciopero dei treni venerdì|Neve in Appennino|Nuovo parcheggio al Sant’Orsola|Mercatini di Natale in centro', meteo: 'Bologna oggi: 8°C' })),
  noise('vagas-destaque-pt', 'content', 'Portuguese job board; the featured offer rotates, "há 2 horas · 31 candidaturas" → "há 3 horas · 34 candidaturas", session ids in links.', page(empregoSite, vagasEmpregoPt, { destaque: 'Enfermeiro(a) – Hospital CUF Descobertas;Em destaque', a: 'há 3 horas · 34 candidaturas', b: 'há 5 horas · 13 candidaturas' })),
  noise('forum-laest-da', 'content', 'Danish forum thread; "Læst 1.203 gange" → 1.219, "Online nu: 214" → 229, "for 14 min. siden" → "for 37 min. siden", the signature\'s rotating line.', page(forumDaSite, forumDa, { laest: '1.219', online: 'Online nu: 229', t1: 'for 37 min. siden', sig: 'Nibe F2120-12 · 9 kW solceller · Fjernvarme? Nej tak' })),
  noise('nyheder-forside-da', 'content', 'Danish news front; "for 9 min. siden" → "for 32 min. siden", "for 1 time siden" → "for 2 timer siden", "Mest læste" reordered, weather 5°C → 6°C.', page(nyhederSite, nyhederDa, { nyheder: 'Ny letbanestrækning forsinket til 2028 · for 32 min. siden|Odense Zoo får to nye næsehorn · for 2 timer siden|OB henter ny målmand · for 3 timer siden|Storm lukker Storebæltsbroen for lette køretøjer · i går', mest: 'Nye p-regler i midtbyen|Julemarked i H.C. Andersen-kvarteret|Vejarbejde på Rismarksvej|Skolelukninger på Langeland', vejr: 'Odense: 6°C, let regn' })),
  noise('ogloszenia-mieszkania-pl', 'content', 'Polish rental list; the featured listing rotates, "odświeżono 5 min temu" → "odświeżono 28 min temu", "2 godz. temu" → "3 godz. temu".', page(mieszkaniaSite, mieszkaniaPl, { wyroznione: 'Nowe mieszkanie przy Zabłociu, 48 m²;Wyróżnione', a: 'odświeżono 28 min temu', b: 'odświeżono 3 godz. temu' })),
];
