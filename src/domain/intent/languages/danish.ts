import type { ConditionWords, LanguageWords } from './language-words.js';

// Danish shares much with Swedish and Norwegian; its markers are the words the other two spell
// apart ("når", "hvis", "giv", "besked", "bliver"), so a Swedish intent stays Swedish.
export const DANISH: LanguageWords = {
  code: 'da',
  markers: 'når|hvis|giv|besked|jeg|gerne|bliver|koster|er|og|af|hvornår|på|prisen|sig',
  frame:
    // Looking for or buying the product, around its name: "jeg leder efter, vil købe"; how long one has waited is no part of it either.
    'i måneder|i ugevis|længe|leder efter|leder|købe|køber|bestille|' +
    'giv|giv mig|besked|giv besked|giv mig besked|sig|sig til|sige|sige til|give besked|give mig besked|fortælle|fortælle mig|fortæl|fortæl mig|skriv|skriv til mig|send|send mig|' +
    'mig|os|jeg|vi|vil|vide|vil vide|vil gerne|gerne|gerne vide|når|hvornår|hvis|om|så snart|så hurtigt|kan|kan du|du|' +
    'kunne|kunne du|venligst|tak|hej|er|bliver|findes|der|det|den|nu|med det samme|straks|bare|har|får|' +
    'mail|e-mail|sms|notifikation|version|ny version|udkommer|udgives|kommer|kommer ud|' +
    // Someone publishing or opening listings: "Novo Nordisk slår nye job op".
    'slår op|slår nye job op|slår nye stillinger op|slår stillinger op|lægger ud|lægger op|offentliggør|annoncerer|åbner',
  lead: 'hold øje med|hold øje|overvåg|følg|tjek|hold styr på|holde øje med|holde øje|holde styr på|overvåge|følge med i',
  articles: 'en|et|den|det|de',
  // "som" (as) joins a listing to the people sought: "slår nye stillinger op som data scientist".
  soft: 'en|et|den|det|de|og|af|for|med|i|til|min|mit|mine|ny|nye|nyt|som',
  topic: 'angående|vedrørende',
  contentTopic: 'job som|nye job som|ledige job som|stillinger som|nye stillinger som|ledige stillinger som|nye ledige stillinger som|nyheder om',
  page: 'side|siden|hjemmeside|hjemmesiden|webside|websiden',
  priceNouns: 'pris|prisen|priser|priserne',
  price:
    'pris|prisen|priser|priserne|koster|koste|billigere|billig|falder|sænkes|sænket|udsalg|på udsalg|rabat|tilbud|' +
    'på tilbud|prisfald|nedsat|dyrere|stiger|kampagne|sætter ned|sætter prisen ned|sætter priserne ned',
  availability:
    'på lager|på lager igen|tilgængelig|tilgængelige|udsolgt|udsolgte|ikke på lager|bestillbar|kan købes|kan bestilles|' +
    'tilbage på lager|på lageret',
  content:
    'nyt album|ændres|ændrer|ændring|ændringer|ændret|opdateres|opdatering|opdateret|ny version|nye versioner|nyheder|' +
    'artikel|artikler|job|nye job|ledige job|ledige stillinger|stillinger|stilling|kapitel|nyt kapitel|afsnit|nyt afsnit|ny sæson',
  returns: 'igen|tilbage',
  // The s-passive of each verb of publishing above: "lægges op", "annonceres".
  appears: 'dukker op|dukke op|udgives|lægges ud|slås op|lægges op|offentliggøres|annonceres',
  sitePrepositions: 'på|hos|i|fra|via',
  // A genitive before the site's noun: "på Elgigantens hemsida".
  shopNameEndings: 's',
  conjunctions: 'og|eller|samt',
  shopVerbs: 'har|får|sælger',
};

export const DANISH_CONDITIONS: ConditionWords = {
  below: 'under|mindre end|billigere end|lavere end|for mindre end|falder under|går under|falder til',
  above: 'over|mere end|dyrere end|højere end|mindst|stiger over|overstiger',
  aboveAfter: 'eller mere|eller dyrere|eller højere',
  atMost: 'højst|max|max.|maks|maks.|maksimalt|ikke mere end|op til',
  atMostAfter: 'eller mindre|eller billigere|eller lavere|eller derunder|max|maks|højst',
  dropVerbs: 'falder|falde|går ned|sænkes|sænket|bliver billigere|billigere|nedsættes|nedsat|rabat på',
  by: 'med|med mindst|med over|mindst',
  dropAfter: 'billigere|mindre|rabat|lavere|i rabat',
  riseVerbs: 'stiger|øges|går op|bliver dyrere|hæves',
  percent: 'procent',
  anyDrop: 'billigere|falder|går ned|sænkes|prisfald|udsalg|på udsalg|tilbud|på tilbud|rabat|nedsat|nedsat pris|bliver billigere|sænker|sænker prisen|sænker priserne|sætter prisen ned|sætter priserne ned',
  outOfStock: 'udsolgt|udsolgte|ikke på lager|ikke tilgængelig|bliver udsolgt|løber tør|er væk',
  neutralStock: 'tilgængelighed|lagerstatus|lagerbeholdning',
  inStock: 'på lager|tilgængelig|tilgængelige|bestillbar|kan købes',
  again: 'igen|tilbage',
  negation: 'ikke|aldrig',
  only: 'kun|bare|blot',
  orEqual: 'eller lig med',
  equalOr: 'lig med eller',
  inPrice: 'i pris',
  cost: 'koster|koste|kostede',
  between: 'mellem',
  rangeAnd: 'og',
};
