/**
 * The thirteenth batch of page pairs (issue 22, manifest "batch": "pairs-13"), written in one go
 * after pairs-12's rules and split by name before any evaluation ran on it. It weighs the shapes
 * whose check parts scored lowest: small pages where a few words are a large share of the text (a
 * menu, event and course pages, an app's release page, status pages, a municipal form, listings,
 * fares, a fund's page with a ticker, opening hours), in languages beyond English (de, fr, es, it,
 * nl, pt, sv, da, no, pl, fi). Real changes are told in prose only ("Die Anmeldung ist
 * geschlossen", "Plus de places disponibles", "El evento se ha trasladado al sábado"); the noise
 * is what such sites change per visit: relative times in sv, da, no, pl, fi and es, a greeting by
 * the time of day or by name, a rotating tip or review, live counters and a ticker. The pages sit
 * in the shell of pairs-12 (batch-12-shell.ts). Names start "p13-".
 */
import { batchPairs, type PairSpec, type Side } from './page-kit.js';
import { renderShell12, type Shell12 } from './batch-12-shell.js';
import type { Values } from './batch-12-shops.js';
import {
  alquilerEs, ansogningDa, appSv, atelierFr, boulangerieFr, corsoIt, evenemangSv, eventoEs, fondsDe, formulierNl,
  hakemusFi, konzertDe, menuIt, mieszkaniePl, releaseEn, statusDa, svommehalNo, tarifasPt,
} from './batch-13-pages.js';

export const BATCH_13 = 'pairs-13';

const { real, noise } = batchPairs(BATCH_13, 'p13');

type Visit = Pick<Shell12, 'greeting' | 'chat'>;

/** A page drawn from values; `chrome` picks the shell's per-visit parts of each side. */
function page(shell: Shell12, body: (v: Values) => string, after: Values, chrome?: { before: Visit; after: Visit }): (side: Side) => string {
  return (side) => {
    const v = side === 'before' ? {} : after;
    const visit = { requestId: side === 'before' ? '3b9d02e6' : 'f81c7a54', ...(chrome?.[side] ?? {}) };
    return renderShell12({ ...shell, ...visit }, body(v));
  };
}

const s = (site: string, lang: string, title: string): Shell12 => ({ site, lang, title });

const menuSite = s('Trattoria da Nello', 'it-IT', 'Menù del giorno | Trattoria da Nello, Lucca');
const konzertSite = s('Kammerchor Hildesheim', 'de-DE', 'Adventskonzert 2026 | Kammerchor Hildesheim');
const eventoSite = s('Agenda Zaragoza', 'es-ES', 'Mercadillo solidario de Navidad | Agenda Zaragoza');
const atelierSite = s('Terre & Feu', 'fr-FR', 'Atelier tour de potier | Terre & Feu, Nantes');
const appSite = s('Kollen', 'sv-SE', 'Kollen för iPhone | Kollen');
const statusSite = s('Sydfyns Sparekasse', 'da-DK', 'Driftstatus | Sydfyns Sparekasse');
const formulierSite = s('Gemeente Haarlem', 'nl-NL', 'Bewonersvergunning aanvragen | Gemeente Haarlem');
const mieszkanieSite = s('DomKraków', 'pl-PL', 'Mieszkanie 2 pokoje Podgórze | DomKraków');
const tarifasSite = s('Transtejo', 'pt-PT', 'Cais do Sodré – Cacilhas | Transtejo');
const fondsSite = s('Nordlicht Invest', 'de-DE', 'Nordlicht Nachhaltig Aktien A | Nordlicht Invest');
const corsoSite = s('Officina Fotografica Torino', 'it-IT', 'Corso serale di fotografia | Officina Fotografica');
const evenemangSite = s('Malmö stadsbibliotek', 'sv-SE', 'Författarsamtal med Lina Wolff | Malmö stadsbibliotek');
const boulangerieSite = s('Boulangerie Lefèvre', 'fr-FR', 'Horaires | Boulangerie Lefèvre, Lyon');
const badetSite = s('Oslo kommune', 'no-NO', 'Tøyenbadet | Oslo kommune');
const hakemusSite = s('Helsingin kaupunki', 'fi-FI', 'Kesätyöseteli 2027 | Helsingin kaupunki');
const ansogningSite = s('Aarhus Kommune', 'da-DK', 'Tilskud til foreningsaktiviteter | Aarhus Kommune');
const alquilerSite = s('PisosLevante', 'es-ES', 'Piso en alquiler en Ruzafa | PisosLevante');
const releaseSite = s('Driftwood', 'en-GB', 'Driftwood for Android | Driftwood');

export const PAIRS_13: PairSpec[] = [
  // ----- real, told in prose or a single value on a small page -----
  real('menu-dish-price-it', 'content', 'content', 'Italian trattoria menu; "Tagliatelle al ragù – 12,00 €" → "13,50 €".', page(menuSite, menuIt, { tagliatelle: '13,50 €' })),
  real('menu-closed-notice-it', 'content', 'content', 'Italian trattoria menu; a notice "Chiuso per ferie dal 23 dicembre al 7 gennaio" added.', page(menuSite, menuIt, { avviso: '<p class="menu__avviso">Chiuso per ferie dal 23 dicembre al 7 gennaio. Buone feste a tutti!</p>' })),
  real('konzert-anmeldung-geschlossen-de', 'content', 'content', 'German concert page; "Die Anmeldung ist geöffnet …" → "Die Anmeldung ist geschlossen – alle Plätze sind vergeben", the form gone.', page(konzertSite, konzertDe, { anmeldung: 'Die Anmeldung ist geschlossen – alle Plätze sind vergeben.', formular: '' })),
  real('evento-trasladado-es', 'content', 'content', 'Spanish event page; a sentence added: "El evento se ha trasladado al sábado 14 de diciembre por la previsión de lluvia." The date line is not edited.', page(eventoSite, eventoEs, { aviso: '<p class="evento__aviso">El evento se ha trasladado al sábado 14 de diciembre por la previsión de lluvia.</p>' })),
  real('atelier-complet-fr', 'content', 'content', 'French workshop; "Places disponibles" → "Plus de places disponibles", the booking button becomes a waiting-list line.', page(atelierSite, atelierFr, { places: 'Plus de places disponibles', bouton: '<p class="atelier__attente">Inscrivez-vous sur la liste d’attente.</p>' })),
  real('atelier-tarif-fr', 'content', 'content', 'French workshop; "Tarif 65 €" → "72 €".', page(atelierSite, atelierFr, { tarif: '72 €' })),
  real('app-new-version-sv', 'content', 'content', 'Swedish app page; version 4.2.1 → 4.3.0 with new release notes.', page(appSite, appSv, { version: '4.3.0', nyheter: '<li>Avgångar i realtid på låsskärmen.</li><li>Stöd för Skånetrafiken.</li>' })),
  real('status-mobilepay-nedbrud-da', 'content', 'content', 'Danish bank status page; "Alle systemer kører normalt" → MobilePay transfers down with an incident text.', page(statusSite, statusDa, { banner: 'Der er problemer med en eller flere tjenester', mobilepay: 'Nedbrud', haendelse: '<section class="haendelse"><h2>MobilePay-overførsler fejler</h2><p>Vi undersøger problemet. Overførsler til og fra MobilePay kan ikke gennemføres lige nu.</p></section>' })),
  real('formulier-offline-nl', 'content', 'content', 'Dutch municipal form; the form replaced by "Aanvragen is tijdelijk niet mogelijk door onderhoud".', page(formulierSite, formulierNl, { formulier: '<p class="formulier__melding">Aanvragen is tijdelijk niet mogelijk door onderhoud aan ons systeem. Probeer het na 2 december opnieuw.</p>' })),
  real('mieszkanie-cena-pl', 'content', 'content', 'Polish flat listing; "649 000 zł" → "619 000 zł".', page(mieszkanieSite, mieszkaniePl, { cena: '619 000 zł' })),
  real('mieszkanie-sprzedane-pl', 'content', 'content', 'Polish flat listing; "Ogłoszenie nieaktualne – mieszkanie zostało sprzedane." added.', page(mieszkanieSite, mieszkaniePl, { status: '<p class="ogloszenie__status">Ogłoszenie nieaktualne – mieszkanie zostało sprzedane.</p>' })),
  real('tarifas-bilhete-pt', 'content', 'content', 'Portuguese ferry fares; "Bilhete simples 1,45 €" → "1,60 €".', page(tarifasSite, tarifasPt, { simples: '1,60 €' })),
  real('tarifas-greve-pt', 'content', 'content', 'Portuguese ferry page; a strike notice added: no crossings on Thursday 10h–16h.', page(tarifasSite, tarifasPt, { aviso: '<p class="tarifas__aviso">Devido a greve, não há ligações entre as 10h e as 16h na quinta-feira, 4 de dezembro.</p>' })),
  real('fonds-aufloesung-de', 'content', 'content', 'German fund page; "Der Fonds wird zum 31. März 2027 aufgelöst" added.', page(fondsSite, fondsDe, { hinweis: '<p class="fonds__hinweis">Der Fonds wird zum 31. März 2027 aufgelöst. Anteile können bis zum 28. Februar 2027 zurückgegeben werden.</p>' })),
  real('corso-iscrizioni-chiuse-it', 'content', 'content', 'Italian course; "Le iscrizioni sono aperte fino al 20 gennaio" → "Le iscrizioni sono chiuse: il corso ha raggiunto il numero massimo di partecipanti".', page(corsoSite, corsoIt, { iscrizioni: 'Le iscrizioni sono chiuse: il corso ha raggiunto il numero massimo di partecipanti.' })),
  real('evenemang-installt-sv', 'content', 'content', 'Swedish library event; "Evenemanget är inställt på grund av sjukdom." added.', page(evenemangSite, evenemangSv, { meddelande: '<p class="evenemang__meddelande">Evenemanget är inställt på grund av sjukdom.</p>' })),
  real('boulangerie-fermeture-fr', 'content', 'content', 'French bakery hours; "Fermeture exceptionnelle du 23 au 30 décembre" added.', page(boulangerieSite, boulangerieFr, { fermeture: '<p class="boutique__fermeture">Fermeture exceptionnelle du 23 au 30 décembre pour congés.</p>' })),
  real('badet-stengt-no', 'content', 'content', 'Norwegian swimming hall; "Badet er åpent som normalt" → "Badet er stengt for vedlikehold til og med 15. januar".', page(badetSite, svommehalNo, { stengt: '<p class="anlegg__status">Badet er stengt for vedlikehold til og med 15. januar.</p>' })),
  real('hakemus-paattynyt-fi', 'content', 'content', 'Finnish application page; "Haku on auki 15.1.–28.2.2027" → "Haku on päättynyt".', page(hakemusSite, hakemusFi, { tila: 'Haku on päättynyt. Seuraava haku avautuu tammikuussa 2028.' })),
  real('ansogning-frist-forlaenget-da', 'content', 'content', 'Danish grant page; the deadline "1. februar 2027" → "forlænget til 15. februar 2027".', page(ansogningSite, ansogningDa, { frist: 'Ansøgningsfristen er forlænget til 15. februar 2027.' })),
  real('alquiler-reservado-es', 'content', 'content', 'Spanish rental listing; "Este piso ya está reservado." added.', page(alquilerSite, alquilerEs, { estado: '<p class="anuncio__estado">Este piso ya está reservado.</p>' })),
  real('release-shutdown-en', 'content', 'content', 'Android app page; "Driftwood will stop working on 31 March 2027" notice added.', page(releaseSite, releaseEn, { notice: '<p class="release__notice">Driftwood will stop working on 31 March 2027. Export your trips before then.</p>' })),

  // ----- noise: what such pages change per visit -----
  noise('menu-greeting-evening-it', 'content', 'Italian menu; "Buongiorno!" → "Buonasera!" by the time of day.', page(menuSite, menuIt, { saluto: 'Buonasera! Ecco cosa cuciniamo oggi.' })),
  noise('menu-chef-tip-it', 'content', 'Italian menu; the chef\'s tip rotates to another pairing.', page(menuSite, menuIt, { consiglio: 'Il consiglio dello chef: provate il baccalà con un calice di Rosso di Montalcino.' })),
  noise('konzert-interesse-de', 'content', 'German concert page; "48 Personen interessiert" → "53".', page(konzertSite, konzertDe, { interesse: '53 Personen interessiert' })),
  noise('konzert-greeting-name-de', 'content', 'German concert page; the header greets the signed-in visitor ("Anmelden" → "Guten Abend, Frau Keller").', page(konzertSite, konzertDe, {}, { before: { greeting: 'Anmelden' }, after: { greeting: 'Guten Abend, Frau Keller' } })),
  noise('evento-publicado-es', 'content', 'Spanish event page; "Publicado hace 3 horas" → "hace 5 horas".', page(eventoSite, eventoEs, { publicado: 'hace 5 horas' })),
  noise('evento-asistentes-es', 'content', 'Spanish event page; "126 personas asistirán" → "131".', page(eventoSite, eventoEs, { asistentes: '131 personas asistirán' })),
  noise('atelier-astuce-fr', 'content', 'French workshop; the rotating tip shows another one.', page(atelierSite, atelierFr, { astuce: 'Astuce : garez-vous sur le parking de la mairie, à deux minutes à pied.' })),
  noise('app-uppdaterad-sv', 'content', 'Swedish app page; "Uppdaterad för 20 minuter sedan" → "för 2 timmar sedan".', page(appSite, appSv, { uppdaterad: 'Uppdaterad för 2 timmar sedan' })),
  noise('app-betyg-sv', 'content', 'Swedish app page; "2 314 betyg" → "2 319 betyg".', page(appSite, appSv, { betyg: '2 319 betyg' })),
  noise('app-chat-closed-sv', 'content', 'Swedish app page; the chat widget goes from "Chatta med oss" to "Chatten är stängd just nu".', page(appSite, appSv, {}, { before: { chat: 'Chatta med oss' }, after: { chat: 'Chatten är stängd just nu' } })),
  noise('status-opdateret-da', 'content', 'Danish status page; "Opdateret for 3 minutter siden" → "for 1 minut siden".', page(statusSite, statusDa, { opdateret: 'Opdateret for 1 minut siden' })),
  noise('formulier-tip-nl', 'content', 'Dutch municipal form; the tip above the form rotates.', page(formulierSite, formulierNl, { tip: 'Tip: u kunt de status van uw aanvraag volgen in MijnHaarlem.' })),
  noise('mieszkanie-dodano-pl', 'content', 'Polish listing; "Dodano 3 godziny temu · Wyświetlenia: 1 204" → "5 godzin temu · 1 262".', page(mieszkanieSite, mieszkaniePl, { dodano: 'Dodano 5 godzin temu', wyswietlenia: '1 262' })),
  noise('tarifas-proxima-pt', 'content', 'Portuguese ferry page; "Próxima partida em 7 min" → "em 19 min".', page(tarifasSite, tarifasPt, { proxima: 'Próxima partida em 19 min' })),
  noise('fonds-ticker-de', 'content', 'German fund page; the index ticker moves.', page(fondsSite, fondsDe, { ticker: 'DAX 19.796,05 ▼ 0,23 % · MSCI World 3.624,77 ▲ 0,38 %' })),
  noise('fonds-gruss-de', 'content', 'German fund page; "Guten Morgen!" → "Guten Tag!" by the time of day.', page(fondsSite, fondsDe, { gruss: 'Guten Tag! Ihr Berater ist heute bis 18 Uhr erreichbar.' })),
  noise('corso-iscritti-it', 'content', 'Italian course; "17 persone si sono già iscritte" → "19".', page(corsoSite, corsoIt, { iscritti: '19 persone si sono già iscritte' })),
  noise('evenemang-publicerad-sv', 'content', 'Swedish library event; "Publicerad för 2 dagar sedan" → "för 3 dagar sedan".', page(evenemangSite, evenemangSv, { publicerad: 'för 3 dagar sedan' })),
  noise('boulangerie-avis-fr', 'content', 'French bakery; the quoted review rotates ("Sophie, il y a 2 jours" → another by "Marc, il y a 5 heures").', page(boulangerieSite, boulangerieFr, { avis: 'Pain au levain croustillant, je recommande la tarte aux pralines.', auteur: 'Marc, il y a 5 heures' })),
  noise('badet-besok-no', 'content', 'Norwegian swimming hall; "Akkurat nå: 84 badende" → "112" and "for 5 minutter siden" → "for 1 minutt siden".', page(badetSite, svommehalNo, { besok: 'Akkurat nå: 112 badende', oppdatert: 'Oppdatert for 1 minutt siden' })),
  noise('hakemus-paivitetty-fi', 'content', 'Finnish application page; "Päivitetty 10 minuuttia sitten" → "2 tuntia sitten".', page(hakemusSite, hakemusFi, { paivitetty: '2 tuntia sitten' })),
  noise('ansogning-hilsen-da', 'content', 'Danish grant page; "God morgen" → "God eftermiddag" by the time of day.', page(ansogningSite, ansogningDa, { hilsen: 'God eftermiddag – vi svarer på mails inden for to hverdage.' })),
  noise('alquiler-bolsa-visitas-es', 'content', 'Spanish rental listing; the IBEX ticker moves and "23 personas han contactado" → "27".', page(alquilerSite, alquilerEs, { bolsa: 'IBEX 35 11.879,2 +0,31 %', visitas: '27 personas han contactado con el anunciante' })),
  noise('release-tip-en', 'content', 'Android app page; the "Did you know?" tip rotates.', page(releaseSite, releaseEn, { tip: 'Did you know? Tap the compass to switch between north-up and heading-up.' })),
];
