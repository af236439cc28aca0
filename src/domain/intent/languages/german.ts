import type { LanguageWords } from './language-words.js';

export const GERMAN: LanguageWords = {
  code: 'de',
  markers: 'der|die|das|den|dem|des|ein|eine|wenn|sobald|bei|mir|mich|ist|sind|wieder|unter|bitte|für|vom|zum|auf|ich|wann|gibt|sag|gib|bescheid|preis|nicht|oder|und',
  frame:
    // Looking for or buying the product, around its name: "ich will die PS5 kaufen"; how long one has waited is no part of it either.
    'seit wochen|seit monaten|seit tagen|kaufen|kaufe|bestellen|besorgen|zulegen|suche|such|holen|anschaffen|gönnen|' +
    // Asking kindly: "wären Sie so freundlich, mir Bescheid zu geben".
    'wären|wärst|wäre|so freundlich|freundlich|so lieb|so nett|zu geben|zu sagen|' +
    'sag|sage|sagt|gib|gebt|bescheid|benachrichtige|benachrichtigt|benachrichtigen|benachrichtigung|informiere|informier|' +
    'informiert|melde|meld|melden|meldung|warne|warn|erinnere|schick|schicke|sende|nachricht|eine nachricht|mir|mich|uns|' +
    'dich|ich|wir|du|möchte|möchten|will|wollen|würde|gern|gerne|bitte|wenn|sobald|falls|wann|ob|ist|sind|wird|werden|' +
    'wurde|war|hat|haben|es|gibt|es gibt|gibt es|zu haben|kann|können|man|mal|jetzt|sofort|endlich|achtung|hinweis|alarm|' +
    'wissen|erfahren|zeig|zeige|sich|dass|ziel|da|gelistet|steht|liegt|geht|kommt|im auge|im blick|jeden tag|täglich|jede woche|wöchentlich|mail|e-mail|sms|push-nachricht|version|neue version|rauskommt|herauskommt|rauskommen|herauskommen|lass|lasst|lassen|' +
    // Someone publishing or opening listings: "SAP schreibt Stellen aus".
    'veröffentlicht|veröffentlichen|ausschreibt|ausschreiben|schreibt aus|schreiben aus|ausgeschrieben',
  lead: 'überwache|überwachen|beobachte|beobachten|verfolge|verfolgen|prüfe|prüfen|behalte|checke|' +
    // Keeping an eye on it, as the other languages' leads have it: "halt ein Auge auf", "wirf ein Auge drauf".
    'halt|halte|haltet|wirf|werft|ein auge auf|ein auge drauf|ein auge darauf',
  articles: 'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines',
  soft:
    'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|von|vom|für|mit|und|oder|zum|zur|zu|am|beim|mein|meine|' +
    'meinen|neue|neuen|neuer|neues|aktuelle|aktuellen|auch|noch|nur|so|um|wieder|diese|dieser|dieses',
  topic: 'über|zum thema|bezüglich',
  contentTopic: 'neuigkeiten zu|neuigkeiten zum|neuigkeiten zur|neuigkeiten über|news zu|news zum|news über|stellen für|stellenangebote für|jobs für',
  page: 'seite|webseite|website|homepage|startseite|unterseite|internetseite|abschnitt|rubrik|bereich',
  priceNouns: 'preis|preise',
  price:
    'preis|preise|preisalarm|preissenkung|preisänderung|preisänderungen|preisfall|preissturz|billiger|günstiger|günstig|' +
    'billig|sinkt|sinken|fällt|fallen|gefallen|gesunken|reduziert|angebot|angebote|im angebot|rabatt|rabatte|deal|deals|' +
    'kostet|kosten|teurer|heruntergesetzt|preisentwicklung|preisverlauf|preishistorie|preisvergleich|preiswert|schnäppchen|sonderangebot|preisverfall|steigt',
  availability:
    'verfügbar|verfügbarkeit|lieferbar|auf lager|lager|vorrätig|wieder da|wieder verfügbar|wieder lieferbar|wieder auf lager|' +
    'wieder erhältlich|erhältlich|ausverkauft|vorbestellbar|vorbestellen|vorbestellung|bestellbar|nicht verfügbar|' +
    'nicht lieferbar|lagernd|wieder gibt|wieder im sortiment|in den verkauf|im verkauf|vorverkauf|im vorverkauf|verkaufsstart|' +
    // A slot or a seat coming free: "wenn ein Termin frei wird".
    'frei wird|frei werden|frei ist|frei sind',
  content:
    'neues album|neue album|neuen album|ändert|ändern|änderung|änderungen|geändert|aktualisiert|aktualisierung|neuigkeiten|neuigkeit|artikel|neue artikel|' +
    'beitrag|beiträge|veröffentlicht|veröffentlichung|meldungen|inhalt|neues|updates|update|neue folge|neue folgen|episode|episoden|stellenangebote|neue stellen|offene stellen|stellenanzeigen|neue jobs|jobangebote|angepasst|anpassung|anpassungen|neue version|neue versionen|neues release|kapitel|neues kapitel|neue kapitel|stellenangebot|stellenanzeige|neue stelle|offene stelle|neue staffel',
  returns: 'wieder|wieder gibt',
  appears: 'auftaucht|auftauchen|erscheint|erscheinen',
  sitePrepositions: 'bei|auf|im|von|vom|beim',
  conjunctions: 'und|oder|sowie',
  shopVerbs: 'hat|haben|bekommt|bekommen|kriegt|führt|führen|verkauft|verkaufen',
};
