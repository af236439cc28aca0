import type { ConditionWords, LanguageWords } from './language-words.js';

// Norwegian (Bokmål) shares most of its words with Danish; its markers are the ones Danish spells
// apart ("gi", "beskjed", "si fra", "meg", "blir", "igjen", "av"), and it stands after Danish in the
// list of languages, so a tie stays Danish.
export const NORWEGIAN: LanguageWords = {
  code: 'no',
  markers: 'når|hvis|gi|beskjed|si|ifra|meg|blir|igjen|av|koster|er|og|på|prisen|jeg|hos|ikke',
  frame:
    // Looking for or buying the product, around its name: "jeg leter etter, vil kjøpe"; how long one has waited is no part of it either.
    'i månedsvis|i ukevis|lenge|leter etter|leter|kjøpe|kjøper|bestille|' +
    'gi|gi meg|beskjed|gi beskjed|gi meg beskjed|si|si fra|si ifra|si i fra|si til|fortell|fortell meg|fortelle|fortelle meg|' +
    'varsle|varsle meg|varsel|skriv|skriv til meg|send|send meg|' +
    'meg|oss|jeg|vi|vil|vite|vil vite|vil gjerne|gjerne|gjerne vite|når|hvis|om|så snart|så fort|kan|kan du|du|' +
    'kunne|kunne du|vær så snill|være så snill|være så snill å|så snill|å|takk|hei|er|blir|finnes|der|det|den|nå|med en gang|straks|bare|har|får|' +
    'e-post|epost|sms|varsling|versjon|ny versjon|kommer|kommer ut|slippes|' +
    // Someone publishing or opening listings: "Equinor lyser ut nye stillinger".
    'lyser ut|lyser ut nye stillinger|legger ut|legger ut nye stillinger|publiserer|annonserer|åpner',
  lead: 'følg med på|følg med|hold øye med|hold et øye med|overvåk|sjekk|holde øye med|holde et øye med|følge med på|overvåke',
  articles: 'en|ei|et|den|det|de',
  // "som" (as) joins a listing to the people sought: "nye stillinger som sykepleier".
  soft: 'en|ei|et|den|det|de|og|av|for|med|i|til|min|mitt|mine|ny|nye|nytt|som',
  topic: 'angående|vedrørende',
  contentTopic: 'jobb som|nye jobber som|ledige jobber som|stillinger som|nye stillinger som|ledige stillinger som|nyheter om',
  page: 'side|siden|nettside|nettsiden|hjemmeside|hjemmesiden',
  priceNouns: 'pris|prisen|priser|prisene',
  price:
    'pris|prisen|priser|prisene|koster|koste|billigere|billig|synker|faller|senkes|senket|salg|på salg|rabatt|tilbud|' +
    'på tilbud|prisfall|nedsatt|dyrere|stiger|kampanje|setter ned prisen|setter ned prisene',
  availability:
    'på lager|på lager igjen|tilgjengelig|tilgjengelige|utsolgt|utsolgte|ikke på lager|kan bestilles|kan kjøpes|' +
    'tilbake på lager|på lageret',
  content:
    'nytt album|endres|endrer|endring|endringer|endret|oppdateres|oppdatering|oppdatert|ny versjon|nye versjoner|nyheter|' +
    'artikkel|artikler|jobb|jobber|nye jobber|ledige jobber|ledige stillinger|stillinger|stilling|kapittel|nytt kapittel|' +
    'episode|ny episode|ny sesong',
  returns: 'igjen|tilbake',
  // The s-passive of each verb of publishing above: "legges ut", "annonseres".
  appears: 'dukker opp|dukke opp|publiseres|legges ut|lyses ut|annonseres|legges opp',
  sitePrepositions: 'på|hos|i|fra|via',
  // A genitive before the site's noun: "på Elgigantens hemsida".
  shopNameEndings: 's',
  conjunctions: 'og|eller|samt',
  shopVerbs: 'har|får|selger',
};

export const NORWEGIAN_CONDITIONS: ConditionWords = {
  below: 'under|mindre enn|billigere enn|lavere enn|for mindre enn|faller under|går under|synker under|faller til|synker til',
  above: 'over|mer enn|dyrere enn|høyere enn|minst|stiger over|overstiger',
  aboveAfter: 'eller mer|eller dyrere|eller høyere',
  atMost: 'høyst|maks|maks.|max|max.|maksimalt|ikke mer enn|opp til',
  atMostAfter: 'eller mindre|eller billigere|eller lavere|eller under|maks|høyst',
  dropVerbs: 'faller|falle|synker|synke|går ned|senkes|senket|blir billigere|billigere|settes ned|nedsatt|rabatt på',
  by: 'med|med minst|med over|minst',
  dropAfter: 'billigere|mindre|rabatt|lavere|i rabatt',
  riseVerbs: 'stiger|øker|går opp|blir dyrere|heves',
  percent: 'prosent',
  anyDrop:
    'billigere|faller|synker|går ned|senkes|prisfall|salg|på salg|tilbud|på tilbud|rabatt|nedsatt|nedsatt pris|' +
    'blir billigere|senker|senker prisen|senker prisene|setter ned prisen|setter ned prisene',
  outOfStock: 'utsolgt|utsolgte|ikke på lager|ikke tilgjengelig|blir utsolgt|går tom|er borte',
  neutralStock: 'tilgjengelighet|lagerstatus|lagerbeholdning',
  inStock: 'på lager|tilgjengelig|tilgjengelige|kan bestilles|kan kjøpes',
  again: 'igjen|tilbake',
  negation: 'ikke|aldri',
  only: 'kun|bare',
  orEqual: 'eller lik',
  equalOr: 'lik eller',
  inPrice: 'i pris',
  cost: 'koster|koste|kostet',
  between: 'mellom',
  rangeAnd: 'og',
};
