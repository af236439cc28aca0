/**
 * The public-service, board and pricing pages of the seventeenth batch of page pairs (issue 22):
 * a German citizens' office, a Danish council grant, a Spanish council fee, Polish and Portuguese
 * government forms, a Polish and a Dutch job page, a Swedish rental, a French venue's agenda, a
 * Czech theatre's programme and an English and a German SaaS price table. What they re-render per
 * visit: waiting times and next free appointments, "i dag" and "i går", rotating banners in other
 * languages, helpfulness counts, form session timers and draft ids, "dzisiaj" and "wczoraj",
 * applicant and view counts, "dnes" and "zítra", converted prices, promotion codes, countdowns.
 */
import type { Values } from './batch-12-shops.js';

const list = (items: string): string => items.split('|').map((i) => `<li>${i}</li>`).join('');

export const buergeramtDe = (v: Values): string =>
  [
    '<article class="standort">',
    '<h1>Bürgeramt Mitte – Öffnungszeiten und Termine</h1>',
    '<p class="standort__adresse">Trammplatz 2, 30159 Hannover · Erdgeschoss, barrierefrei</p>',
    `<p class="standort__heute">Heute (Donnerstag): geöffnet ${v.heute ?? '8:00–18:00 Uhr'}</p>`,
    `<p class="standort__wartezeit">${v.wartezeit ?? 'Aktuelle Wartezeit ohne Termin: ca. 25 Minuten (Stand 09:10 Uhr)'}</p>`,
    `<p class="standort__termin">${v.termin ?? 'Nächster freier Termin: Di., 15.12.2026, 10:40 Uhr'}</p>`,
    `<table class="oeffnungszeiten"><caption>Öffnungszeiten</caption><tr><th>Montag</th><td>8:00–13:00 Uhr</td></tr><tr><th>Dienstag</th><td>8:00–13:00 Uhr</td></tr><tr><th>Mittwoch</th><td>8:00–13:00 Uhr</td></tr><tr><th>Donnerstag</th><td>${v.donnerstag ?? '8:00–18:00 Uhr'}</td></tr><tr><th>Freitag</th><td>8:00–12:00 Uhr</td></tr></table>`,
    '<h2>Gebühren (Auswahl)</h2><ul><li>Personalausweis (ab 24 Jahre): 37,00 €</li><li>Reisepass (ab 24 Jahre): 70,00 €</li><li>Meldebescheinigung: 10,00 €</li><li>Führungszeugnis: 13,00 €</li></ul>',
    '<p class="hinweis">Am 24.12. und 31.12.2026 bleibt das Bürgeramt geschlossen.</p>',
    '</article>',
  ].join('\n');

export const kommuneDa = (v: Values): string =>
  [
    `<div class="sprogbanner">${v.sprog ?? 'Read about the grant in English'}</div>`,
    '<article class="tilskud">',
    '<h1>Tilskud til energirenovering af boliger</h1>',
    '<p>Aarhus Kommune giver tilskud til efterisolering, nye vinduer og varmepumper i helårsboliger opført før 1980. Der gives op til 30 % af udgifterne, dog højst 40.000 kr. pr. bolig.</p>',
    `<p class="tilskud__frist"><strong>Ansøgningsfrist: ${v.frist ?? '15. januar 2027 kl. 12.00'}</strong></p>`,
    '<h2>Sådan søger du</h2><ol><li>Log ind med MitID</li><li>Udfyld skemaet og vedhæft tilbud fra håndværker</li><li>Du får svar inden for 6 uger</li></ol>',
    '<h2>Nyheder</h2>',
    `<ul class="nyheder"><li><a href="/nyheder/4410">Flere midler til puljen i 2027</a> <span>${v.n1 ?? 'i dag kl. 21.15'}</span></li><li><a href="/nyheder/4402">Informationsmøde på Dokk1 den 9. december</a> <span>${v.n2 ?? 'i går kl. 10.30'}</span></li><li><a href="/nyheder/4391">Sådan beregnes tilskuddet</a> <span>24. november 2026</span></li></ul>`,
    '</article>',
  ].join('\n');

export const tasaEs = (v: Values): string =>
  [
    `<div class="hero"><p>${v.hero ?? 'Zaragoza, ciudad de congresos: descubre la agenda 2027'}</p></div>`,
    '<article class="tramite">',
    '<h1>Tasa por entrada de vehículos (vado permanente)</h1>',
    '<p>Los titulares de una licencia de vado pagan cada año la tasa por el aprovechamiento especial de la vía pública. El recibo se domicilia o se paga en las entidades colaboradoras.</p>',
    `<table class="tarifas"><tr><th>Concepto</th><th>Importe anual</th></tr><tr><td>Vado permanente, hasta 3 metros lineales</td><td>${v.vado ?? '94,20 €'}</td></tr><tr><td>Metro lineal adicional</td><td>18,60 €</td></tr><tr><td>Placa de señalización (pago único)</td><td>32,00 €</td></tr></table>`,
    '<p class="tramite__plazo">Plazo de pago en periodo voluntario: del 1 de marzo al 5 de mayo de 2027.</p>',
    `<p class="tramite__util">${v.util ?? 'Esta información ha sido útil para 412 personas'}</p>`,
    '</article>',
  ].join('\n');

export const wniosekPl = (v: Values): string =>
  [
    '<div class="usluga">',
    '<h1>Wniosek o zaświadczenie o zameldowaniu – e-usługa</h1>',
    '<p>Zaświadczenie możesz otrzymać w formie elektronicznej na swoje konto albo odebrać w urzędzie gminy. Potrzebujesz profilu zaufanego albo e-dowodu.</p>',
    `<p class="usluga__oplata">Opłata skarbowa: ${v.oplata ?? '17 zł'}</p>`,
    '<p class="usluga__termin">Czas realizacji: do 7 dni</p>',
    `<form class="formularz" method="post" action="/e-uslugi/zameldowanie/krok-2"><input type="hidden" name="draft" value="${v.draft ?? 'WR-7F3K-2291'}">`,
    `<p class="formularz__sesja">Sesja wygaśnie za ${v.sesja ?? '14:59'}</p>`,
    `<p class="formularz__id">Identyfikator wniosku roboczego: ${v.draft ?? 'WR-7F3K-2291'}</p>`,
    '<label>PESEL <input name="pesel"></label><label>Cel wydania zaświadczenia <input name="cel"></label>',
    `<img class="captcha" src="/captcha/${v.captcha ?? 'a81f3c'}.png" alt="Przepisz kod z obrazka"><button>Dalej</button></form>`,
    `<p class="usluga__wygenerowano">Wygenerowano: ${v.wygenerowano ?? '03.12.2026, 09:12:44'}</p>`,
    '</div>',
  ].join('\n');

export const formularioPt = (v: Values): string =>
  [
    '<article class="servico">',
    '<h1>Pedir a renovação do Cartão de Cidadão</h1>',
    '<p>Pode renovar o Cartão de Cidadão online se tiver mais de 25 anos e a morada estiver atualizada. Recebe o novo cartão em casa ou levanta-o num balcão à sua escolha.</p>',
    '<ul><li>Custo: 18 € (prazo normal)</li><li>Prazo de entrega: até 5 dias úteis</li><li>Validade do cartão: 10 anos</li></ul>',
    `<p class="servico__espera">${v.espera ?? 'Loja do Cidadão das Laranjeiras – tempo médio de espera agora: 38 min'}</p>`,
    `<aside class="dica"><p>${v.dica ?? 'Sabia que…? Pode ativar a Chave Móvel Digital no momento em que levanta o cartão.'}</p></aside>`,
    '<a class="btn" href="/servicos/cartao-de-cidadao/renovar/iniciar">Iniciar pedido</a>',
    '</article>',
  ].join('\n');

const OFERTY: Record<string, string> = {
  nowa: '<li class="oferta"><h2><a href="/oferta/9921044">Magazynier – operator wózka widłowego</a></h2><p>LPP Logistics · Wrocław Pruszowice · 5 400–6 300 zł brutto</p><p class="oferta__meta">{n}</p></li>',
  a: '<li class="oferta"><h2><a href="/oferta/9918830">Pracownik magazynu – kompletacja zamówień</a></h2><p>Amazon Fulfillment · Bielany Wrocławskie · 4 900–5 600 zł brutto</p><p class="oferta__meta">{a}</p></li>',
  b: '<li class="oferta"><h2><a href="/oferta/9917702">Magazynier z uprawnieniami UDT</a></h2><p>Raben Logistics · Wrocław · 5 200–6 000 zł brutto</p><p class="oferta__meta">{b}</p></li>',
  c: '<li class="oferta"><h2><a href="/oferta/9912457">Kierownik zmiany w magazynie</a></h2><p>DHL Supply Chain · Kąty Wrocławskie · 7 500–9 000 zł brutto</p><p class="oferta__meta">{c}</p></li>',
  d: '<li class="oferta"><h2><a href="/oferta/9908811">Pracownik magazynowy – praca od zaraz</a></h2><p>Randstad · Wrocław Fabryczna · 28,50 zł/h brutto</p><p class="oferta__meta">{d}</p></li>',
};

export const pracaPl = (v: Values): string =>
  [
    '<section class="wyniki">',
    `<h1>Magazynier – Wrocław: ${v.liczba ?? '4 oferty'}</h1>`,
    `<p class="wyniki__nowe">${v.nowe ?? 'Nowe oferty od Twojej ostatniej wizyty: 2'}</p>`,
    '<ul>',
    (v.oferty ?? 'a|b|c|d').split('|').map((id) => OFERTY[id]!).join('\n').replace('{n}', 'dodano dzisiaj · Aplikuj szybko').replace('{a}', v.a ?? 'dodano dzisiaj · 32 kandydatów').replace('{b}', v.b ?? 'dodano dzisiaj · 14 kandydatów').replace('{c}', v.c ?? 'dodano 3 dni temu').replace('{d}', v.d ?? 'dodano 5 dni temu · 87 kandydatów'),
    '</ul>',
    `<aside class="polecane"><h2>Polecane dla Ciebie</h2><ul>${list(v.polecane ?? 'Kierowca kat. C – Oleśnica|Pracownik produkcji – Wrocław Psie Pole|Kurier – Wrocław Krzyki')}</ul></aside>`,
    '</section>',
  ].join('\n');

export const vacaturesNl = (v: Values): string =>
  [
    '<article class="vacature">',
    '<h1>Verpleegkundige Interne Geneeskunde</h1>',
    '<p class="vacature__organisatie">Diakonessenhuis Utrecht · 24–36 uur per week</p>',
    `<p class="vacature__salaris">${v.salaris ?? '€ 3.420 – € 4.680 bruto per maand'} (cao Ziekenhuizen, FWG 50)</p>`,
    '<p class="vacature__meta">Geplaatst op 26 november 2026 · Reageren kan tot en met 17 december 2026</p>',
    `<p class="vacature__sollicitanten">${v.sollicitanten ?? '23 mensen hebben gesolliciteerd'}</p>`,
    '<h2>Wat ga je doen?</h2><p>Op onze afdeling Interne Geneeskunde zorg je samen met een team van 40 collega’s voor patiënten met uiteenlopende ziektebeelden. Je werkt in wisselende diensten.</p>',
    '<h2>Wat vragen wij?</h2><ul><li>Diploma hbo-V of mbo-V met BIG-registratie</li><li>Ervaring in het ziekenhuis is een pré</li></ul>',
    '<h2>Wat bieden wij?</h2><ul><li>Eindejaarsuitkering van 8,33 %</li><li>Reiskostenvergoeding vanaf 10 km</li><li>Een jaarcontract met uitzicht op vast</li></ul>',
    `<aside class="aanbevolen"><h2>${v.omdat ?? 'Omdat je zocht op Utrecht'}</h2><ul>${list(v.aanbevolen ?? 'Verpleegkundige Cardiologie – UMC Utrecht|Doktersassistent – Huisartsenpraktijk Lombok|Verzorgende IG – Careyn Utrecht Stad')}</ul></aside>`,
    '</article>',
  ].join('\n');

export const bostadSv = (v: Values): string =>
  [
    '<article class="annons">',
    `<div class="annons__karta"><img src="https://maps.example.net/tile/15/17596/9644.png?key=${v.kartnyckel ?? '7a1c'}" alt="Karta"></div>`,
    '<h1>Hyresrätt 2 rum och kök, 54 m² – Västra Frölunda, Göteborg</h1>',
    `<p class="annons__hyra">Hyra: ${v.hyra ?? '9 850 kr/mån'}</p>`,
    '<ul class="annons__fakta"><li>Våning 3 av 8, hiss finns</li><li>Tillträde: 1 februari 2027</li><li>Värme och vatten ingår, el tillkommer</li><li>Förstahandskontrakt, tillsvidare</li></ul>',
    `<p class="annons__meta">Publicerad ${v.publicerad ?? 'idag 23:40'} · Visad ${v.visad ?? '134'} gånger</p>`,
    '<p>Ljus lägenhet med balkong i söderläge. Nära spårvagn (Frölunda torg 4 min). Ingen andrahandsuthyrning, rökfritt boende.</p>',
    '<button class="btn">Anmäl intresse</button>',
    `<section class="liknande"><h2>Liknande bostäder</h2><ul>${list(v.liknande ?? '2 rum, 58 m², Tynnered – 10 240 kr/mån|2 rum, 49 m², Högsbo – 9 120 kr/mån|3 rum, 71 m², Järnbrott – 12 380 kr/mån')}</ul></section>`,
    '</article>',
  ].join('\n');

export const agendaFr = (v: Values): string =>
  [
    '<section class="agenda">',
    '<h1>Agenda – La Laiterie, Strasbourg</h1>',
    `<p class="agenda__maj">Mis à jour ${v.maj ?? 'il y a 5 min'} · ${v.meteo ?? 'Strasbourg ce soir : 3 °C, ciel dégagé'}</p>`,
    `<article class="date"><h2>Feu! Chatterton</h2><p>Vendredi 11 décembre 2026 · Ouverture des portes ${v.portes ?? '19h00'} · Début ${v.debut ?? '20h00'}</p><p>Tarif : 34 € · Complet</p><p class="date__interet">${v.i1 ?? '312 personnes intéressées'}</p></article>`,
    `<article class="date"><h2>Zaho de Sagazan</h2><p>Samedi 12 décembre 2026 · Ouverture des portes 19h30 · Début 20h30</p><p>Tarif : 29 € · Billets disponibles</p><p class="date__interet">${v.i2 ?? '1 204 personnes intéressées'}</p></article>`,
    `<article class="date"><h2>Bigflo &amp; Oli – soirée spéciale</h2><p>Jeudi 17 décembre 2026 · Ouverture des portes 18h30 · Début 19h30</p><p>Tarif : 39 € · Billets disponibles</p><p class="date__interet">${v.i3 ?? '688 personnes intéressées'}</p></article>`,
    `<aside class="aussi"><h2>Vous aimerez aussi</h2><ul>${list(v.aussi ?? 'Clara Luciani – Zénith de Strasbourg|Juliette Armanet – Rockhal|Hoshi – La Vapeur')}</ul></aside>`,
    '</section>',
  ].join('\n');

export const divadloCs = (v: Values): string =>
  [
    '<section class="program">',
    '<h1>Program – Divadlo Na Zábradlí, prosinec 2026</h1>',
    `<div class="predstaveni"><h2>Revizor</h2><p>čt 3. 12. ${v.d3 ?? '(zítra)'} · 19:00 · Velký sál</p><p class="predstaveni__mista">${v.m3 ?? 'Volných míst: 12'}</p></div>`,
    `<div class="predstaveni"><h2>Plešatá zpěvačka</h2><p>pá 4. 12. ${v.d4 ?? ''}· 19:30 · Velký sál</p><p class="predstaveni__mista">Vyprodáno</p></div>`,
    '<div class="predstaveni"><h2>Sestra Úzkost</h2><p>so 5. 12. · 19:00 · Malý sál</p><p class="predstaveni__mista">Volných míst: 31</p></div>',
    '<div class="predstaveni"><h2>Vyšetřování ztráty třídní knihy</h2><p>po 7. 12. · 19:00 · Velký sál</p><p class="predstaveni__mista">Volných míst: 54</p></div>',
    '<p>Pokladna je otevřena po–pá 14:00–19:00 a hodinu před představením. Vstupenky rezervované online vyzvedněte nejpozději 30 minut před začátkem.</p>',
    '</section>',
  ].join('\n');

export const saasEn = (v: Values): string =>
  [
    '<section class="pricing">',
    '<h1>Simple pricing for transactional email</h1>',
    `<p class="pricing__proof">Trusted by ${v.teams ?? '12,400+'} developers</p>`,
    `<div class="plan"><h2>Free</h2><p class="plan__price">$0</p><ul><li>3,000 emails / month</li><li>1 sending domain</li><li>1-day log retention</li></ul><a class="btn" href="/signup">${v.cta ?? 'Start for free'}</a></div>`,
    `<div class="plan"><h2>Starter</h2><p class="plan__price">$20 / month</p><p class="plan__local">${v.lokal1 ?? '≈ €18.62 in your currency'}</p><ul><li>${v.starter ?? '50,000'} emails / month</li><li>3 sending domains</li><li>7-day log retention</li></ul><a class="btn" href="/signup?plan=starter">${v.cta ?? 'Start for free'}</a></div>`,
    `<div class="plan"><h2>Pro</h2><p class="plan__price">$90 / month</p><p class="plan__local">${v.lokal2 ?? '≈ €83.79 in your currency'}</p><ul><li>100,000 emails / month</li><li>10 sending domains</li><li>30-day log retention</li><li>Dedicated IP (add-on, $30 / month)</li></ul><a class="btn" href="/signup?plan=pro">${v.cta ?? 'Start for free'}</a></div>`,
    '<p class="pricing__overage">Extra emails on paid plans: $0.90 per 1,000.</p>',
    `<blockquote class="testimonial">${v.quote ?? '“We moved 2 million emails a month over in an afternoon.” – Priya S., CTO at Stackmint'}</blockquote>`,
    '</section>',
  ].join('\n');

export const saasDe = (v: Values): string =>
  [
    '<section class="preise">',
    '<h1>Preise – Online-Terminbuchung für Praxen</h1>',
    `<p class="preise__aktion">${v.aktion ?? 'Winterangebot: 3 Monate −20 % mit dem Code WINTER-8F2K'} · endet in ${v.countdown ?? '2 Tagen 14:51:09'}</p>`,
    `<p class="preise__heute">${v.heute ?? 'Heute schon 17 Praxen gestartet'}</p>`,
    '<div class="paket"><h2>Basis</h2><p class="paket__preis">19 € / Monat</p><ul><li>1 Behandler</li><li>300 SMS-Erinnerungen pro Monat</li><li>E-Mail-Support</li></ul></div>',
    '<div class="paket"><h2>Team</h2><p class="paket__preis">49 € / Monat</p><ul><li>bis 5 Behandler</li><li>1.500 SMS-Erinnerungen pro Monat</li><li>Online-Anamnese</li></ul></div>',
    '<div class="paket"><h2>Praxis Plus</h2><p class="paket__preis">89 € / Monat</p><ul><li>unbegrenzt Behandler</li><li>5.000 SMS-Erinnerungen pro Monat</li><li>Telefon-Support</li></ul></div>',
    '<p>Alle Preise zzgl. MwSt., monatlich kündbar. 30 Tage kostenlos testen.</p>',
    '</section>',
  ].join('\n');
