import type { LanguageCode } from './languages/all-languages.js';
import { removeAccents } from './languages/language-words.js';

// Tickets and appointment slots are had once free: asked for with no metric word, they ask for
// availability ("when there are tickets for X", "when a slot for a driving test opens up").
const TICKETS =
  'ticket|tickets|presale|karte|karten|eintrittskarten|konzertkarten|billet|billets|entrada|entradas|boleto|boletos|' +
  'biglietto|biglietti|kaartje|kaartjes|ingresso|ingressos|bilhete|bilhetes|bilet|bilety|biletów|biljett|biljetter|biljetterna|billetter|vstupenka|vstupenky|vstupenku|lístky';
const APPOINTMENTS: Record<LanguageCode, string> = {
  en: 'appointment|appointments|slot|slots',
  de: 'termin|termine|terminvergabe',
  fr: 'rendez-vous|rdv|créneau|créneaux',
  es: 'cita|citas|cita previa',
  it: 'appuntamento|appuntamenti',
  nl: 'afspraak|afspraken|tijdslot',
  pt: 'agendamento|agendamentos|marcação|marcações',
  pl: 'termin|terminy|wizyta|wizyty|wizytę',
  sv: 'tidsbokning|besökstid|besökstider',
  da: 'tidsbestilling|aftale|aftaler',
  no: 'timebestilling|timeavtale',
  fi: 'ajanvaraus|ajanvarauksen',
  cs: 'termín|termíny|rezervace',
  tr: 'randevu|randevular',
};
// "For" after an appointment: what follows is what it is for, the subject ("an appointment for a passport renewal").
const PURPOSE: Record<LanguageCode, string> = { en: 'for', de: 'für', fr: 'pour', es: 'para', it: 'per', nl: 'voor', pt: 'para', pl: 'na', sv: 'för', da: 'til', no: 'til', fi: 'varten', cs: 'na', tr: 'için' };

const bookingWords = new Set([TICKETS, ...Object.values(APPOINTMENTS)].join('|').split('|').map(removeAccents));

/** Whether a word (lower case) names tickets or an appointment slot, in any of the languages read. */
export function namesBooking(word: string): boolean {
  return bookingWords.has(removeAccents(word));
}

/** "appointment for", "Termin für", "cita previa para": the phrases after which an appointment's subject follows. */
export function appointmentTopics(language: LanguageCode): string {
  return APPOINTMENTS[language].split('|').map((noun) => `${noun} ${PURPOSE[language]}`).join('|');
}
