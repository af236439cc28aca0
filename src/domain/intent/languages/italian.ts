import type { LanguageWords } from './language-words.js';

export const ITALIAN: LanguageWords = {
  code: 'it',
  markers: 'il|lo|gli|le|quando|se|su|è|sono|di|del|della|dell\'|prezzo|avvisami|dimmi|fammi|che|una|i|e',
  frame:
    // Looking for or buying the product, around its name: "sto cercando un Kindle"; how long one has waited is no part of it either.
    'da mesi|da settimane|da tempo|cerco|cercando|comprare|compro|comprarmi|' +
    // Asking kindly: "saresti così gentile da avvisarmi".
    'saresti|sareste|sarebbe|così gentile|gentile|gentili|' +
    'avvisami|avvisaci|avvisa|avvisare|avviso|un avviso|dimmi|dicci|dire|fammi|fateci|sapere|fammi sapere|segnalami|' +
    'segnala|segnalare|notificami|notifica|una notifica|mandami|inviami|scrivimi|informami|mi|ci|io|voglio|vorrei|quando|' +
    'se|appena|non appena|che|è|sono|sia|siano|sarà|torna|tornano|ritorna|per favore|subito|ora|adesso|eventuali|ogni|' +
    'qualsiasi|va|vanno|diventa|diventano|ogni giorno|tutti i giorni|ogni settimana|mail|email|e-mail|messaggio|sms|notifica|versione|nuova versione|esce|escono|uscirà|usciranno|esca|escano|' +
    // Someone publishing or opening listings: "Eni pubblica offerte".
    'pubblica|pubblicano|pubblichi|pubblichino|apre|aprono|apra|aprano|' +
    // Chat spellings of "quando".
    'qnd|qndo|qdo|qd|' +
    // Asking whether someone can, and the interjections before it: "ehi, puoi avvisarmi".
    'puoi|potresti|potreste|potete|può|ehi|ehm',
  lead: 'controlla|controllare|monitora|monitorare|segui|seguire|tieni|occhio|osserva|verifica|tieni d\' occhio|tenere|tenere d\' occhio',
  articles: 'il|lo|la|l\'|l|i|gli|le|un|uno|una|un\'',
  soft:
    'il|lo|la|l\'|l|i|gli|le|un|uno|una|un\'|di|del|dello|della|dei|degli|delle|dell\'|al|allo|alla|ai|agli|alle|all\'|' +
    'da|dal|dalla|in|nel|nella|nei|sul|sulla|con|per|e|o|mio|mia|miei|nuovo|nuova|nuovi|nuove|d\'',
  topic: 'riguardo|riguardo a|a proposito di|a proposito del|a proposito della',
  contentTopic: 'novità su|novità sul|novità sulla|notizie su|notizie sul|notizie sulla|aggiornamenti su|aggiornamenti sul|offerte di lavoro per|posizioni per',
  page: 'pagina|sito|sito web|pagina web|homepage|sezione',
  priceNouns: 'prezzo|prezzi',
  price:
    'prezzo|prezzi|scende|scendere|scendono|cala|calano|calo|ribasso|sconto|sconti|scontato|scontata|scontati|scontate|' +
    'in sconto|offerta|offerte|in offerta|costa|costano|costare|meno caro|meno cara|più economico|più economica|economico|' +
    'promozione|promo|saldi|in saldo|di prezzo|aumenta',
  availability:
    'disponibile|disponibili|disponibilità|torna disponibile|tornano disponibili|in stock|stock|esaurito|esaurita|' +
    'esauriti|esaurite|non disponibile|in magazzino|preordine|preordinabile|ordinabile|acquistabile|torna in stock|' +
    'tornano in stock|in vendita',
  content:
    'nuovo album|nuovo disco|cambia|cambiano|cambiamento|cambiamenti|modifica|modifiche|modificato|modificata|aggiornamento|aggiornamenti|' +
    'aggiornata|aggiornato|novità|notizie|notizia|articolo|articoli|pubblicato|pubblica|contenuto|episodio|episodi|nuovo episodio|offerte di lavoro|posizioni aperte|posizioni|nuove posizioni|annunci di lavoro|cambi|cambino|cambierà|cambieranno|cambiato|cambiata|aggiornano|aggiorna|aggiornino|modificano|nuova versione|nuove versioni|capitolo|capitoli|nuovo capitolo|nuovi capitoli|puntata|puntate|nuova puntata|offerta di lavoro|annuncio di lavoro|posizione aperta|nuova posizione|nuova stagione',
  returns: 'torna|tornano|ritorna|ritornano|di nuovo',
  appears: 'appare|appaia|compare|compaia|compaiono|appaiono',
  sitePrepositions: 'su|sul|da|presso|in|di',
  conjunctions: 'e|o|ed|od|oppure',
  shopVerbs: 'ha|hanno|riceve|ricevono|vende|vendono',
};
