/**
 * The public-service pages of the sixteenth batch of page pairs (issue 22): a German vehicle
 * registration office's fees, a French town's school enrolment, a Spanish council's grant, an
 * Italian town's waste tax, a Polish office's public-information page (BIP), an English primary
 * school's term dates, and two documents served as text from a PDF (a Dutch council's tariff
 * table, a German library's fee regulations). Each carries what such sites render per visit or
 * per export: "last reviewed", "printed on" and "generated" stamps in many formats, the next free
 * appointment, weather, news tickers, helpfulness votes and visit counters.
 */
import type { Values } from './batch-12-shops.js';

export const zulassungDe = (v: Values): string =>
  [
    '<article class="leistung">',
    '<nav class="breadcrumb">Bürgerservice › Verkehr › Kfz-Zulassung</nav>',
    '<h1>Kfz-Zulassungsstelle – Gebühren und Unterlagen</h1>',
    '<p>Die Zulassungsstelle des Landkreises Harburg ist für alle Fahrzeughalter mit Wohnsitz im Landkreis zuständig. Termine können online gebucht werden.</p>',
    `<p class="leistung__termin">${v.termin ?? 'Nächster freier Termin: Donnerstag, 03.12.2026, 08:40 Uhr'}</p>`,
    '<h2>Gebühren</h2>',
    '<table class="gebuehren"><tr><th>Leistung</th><th>Gebühr</th></tr>',
    `<tr><td>Zulassung eines Neufahrzeugs</td><td>${v.neu ?? '27,90 €'}</td></tr>`,
    '<tr><td>Umschreibung (Halterwechsel)</td><td>26,60 €</td></tr>',
    '<tr><td>Außerbetriebsetzung</td><td>7,70 €</td></tr>',
    '<tr><td>Reservierung Wunschkennzeichen</td><td>12,80 €</td></tr></table>',
    '<p>Hinzu kommen die Kosten für die Kennzeichenschilder (ca. 25–35 €) bei einem Prägebetrieb Ihrer Wahl.</p>',
    '<h2>Mitzubringende Unterlagen</h2>',
    '<ul><li>Personalausweis oder Reisepass mit Meldebescheinigung</li><li>Zulassungsbescheinigung Teil I und II</li><li>eVB-Nummer Ihrer Kfz-Versicherung</li><li>SEPA-Lastschriftmandat für die Kfz-Steuer</li></ul>',
    `<p class="leistung__stand">Zuletzt geprüft: ${v.geprueft ?? '12.11.2026'}</p>`,
    `<p class="print-only">Seite gedruckt am ${v.gedruckt ?? '27.11.2026 um 10:14 Uhr'} – www.landkreis-harburg.de</p>`,
    '</article>',
  ].join('\n');

export const mairieFr = (v: Values): string =>
  [
    '<article class="demarche">',
    '<h1>Inscriptions scolaires 2027-2028</h1>',
    `<p class="demarche__meteo">${v.meteo ?? 'Villeurbanne : 8 °C, éclaircies'}</p>`,
    '<p>Votre enfant est né en 2024 ou vous venez d’emménager à Villeurbanne ? Inscrivez-le à l’école maternelle ou élémentaire de votre secteur.</p>',
    '<h2>Quand s’inscrire ?</h2>',
    `<p>Les inscriptions sont ouvertes ${v.periode ?? 'du 4 janvier au 12 février 2027'}, en ligne sur l’Espace citoyen ou à l’accueil de la mairie.</p>`,
    '<h2>Pièces à fournir</h2>',
    '<ul><li>Livret de famille ou acte de naissance</li><li>Justificatif de domicile de moins de 3 mois</li><li>Carnet de santé (vaccinations à jour)</li><li>En cas de séparation : jugement fixant la résidence de l’enfant</li></ul>',
    '<p>Après l’inscription, la direction de l’école vous contacte pour l’admission.</p>',
    `<p class="demarche__maj">Mis à jour le ${v.maj ?? '26 novembre 2026'}</p>`,
    '</article>',
  ].join('\n');

export const ayudasEs = (v: Values): string =>
  [
    '<article class="tramite">',
    '<h1>Ayudas al alquiler de vivienda para jóvenes 2026</h1>',
    `<p class="tramite__estado">Estado: ${v.estado ?? 'Abierta'}</p>`,
    '<p>Subvenciones de hasta 250 € al mes para personas de 18 a 35 años empadronadas en Valladolid con contrato de alquiler de vivienda habitual.</p>',
    '<h2>Plazo de presentación</h2>',
    '<p>Desde el 2 de noviembre hasta el 15 de diciembre de 2026, o hasta agotar el crédito disponible.</p>',
    '<h2>Requisitos</h2>',
    '<ul><li>Ingresos inferiores a 3 veces el IPREM</li><li>Renta mensual del alquiler no superior a 700 €</li><li>Estar al corriente de obligaciones tributarias</li></ul>',
    '<p><a href="/sede/tramites/ayudas-alquiler-jovenes/solicitud">Tramitar en la sede electrónica</a></p>',
    `<p class="tramite__util">¿Te ha resultado útil esta información? ${v.util ?? '84 % sí (312 votos)'}</p>`,
    `<p class="tramite__actualizacion">Última actualización: ${v.actualizacion ?? '27/11/2026 09:42:17'}</p>`,
    '</article>',
  ].join('\n');

export const tariComuneIt = (v: Values): string =>
  [
    '<article class="servizio">',
    '<h1>TARI 2026 – Tassa sui rifiuti</h1>',
    '<p>La TARI è dovuta da chiunque possieda o detenga locali o aree scoperte suscettibili di produrre rifiuti urbani nel territorio del Comune di Verona.</p>',
    '<h2>Scadenze</h2>',
    `<ul><li>Prima rata: ${v.prima ?? '16 dicembre 2026'}</li><li>Seconda rata: 16 marzo 2027</li><li>Rata unica: ${v.unica ?? '16 dicembre 2026'}</li></ul>`,
    '<p>Gli avvisi di pagamento con i modelli F24 precompilati sono inviati per posta e, a chi ne ha fatto richiesta, all’indirizzo PEC.</p>',
    '<h2>Riduzioni</h2>',
    '<ul><li>Compostaggio domestico: riduzione del 10% della parte variabile</li><li>Unico occupante: riduzione del 20%</li></ul>',
    `<p class="servizio__valuta">Quanto sono chiare le informazioni su questa pagina? ${v.valuta ?? '83 persone su 112 le hanno trovate utili'}</p>`,
    `<p class="servizio__aggiornamento">Ultimo aggiornamento: ${v.aggiornamento ?? '20/11/2026 – 10:42'}</p>`,
    '</article>',
  ].join('\n');

export const bipPl = (v: Values): string =>
  [
    '<article class="bip">',
    '<h1>Wydział Komunikacji – godziny przyjęć interesantów</h1>',
    `<p>Sprawy rejestracji pojazdów i praw jazdy przyjmujemy: ${v.godziny ?? 'poniedziałek–piątek 8:00–16:00'}, w czwartki do 17:30.</p>`,
    '<p>Ostatni numerek wydawany jest 30 minut przed zamknięciem. Wizytę można zarezerwować przez system rezerwacji kolejki.</p>',
    '<h2>Opłaty</h2>',
    '<table><tr><td>Rejestracja pojazdu (dowód rejestracyjny)</td><td>54,00 zł</td></tr><tr><td>Prawo jazdy</td><td>100,50 zł</td></tr><tr><td>Tablice rejestracyjne samochodowe</td><td>80,00 zł</td></tr></table>',
    '<table class="bip__metryczka"><caption>Metryczka</caption>',
    '<tr><th>Wytworzył</th><td>Anna Nowicka</td></tr><tr><th>Opublikował</th><td>Piotr Zalewski</td></tr>',
    '<tr><th>Data publikacji</th><td>2026-03-02 09:14:22</td></tr>',
    `<tr><th>Data modyfikacji</th><td>${v.modyfikacja ?? '2026-11-26 13:22:05'}</td></tr>`,
    `<tr><th>Liczba odwiedzin</th><td>${v.odwiedziny ?? '12 345'}</td></tr></table>`,
    '</article>',
  ].join('\n');

export const termDatesEn = (v: Values): string =>
  [
    '<article class="page">',
    `<div class="news-ticker"><span>Latest news:</span> ${v.ticker ?? 'Year 4 trip to the Science Museum – letters sent home'}</div>`,
    `<p class="weather">${v.weather ?? "Today's weather: 7°C, light rain"}</p>`,
    '<h1>Term Dates 2026–27</h1>',
    '<p>Please find our term dates for the coming year below. Inset days are days when the school is closed to pupils for staff training.</p>',
    '<table class="term-dates"><tr><th>Term</th><th>Dates</th></tr>',
    '<tr><td>Autumn term</td><td>Thursday 3 September – Friday 18 December 2026 (half term 26–30 October)</td></tr>',
    '<tr><td>Spring term</td><td>Tuesday 5 January – Friday 26 March 2027 (half term 15–19 February)</td></tr>',
    '<tr><td>Summer term</td><td>Monday 12 April – Wednesday 21 July 2027 (half term 31 May – 4 June)</td></tr></table>',
    '<h2>INSET days</h2>',
    `<ul><li>Wednesday 2 September 2026</li><li>Monday 4 January 2027</li>${v.inset ?? ''}<li>Thursday 22 July 2027</li></ul>`,
    '<p>Term dates for 2027–28 will be published in the spring once agreed with the local authority.</p>',
    `<p class="visitors">Website visitors: ${v.visitors ?? '231,554'}</p>`,
    '</article>',
  ].join('\n');

const pdfPage = (n: number, of: number, footer: string, body: string): string =>
  `<div class="pdf-page" data-page="${n}"><div class="textLayer">\n${body}\n<span class="pdf-footer">${footer} · Pagina ${n} van ${of}</span></div></div>`;

/** A Dutch council's tariff table as its PDF viewer's text layer: one span per line of the PDF. */
export const tarievenNl = (v: Values): string => {
  const footer = `Gedrukt op: ${v.gedrukt ?? '27-11-2026 12:03'} · Kenmerk 2026/118.442`;
  return [
    '<div class="pdf-viewer" id="viewerContainer">',
    `<div class="toolbar"><span>Tarieventabel afvalstoffenheffing 2027.pdf</span> <a href="/documenten/tarieventabel-afvalstoffenheffing-2027.pdf?download=1&amp;t=${v.bust ?? '0'}">Download</a></div>`,
    pdfPage(1, 2, footer, [
      '<span>Gemeente Zwolle</span>',
      '<span>Tarieventabel behorende bij de Verordening afvalstoffenheffing 2027</span>',
      '<span>Hoofdstuk 1 Tarieven per perceel</span>',
      `<span>1.1 Eenpersoonshuishouden: ${v.een ?? '€ 268,44'} per belastingjaar</span>`,
      '<span>1.2 Meerpersoonshuishouden: € 356,16 per belastingjaar</span>',
      '<span>1.3 Tweede woning of recreatiewoning: € 268,44 per belastingjaar</span>',
    ].join('\n')),
    pdfPage(2, 2, footer, [
      '<span>Hoofdstuk 2 Aanvullende tarieven</span>',
      '<span>2.1 Extra container restafval 240 liter: € 98,40 per belastingjaar</span>',
      '<span>2.2 Ophalen grofvuil, per aanbieding tot 2 m³: € 35,00</span>',
      '<span>2.3 Vervangen van een gestolen of beschadigde container: € 55,00</span>',
      '<span>Aldus vastgesteld in de openbare raadsvergadering van 16 november 2026.</span>',
    ].join('\n')),
    '</div>',
  ].join('\n');
};

/** A German library's fee regulations, converted from PDF to HTML with its running page heads. */
export const entgelteDe = (v: Values): string => {
  const head = (n: number) => `<p class="pdf2html__kopf">Entgeltordnung Stadtbibliothek Freiburg · Seite ${n} von 2 · Ausgedruckt am ${v.druck ?? '27.11.2026 12:03'}</p>`;
  return [
    '<div class="pdf2html">',
    head(1),
    '<h1>Benutzungs- und Entgeltordnung der Stadtbibliothek Freiburg im Breisgau</h1>',
    '<p>§ 1 Geltungsbereich. Diese Ordnung gilt für die Zentralbibliothek, die Stadtteilbibliotheken und die Fahrbibliothek.</p>',
    '<p>§ 2 Bibliotheksausweis. Der Ausweis ist nicht übertragbar. Für Kinder und Jugendliche unter 18 Jahren ist die Einwilligung einer erziehungsberechtigten Person erforderlich.</p>',
    `<p>§ 3 Leihfrist. Die Leihfrist beträgt für Bücher ${v.leihfrist ?? '4 Wochen'}, für DVDs und Konsolenspiele 1 Woche. Sie kann bis zu dreimal verlängert werden, sofern keine Vormerkung vorliegt.</p>`,
    head(2),
    '<p>§ 4 Entgelte. Jahresausweis Erwachsene 24,00 €, ermäßigt 12,00 €; Kinder und Jugendliche frei. Vormerkung 1,00 € je Medium. Versäumnisentgelt 0,20 € je Medium und Öffnungstag.</p>',
    '<p>§ 5 Inkrafttreten. Diese Ordnung tritt am 1. Januar 2027 in Kraft.</p>',
    `<p class="pdf2html__meta">Konvertiert mit pdf2htmlEX · Dokument-ID ${v.docId ?? 'a41f9c0e27'}</p>`,
    '</div>',
  ].join('\n');
};
