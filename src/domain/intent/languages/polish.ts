import type { ConditionWords, LanguageWords } from './language-words.js';

// Polish has no articles; its nouns decline, so phrases are listed in the forms intents use them in.
export const POLISH: LanguageWords = {
  code: 'pl',
  markers: 'kiedy|gdy|mnie|mi|się|jak|będzie|będą|znać|daj|powiadom|proszę|jest|cena|jeśli|jeżeli|czy',
  frame:
    // Looking for or buying the product, around its name: "szukam Lego, chcę kupić"; how long one has waited is no part of it either.
    'od miesięcy|od tygodni|szukam|kupić|kupię|kupie|' +
    'daj|daj mi|daj znać|daj mi znać|dać|dać mi|dać znać|dać mi znać|dajcie|znać|powiadom|powiadomcie|powiadomienie|proszę o powiadomienie|poinformuj|informuj|' +
    'napisz|wyślij|mnie|mi|nas|nam|kiedy|gdy|jak|jeśli|jeżeli|czy|będzie|będą|jest|są|ma|mają|będzie miał|będzie miała|zostanie|zostaną|proszę|hej|cześć|' +
    'chcę|chciałbym|chciałabym|wiedzieć|chcę wiedzieć|się|tylko|już|teraz|od razu|możesz|mógłbyś|mogłabyś|maila|mail|sms|' +
    'wersja|nowa wersja|wyjdzie|wyjdą|wydana|wydanie|ukaże się|' +
    // Someone publishing or opening listings: "Allegro publikuje oferty pracy".
    'publikuje|publikują|opublikuje|opublikują|zamieszcza|zamieści|dodaje|doda|otwiera|otworzy',
  // Keeping an eye on it as an idiom, as the other languages' leads have it: "miej oko na".
  lead: 'obserwuj|śledź|monitoruj|pilnuj|sprawdzaj|obserwować|śledzić|monitorować|pilnować|sprawdzać|miej oko na|mieć oko na|miejcie oko na|miej oko|rzuć okiem na',
  articles: '',
  soft: 'i|z|ze|dla|od|w|na|o|mój|moja|moje|nowy|nowa|nowe|ten|ta|to|tego',
  topic: 'na temat|odnośnie',
  contentTopic: 'oferty pracy dla|ogłoszenia pracy dla|ogłoszenia o pracę dla|ogłoszenia o pracy dla|oferty pracy jako|nowości o|wiadomości o',
  page: 'strona|stronie|stronę|witryna|witrynie|sekcja|sekcji|sekcję|zakładka|zakładce',
  priceNouns: 'cena|ceny|cenę|cenie',
  price:
    'cena|ceny|cenę|cenie|kosztuje|kosztować|kosztują|taniej|tańszy|tańsza|tańsze|promocja|promocji|w promocji|obniżka|' +
    'obniżki|rabat|zniżka|przecena|przecenie|wyprzedaż|drożeje|zdrożeje|podrożeje',
  availability:
    'dostępny|dostępna|dostępne|dostępność|niedostępny|niedostępna|niedostępne|w magazynie|na stanie|wyprzedany|' +
    'wyprzedana|wyprzedane|wyprzeda się|wyprzedadzą się|się wyprzeda|się wyprzedadzą|wyprzeda|wyprzedadzą|w sprzedaży|do kupienia|zamówienia',
  content:
    'nowy album|nowego albumu|zmieni|zmienią|zmiana|zmiany|zmieni się|zmienią się|aktualizacja|aktualizacje|zaktualizowany|nowości|wiadomości|' +
    'artykuł|artykuły|oferty pracy|ogłoszenia|praca|pracy|nowa wersja|nowe wersje|rozdział|rozdziały|nowy rozdział|nowe rozdziały|odcinek|odcinki|nowy odcinek|nowe odcinki|oferta pracy|ogłoszenie|nowa oferta pracy|nowy sezon',
  returns: 'znowu|znów|ponownie|z powrotem|wróci|wrócą',
  appears: 'pojawi się|pojawią się|pojawi|pojawią|pojawiły się',
  sitePrepositions: 'w|na|u|z|ze|przez',
  conjunctions: 'i|lub|albo|oraz|czy',
  shopVerbs: 'ma|mają|dostanie|dostaną|sprzedaje|sprzedają',
  shopNameEndings: 'u|ie|a|ka>ce|ka>ki|t>cie',
};

export const POLISH_CONDITIONS: ConditionWords = {
  below: 'poniżej|mniej niż|taniej niż|niżej niż|za mniej niż|spadnie poniżej|spadnie do|stanieje do',
  reach: 'osiągnie|osiąga|osiągnie cenę',
  above: 'powyżej|ponad|więcej niż|drożej niż|przekroczy|co najmniej',
  aboveAfter: 'lub więcej|albo więcej|i więcej',
  atMost: 'najwyżej|maksymalnie|maks.|max.|nie więcej niż|co najwyżej|maksymalnie do|do|do kwoty',
  atMostAfter: 'lub mniej|albo mniej|lub taniej|max|maks|maksymalnie|najwyżej',
  dropVerbs: 'stanieje|potanieje|tanieje|spadnie|spada|obniży się|obniżona|obniżony|zostanie obniżona|zmaleje|tańszy|tańsza|tańsze|tańsi|obniżka|obniżki|rabat',
  by: 'o|o co najmniej|o ponad',
  dropAfter: 'taniej|mniej|rabatu|zniżki|obniżki',
  riseVerbs: 'zdrożeje|podrożeje|drożeje|wzrośnie|rośnie',
  percent: 'procent|proc.',
  anyDrop: 'taniej|stanieje|potanieje|tanieje|spadnie|obniżka|obniżce|obniżkę|obniżka ceny|obniżce ceny|spadek ceny|promocja|w promocji|przecena|przecenie|rabat|wyprzedaż|na wyprzedaży|wyprzedaży|obniży|obniża|obniżą|obniży cenę|przeceni',
  outOfStock: 'niedostępny|niedostępna|niedostępne|wyprzedany|wyprzedana|wyprzedane|wyprzeda się|wyprzedadzą się|się wyprzeda|się wyprzedadzą|wyprzeda|wyprzedadzą|wyprzedał się|wyprzedała się|wyprzedało się|wyprzedały się|brak w magazynie|zabraknie|skończy się|nie będzie dostępny|nie będzie dostępne',
  neutralStock: 'dostępność|stan magazynowy',
  inStock: 'dostępny|dostępna|dostępne|w magazynie|na stanie|w sprzedaży',
  again: 'znowu|znów|ponownie|z powrotem|wróci|wrócą',
  negation: 'nie',
  only: 'tylko|już tylko|jedynie',
  orEqual: 'lub równo|albo równo',
  equalOr: 'równo lub',
  inPrice: 'w cenie|na cenie',
  cost: 'kosztuje|kosztują|kosztować|będzie kosztować',
  between: 'między|pomiędzy',
  rangeAnd: 'a|i',
};
