/**
 * The public-service pages of the eighteenth batch of page pairs (issue 22): councils' notices and
 * fee tables, opening hours of a library, a swimming hall and a citizens' service, appointment
 * pages with and without free slots, school and university admissions, in en, de, fr, nl, es, it,
 * pt, sv, da and pl. What they re-render per visit: "open now" and crowding states, queue numbers,
 * the last check's clock, view counters, weather, rotating banners and related links.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');
const rows = (items: string): string => items.split('|').map((r) => `<tr>${r.split(';').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');

export const gardenWasteEn = (v: Values): string =>
  [
    '<nav class="breadcrumb"><a href="/">Home</a> › <a href="/bins">Bins, recycling and waste</a> › Garden waste</nav>',
    '<article class="service">',
    '<h1>Garden waste collections</h1>',
    `<div class="notice notice--info"><p>Garden waste collections are suspended over the winter and resume on ${v.resume ?? 'Tuesday 2 March 2027'}. Your brown bin subscription for 2027 covers 24 collections.</p></div>`,
    '<h2>Subscription</h2>',
    '<table><tr><th>Item</th><th>Cost per year</th></tr><tr><td>First brown bin</td><td>£52.00</td></tr><tr><td>Each additional bin</td><td>£38.00</td></tr><tr><td>Concession (Council Tax Support)</td><td>£26.00</td></tr></table>',
    '<h2>What can go in your brown bin</h2>',
    '<ul><li>Grass cuttings, leaves and flowers</li><li>Hedge trimmings and small branches</li><li>Weeds and plants</li></ul>',
    `<aside class="latest"><h2>Latest updates</h2><ul>${list(v.latest ?? 'Christmas and New Year bin collection changes – updated 5 minutes ago|Household waste recycling centres: winter hours – 2 days ago|Report a missed collection online – 1 week ago')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const libraryEn = (v: Values): string =>
  [
    '<article class="venue">',
    '<h1>Central Library</h1>',
    '<p class="venue__address">Calverley Street, Leeds LS1 3AB</p>',
    `<p class="venue__live">${v.live ?? 'Open now – closes in 8 hours 39 minutes'}</p>`,
    `<div class="widget widget--weather">${v.weather ?? 'Leeds: 6°C, light rain'}</div>`,
    '<h2>Opening hours</h2>',
    `<table class="hours">${rows('Monday;9:00 – 18:00|Tuesday;9:00 – 18:00|Wednesday;9:00 – 18:00|Thursday;9:00 – 18:00|Friday;9:00 – 17:00|Saturday;10:00 – 16:00|Sunday;Closed')}</table>`,
    '<p>Between Christmas Eve and New Year\'s Day the library opens 10:00 – 14:00 and is closed on 25 and 26 December and 1 January.</p>',
    `<aside class="events"><h2>What's on this week</h2><ul>${list(v.events ?? 'Rhyme Time for under-5s|Code Club for ages 9–13|Family history drop-in|Knit and natter')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const hallenbadDe = (v: Values): string =>
  [
    '<article class="bad">',
    '<h1>Hallenbad Süd</h1>',
    `<p class="bad__auslastung">Aktuelle Auslastung: ${v.auslastung ?? '34 %'}</p>`,
    '<h2>Öffnungszeiten</h2>',
    `<table>${rows('Montag;geschlossen|Dienstag bis Freitag;6:30–21:00 Uhr|Samstag;8:00–18:00 Uhr|Sonntag;8:00–16:00 Uhr')}</table>`,
    '<h2>Eintritt</h2>',
    `<table>${rows('Erwachsene;4,80 €|Ermäßigt;3,20 €|Familienkarte;11,00 €|10er-Karte Erwachsene;43,00 €')}</table>`,
    '<h2>Hinweise</h2>',
    `<ul class="hinweise">${list(v.hinweise ?? 'Am 24.12. und 31.12. schließt das Bad um 12:00 Uhr.|Das Lehrschwimmbecken ist dienstags von 14 bis 16 Uhr für Kurse reserviert.')}</ul>`,
    '</article>',
  ].join('\n');

export const standesamtDe = (v: Values): string =>
  [
    '<article class="termin">',
    '<h1>Standesamt – Termin für die Anmeldung der Eheschließung</h1>',
    '<p>Die Anmeldung der Eheschließung ist nur mit Termin möglich. Bringen Sie beide Personalausweise und aktuelle Geburtsurkunden mit.</p>',
    `<div class="termin__stand">Letzte Aktualisierung: ${v.stand ?? 'vor 3 Minuten'}</div>`,
    '<div class="termin__frei"><p>Derzeit sind keine Termine frei. Neue Termine werden jeweils am Monatsersten freigeschaltet.</p></div>',
    `<p class="termin__online">${v.online ?? 'Derzeit 23 Personen auf dieser Seite'}</p>`,
    `<form method="post" action="/termine/standesamt"><input type="hidden" name="token" value="${v.token ?? 'b71f0c2e9a'}"><button>Erneut prüfen</button></form>`,
    '<h2>Gebühren</h2><ul><li>Anmeldung der Eheschließung: 60,00 €</li><li>Eheschließung außerhalb der Öffnungszeiten: 110,00 €</li></ul>',
    '</article>',
  ].join('\n');

export const uniDe = (v: Values): string =>
  [
    '<article class="studienangebot">',
    '<h1>Bewerbung zum Sommersemester 2027</h1>',
    '<p>Für zulassungsbeschränkte Studiengänge bewerben Sie sich über das Bewerbungsportal. Die Fristen gelten für Bewerbungen mit deutscher Hochschulzugangsberechtigung.</p>',
    '<table class="fristen"><tr><th>Studiengang</th><th>Abschluss</th><th>Bewerbungsfrist</th><th>Status</th></tr>',
    rows(`Informatik;B.Sc.;15.01.2027;${v.informatik ?? 'offen'}|Psychologie;B.Sc.;15.01.2027;${v.psychologie ?? 'offen'}|Soziale Arbeit;B.A.;15.01.2027;offen|Maschinenbau;M.Sc.;31.01.2027;offen`),
    '</table>',
    `<aside class="teaser"><p>${v.teaser ?? 'Schnuppertage im Februar: jetzt Vorlesungen besuchen'}</p></aside>`,
    '</article>',
  ].join('\n');

export const mairieFr = (v: Values): string =>
  [
    '<article class="demarche">',
    '<h1>Inscriptions scolaires 2027-2028</h1>',
    '<p>Les enfants nés en 2024 entrent en petite section à la rentrée 2027. L’inscription se fait en mairie ou sur le portail famille.</p>',
    `<p class="demarche__dates"><strong>Période d’inscription : du lundi 4 janvier au vendredi ${v.fin ?? '26 février 2027'}.</strong></p>`,
    '<h2>Pièces à fournir</h2><ul><li>Livret de famille ou acte de naissance</li><li>Justificatif de domicile de moins de 3 mois</li><li>Carnet de santé (vaccinations)</li></ul>',
    `<aside class="actus"><h2>À la une</h2><ul>${list(v.actus ?? 'Marché de Noël : programme du week-end (il y a 3 h)|Travaux rue de la République (hier)|Collecte des sapins en janvier (il y a 2 jours)')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const prefectureFr = (v: Values): string =>
  [
    '<article class="rdv">',
    '<h1>Demande de titre de séjour – prise de rendez-vous</h1>',
    `<div class="bandeau">${v.bandeau ?? 'Pensez à vérifier la date d’expiration de votre titre avant de demander un rendez-vous.'}</div>`,
    '<p>Il n’existe plus de plage horaire libre pour votre demande de rendez-vous. Veuillez recommencer ultérieurement.</p>',
    `<p class="rdv__maj">Dernière vérification : ${v.maj ?? '09:20:11'}</p>`,
    `<form method="post" action="/booking/create/7712/0"><input type="hidden" name="nextButton" value="Etape suivante"><input type="hidden" name="_token" value="${v.token ?? 'c2b0d1f7e94a'}"><label><input type="checkbox" name="condition"> J’accepte les conditions d’utilisation</label><button>Effectuer une demande de rendez-vous</button></form>`,
    '</article>',
  ].join('\n');

export const parkeerNl = (v: Values): string =>
  [
    '<article class="product">',
    '<h1>Parkeervergunning voor bewoners</h1>',
    '<p>Woont u in een gebied met betaald parkeren? Dan kunt u een parkeervergunning aanvragen voor uw eigen auto of een lease-auto.</p>',
    '<h2>Kosten</h2>',
    `<table>${rows(`Bewonersvergunning eerste auto;${v.eerste ?? '€ 142,80 per jaar'}|Bewonersvergunning tweede auto;€ 285,60 per jaar|Bezoekersvergunning (40 uur);€ 48,00 per jaar`)}</table>`,
    '<p>De wachttijd voor een tweede vergunning in de binnenstad is ongeveer 14 maanden.</p>',
    '<p class="gewijzigd">Laatst gewijzigd: 12 november 2026</p>',
    `<aside class="gerelateerd"><h2>Anderen bekeken ook</h2><ul>${list(v.ook ?? 'Laadpaal aanvragen|Ontheffing milieuzone|Parkeren voor gehandicapten')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const zwembadNl = (v: Values): string =>
  [
    '<article class="zwembad">',
    '<h1>Zwembad De Kwinkelier</h1>',
    `<p class="zwembad__drukte">Drukte nu: ${v.drukte ?? 'rustig (34 bezoekers)'}</p>`,
    `<p class="zwembad__weer">${v.weer ?? 'Amersfoort vandaag: 6°C, bewolkt'}</p>`,
    '<h2>Openingstijden banenzwemmen</h2>',
    `<table>${rows('Maandag;07:00 – 09:00 en 12:00 – 13:30|Woensdag;07:00 – 09:00 en 19:30 – 21:30|Vrijdag;07:00 – 09:00|Zaterdag;08:00 – 10:00')}</table>`,
    '<h2>Tarieven</h2><ul><li>Losse kaart: € 6,10</li><li>10-badenkaart: € 52,50</li><li>Maandabonnement: € 39,95</li></ul>',
    '</article>',
  ].join('\n');

export const citaEs = (v: Values): string =>
  [
    '<article class="cita">',
    '<h1>Cita previa – Expedición del DNI</h1>',
    '<p>Oficina: Comisaría de Valencia-Zapadores. Seleccione el trámite y la oficina para ver los huecos libres.</p>',
    `<div class="cita__estado">${v.estado ?? '<p>No hay citas disponibles en este momento. Vuelva a intentarlo más tarde.</p>'}</div>`,
    `<p class="cita__comprobacion">Última comprobación: ${v.comprobacion ?? '09:20'}</p>`,
    `<input type="hidden" name="sesion" value="${v.sesion ?? '7a91c0e2f4'}">`,
    '<h2>Documentación necesaria</h2><ul><li>DNI anterior</li><li>Una fotografía reciente en color</li><li>Tasa: 12,00 €</li></ul>',
    '</article>',
  ].join('\n');

export const ayuntamientoEs = (v: Values): string =>
  [
    `<div class="banner-rotativo"><p>${v.banner ?? 'Agenda cultural de Navidad: conciertos, teatro y mercadillos'}</p></div>`,
    '<section class="noticias">',
    '<h1>Noticias del Ayuntamiento de Getafe</h1>',
    `<ul>${list(v.noticias ?? 'Aprobado el presupuesto municipal de 2027 · hace 12 minutos|Nuevo carril bici en la avenida de las Ciudades · hace 2 horas|Abierto el plazo de las ayudas al alquiler joven · ayer|La biblioteca Ricardo de la Vega amplía su horario · hace 3 días')}</ul>`,
    `<p class="visitas">Visitas: ${v.visitas ?? '12.345'}</p>`,
    '</section>',
  ].join('\n');

export const tariIt = (v: Values): string =>
  [
    '<article class="tributo">',
    '<h1>TARI 2027 – Tassa sui rifiuti</h1>',
    '<p>Gli avvisi di pagamento vengono spediti entro marzo. Si può pagare con PagoPA in un’unica soluzione o in tre rate.</p>',
    '<table><tr><th>Rata</th><th>Scadenza</th></tr>',
    rows(`Prima rata;${v.prima ?? '16 aprile 2027'}|Seconda rata;16 luglio 2027|Terza rata;2 dicembre 2027|Unica soluzione;${v.unica ?? '16 aprile 2027'}`),
    '</table>',
    `<aside class="correlati"><h2>Potrebbe interessarti</h2><ul>${list(v.correlati ?? 'IMU 2027|Agevolazioni TARI per famiglie|Centri di raccolta')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const bandoIt = (v: Values): string =>
  [
    '<article class="bando">',
    '<h1>Bando di ammissione al corso di laurea magistrale in Data Science – a.a. 2027/2028</h1>',
    '<p>Posti disponibili: 80 per cittadini UE, 20 per cittadini extra UE. Domanda online entro il 28 febbraio 2027.</p>',
    '<ul><li>Contributo per la domanda: 30 €</li><li>Colloquio di ammissione: 15 marzo 2027</li></ul>',
    `<p class="bando__meta">Visualizzazioni: ${v.visual ?? '3.214'} · Ultimo aggiornamento della pagina: ${v.agg ?? '03/12/2026 09:20'}</p>`,
    `<aside class="correlati"><h2>Potrebbe interessarti</h2><ul>${list(v.correlati ?? 'Borse di studio DSU|Test di inglese B2|Residenze universitarie|Tutorato')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const vagasPt = (v: Values): string =>
  [
    '<article class="acesso">',
    '<h1>Concurso Nacional de Acesso 2027 – vagas por curso</h1>',
    '<p>Vagas fixadas para a 1.ª fase. As notas de candidatura mínimas são publicadas com os resultados.</p>',
    '<table><tr><th>Curso</th><th>Vagas</th><th>Provas de ingresso</th></tr>',
    rows(`Engenharia Informática;${v.informatica ?? '120'};Matemática A|Medicina;245;Biologia e Geologia, Física e Química, Matemática A|Arquitetura;90;Geometria Descritiva ou Matemática A|Direito;210;Português ou História`),
    '</table>',
    '</article>',
  ].join('\n');

export const camaraPt = (v: Values): string =>
  [
    '<article class="atendimento">',
    '<h1>Balcão Único de Atendimento – Câmara Municipal de Braga</h1>',
    '<h2>Horário</h2>',
    `<table>${rows('Segunda a sexta-feira;09h00 – 16h00|Sábado;encerrado')}</table>`,
    `<p class="senhas">Senhas em espera: ${v.espera ?? '14'} · Última senha chamada: ${v.chamada ?? 'A042'}</p>`,
    `<p class="tempo">${v.tempo ?? 'Braga: 11 °C, céu nublado'}</p>`,
    '<p>Para licenças de obras é necessária marcação prévia. Contacto: 253 203 150.</p>',
    '</article>',
  ].join('\n');

export const bygglovSv = (v: Values): string =>
  [
    '<article class="taxa">',
    '<h1>Avgifter för bygglov 2027</h1>',
    '<p>Avgiften beräknas enligt plan- och bygglovstaxan som kommunfullmäktige beslutat. Du betalar när beslutet har fattats.</p>',
    '<table><tr><th>Åtgärd</th><th>Avgift</th></tr>',
    rows(`Nybyggnad av enbostadshus;${v.villa ?? '24 650 kr'}|Tillbyggnad upp till 50 m²;11 200 kr|Attefallshus (anmälan);6 980 kr|Rivningslov;4 120 kr`),
    '</table>',
    '</article>',
  ].join('\n');

export const bibliotekSv = (v: Values): string =>
  [
    '<section class="evenemang">',
    '<h1>Evenemang på Stadsbiblioteket</h1>',
    `<p class="uppdaterad">Uppdaterad ${v.uppdaterad ?? 'för 3 minuter sedan'}</p>`,
    `<ul>${list('Sagostund för 3–5 år – lördag 5 december kl. 11.00|Språkcafé på svenska – tisdag 8 december kl. 17.00|Författarsamtal med Jonas Hassen Khemiri – torsdag 10 december kl. 18.30')}</ul>`,
    `<div class="sponsorer"><p>Med stöd av</p><ul>${list(v.sponsorer ?? 'Kulturrådet|Sparbanksstiftelsen|Akademibokhandeln|Studieförbundet Vuxenskolan')}</ul></div>`,
    '</section>',
  ].join('\n');

export const borgerserviceDa = (v: Values): string =>
  [
    '<article class="booking">',
    '<h1>Bestil tid til pas og kørekort – Borgerservice Odense</h1>',
    `<div class="booking__tider">${v.tider ?? '<p>Der er ingen ledige tider i øjeblikket. Nye tider frigives løbende.</p>'}</div>`,
    '<p>Husk at medbringe dit gamle pas, et godkendt foto og betaling. Et pas til voksne koster 710 kr.</p>',
    '</article>',
  ].join('\n');

export const szkolaPl = (v: Values): string =>
  [
    '<article class="rekrutacja">',
    '<h1>Rekrutacja do klas pierwszych na rok szkolny 2027/2028</h1>',
    '<p>Szkoła Podstawowa nr 12 im. Marii Konopnickiej w Lublinie prowadzi rekrutację w systemie elektronicznym.</p>',
    '<table><tr><th>Etap</th><th>Termin</th></tr>',
    rows(`Składanie wniosków;${v.wnioski ?? 'od 1 marca do 15 marca 2027 r.'}|Lista zakwalifikowanych;29 marca 2027 r.|Potwierdzenie woli;do 7 kwietnia 2027 r.|Lista przyjętych;12 kwietnia 2027 r.`),
    '</table>',
    '<p>Liczba miejsc w klasach pierwszych: 75.</p>',
    '</article>',
  ].join('\n');

export const bipPl = (v: Values): string =>
  [
    '<article class="bip">',
    '<h1>Obwieszczenie Wójta Gminy Kobylnica o wyłożeniu projektu miejscowego planu</h1>',
    '<p>Projekt planu wraz z prognozą oddziaływania na środowisko wyłożono do publicznego wglądu w dniach od 14 grudnia 2026 r. do 18 stycznia 2027 r. w siedzibie Urzędu Gminy, pokój 12.</p>',
    '<p>Uwagi można wnosić na piśmie do dnia 1 lutego 2027 r.</p>',
    '<table class="metryka"><tr><td>Wytworzył</td><td>Anna Kowalczyk</td></tr><tr><td>Data wytworzenia</td><td>2026-12-01</td></tr><tr><td>Opublikował</td><td>Piotr Nowak</td></tr></table>',
    `<p class="metryka__licznik">Liczba wyświetleń: ${v.wyswietlenia ?? '523'} · Licznik odwiedzin serwisu: ${v.licznik ?? '1 204 877'}</p>`,
    '</article>',
  ].join('\n');
