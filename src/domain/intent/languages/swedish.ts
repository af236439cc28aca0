import type { ConditionWords, LanguageWords } from './language-words.js';

export const SWEDISH: LanguageWords = {
  code: 'sv',
  markers: 'när|mig|på|och|säg|meddela|hör|finns|igen|kostar|blir|jag|vill|hos|är|det|priset|oss|ändras',
  frame:
    // Looking for or buying the product, around its name: "jag letar efter, vill köpa"; how long one has waited is no part of it either.
    'i månader|i veckor|länge|letar efter|letar|köpa|köper|beställa|' +
    'meddela|meddela mig|säg|säg till|säga|säga till|tala om|hör av dig|hör av er|hör|dig|mig|oss|jag|vi|vill|veta|vill veta|när|om|så fort|' +
    'så snart|kan|kan du|du|skulle|skicka|ett|mejl|mail|sms|notis|avisering|tack|snälla|hej|är|blir|finns|det|den|' +
    'nu|direkt|genast|gärna|bara|har|hade|får|version|ny version|släpps|släpper|kommer|kommer ut|' +
    // Someone publishing or opening listings: "Klarna lägger ut nya jobb", "lägger upp annonser".
    'lägger ut|lägger upp|har lagt upp|lagt upp|publicerar|har publicerat|öppnar|annonserar',
  lead: 'håll koll på|håll koll|bevaka|övervaka|följ|kolla|håll ett öga på|hålla koll på|hålla koll|hålla ett öga på|håll ögonen på|hålla ögonen på',
  articles: 'en|ett|den|det|de',
  soft: 'en|ett|den|det|de|och|av|för|med|i|till|min|mitt|mina|ny|nya|nytt',
  topic: 'angående',
  contentTopic: 'jobb som|nya jobb som|lediga jobb som|tjänster som|lediga tjänster som|nya lediga tjänster som|nya tjänster som|nyheter om',
  page: 'sida|sidan|webbplats|webbplatsen|hemsida|hemsidan',
  priceNouns: 'pris|priset|priser|priserna',
  price:
    'pris|priset|priser|priserna|kostar|kosta|billigare|billig|sjunker|sänks|sänkt|rea|på rea|rabatt|erbjudande|' +
    'prissänkning|prisfall|dyrare|stiger|kampanj',
  availability:
    'i lager|finns i lager|i lager igen|tillgänglig|tillgängliga|tillgänglighet|slutsåld|slutsålda|tar slut|slut i lager|' +
    'beställningsbar|åter i lager|går att köpa|går att beställa',
  content:
    'nytt album|nya albumet|ändras|ändrar|ändring|ändringar|ändrats|uppdateras|uppdatering|uppdaterad|ny version|nya versioner|nyheter|' +
    'artikel|artiklar|jobb|nya jobb|lediga jobb|lediga tjänster|tjänster|publiceras|kapitel|nytt kapitel|nya kapitel|avsnitt|nytt avsnitt|nya avsnitt|ledigt jobb|ledig tjänst|nytt jobb|ny säsong|nya säsongen',
  returns: 'igen|tillbaka|åter',
  // The s-passive of each verb of publishing above: "nya jobb läggs upp", "annonseras".
  appears: 'dyker upp|dyka upp|publiceras|läggs ut|läggs upp|har lagts upp|har lagts ut|har publicerats|annonseras',
  sitePrepositions: 'på|hos|i|från|via',
  // A genitive before the site's noun: "på Elgigantens hemsida".
  shopNameEndings: 's',
  conjunctions: 'och|eller|samt',
  shopVerbs: 'har|får|säljer',
};

export const SWEDISH_CONDITIONS: ConditionWords = {
  below: 'under|mindre än|billigare än|lägre än|för mindre än|sjunker under|går under|sjunker till',
  reach: 'når|når ner till',
  above: 'över|mer än|dyrare än|högre än|minst|stiger över|överstiger',
  aboveAfter: 'eller mer|eller dyrare|eller högre',
  atMost: 'högst|max|max.|som mest|maximalt|inte mer än|upp till',
  atMostAfter: 'eller mindre|eller billigare|eller lägre|max|som mest|högst',
  dropVerbs: 'sjunker|sjunka|går ner|sänks|sänkt|faller|falla|blir billigare|billigare|minskar|rabatt på|prissänkning på',
  by: 'med|med minst|med över|minst',
  dropAfter: 'billigare|mindre|rabatt|lägre|i rabatt',
  riseVerbs: 'stiger|ökar|går upp|blir dyrare|höjs',
  percent: 'procent',
  anyDrop: 'billigare|sjunker|går ner|sänks|prissänkning|prisfall|rea|på rea|rabatt|sänkt pris|blir billigare|faller|sänker|sänker priset',
  outOfStock: 'slutsåld|slutsålda|tar slut|slut i lager|inte i lager|ej i lager|inte tillgänglig|ej tillgänglig|går slut|tagit slut',
  neutralStock: 'tillgänglighet|lagerstatus|lagersaldo',
  inStock: 'i lager|finns i lager|tillgänglig|tillgängliga|beställningsbar|går att köpa',
  again: 'igen|åter|tillbaka',
  negation: 'inte|ej|aldrig',
  only: 'bara|endast|enbart',
  orEqual: 'eller lika med',
  equalOr: 'lika med eller',
  inPrice: 'i pris',
  cost: 'kostar|kosta|kostade',
  between: 'mellan',
  rangeAnd: 'och',
};
