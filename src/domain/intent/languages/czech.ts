import type { ConditionWords, LanguageWords } from './language-words.js';

// Czech has no articles; its nouns decline, so phrases are listed in the forms intents use them in
// ("nabídky práce", "o nových nabídkách práce"). Its markers avoid the short words it shares with
// Polish, Portuguese and Dutch ("na", "se", "je").
export const CZECH: LanguageWords = {
  code: 'cs',
  markers: 'až|když|mě|mně|dej|dejte|vědět|upozorni|upozorněte|prosím|bude|budou|jestli|pokud|chci|kdy|zlevní|skladem',
  frame:
    // Looking for or buying the product, around its name: "hledám, chci koupit"; how long one has waited is no part of it either.
    'už měsíce|hledám|koupit|koupím|' +
    // Asking kindly: "byl bys tak hodný a dal mi vědět".
    'byl bys|byla bys|byl byste|byla byste|tak hodný|tak hodná|hodný|hodná|tak laskav|tak laskavá|dal mi vědět|dala mi vědět|dal|dala|' +
    'dej|dej mi|dej vědět|dej mi vědět|dát|dát mi|dát vědět|dát mi vědět|dejte|dejte mi|dejte mi vědět|vědět|upozorni|upozorni mě|upozorněte|upozorněte mě|' +
    'informuj|informuj mě|napiš|napiš mi|pošli|pošli mi|mi|mě|mně|nám|nás|až|když|jestli|pokud|kdy|jakmile|hned jak|' +
    'bude|budou|je|jsou|prosím|ahoj|chci|chtěl bych|chtěla bych|chci vědět|se|už|teď|hned|můžeš|můžete|mohl bys|mohla bys|' +
    'e-mail|email|sms|verze|nová verze|vyjde|vyjdou|vydána|' +
    // Someone publishing or opening listings: "Seznam vypíše nové pozice".
    'zveřejní|zveřejňuje|vypíše|vypisuje|přidá|přidává|otevře',
  lead: 'sleduj|hlídej|monitoruj|kontroluj|sledujte|hlídejte|sledovat|hlídat|monitorovat',
  articles: '',
  soft: 'a|s|se|pro|od|v|ve|na|o|z|ze|můj|moje|nový|nová|nové|ten|ta|to|toho',
  topic: 'ohledně|týkající se',
  contentTopic:
    'nabídky práce pro|nabídkách práce pro|nových nabídkách práce pro|nové nabídky práce pro|pracovní nabídky pro|' +
    'nabídky práce jako|pozice pro|nové pozice pro|volné pozice pro|pracovní pozice pro|nové pracovní pozice pro|novinky o|zprávy o',
  page: 'stránka|stránce|stránku|web|webu|webová stránka|sekce|sekci',
  priceNouns: 'cena|ceny|cenu|ceně',
  price:
    'cena|ceny|cenu|ceně|stojí|stát|bude stát|levnější|levněji|zlevní|zlevnění|sleva|slevy|ve slevě|akce|v akci|výprodej|' +
    'zdraží|zdražení|podraží',
  availability:
    'skladem|na skladě|dostupný|dostupná|dostupné|dostupnost|nedostupný|nedostupná|nedostupné|vyprodaný|vyprodaná|' +
    'vyprodané|vyprodáno|k dispozici|k dostání|lze koupit|lze objednat|v prodeji|do prodeje',
  content:
    'nové album|změní|změní se|změna|změny|aktualizace|aktualizuje|aktualizováno|novinky|zprávy|článek|články|' +
    'nabídky práce|nabídkách práce|nabídka práce|práce|pracovní nabídky|volná místa|volné pozice|nová verze|nové verze|' +
    'kapitola|nová kapitola|díl|nový díl|epizoda|nová epizoda|nová série',
  returns: 'znovu|zase|opět|zpátky|zpět|vrátí',
  appears: 'objeví se|objeví|zveřejní',
  sitePrepositions: 'na|v|ve|u|z|ze|přes',
  conjunctions: 'a|nebo|či',
  shopVerbs: 'má|mají|dostane|dostanou|prodává|prodávají',
  // A name's case after a preposition: added ("na Datartu", "s Mallem"), or in place of a final -a ("na Alze", "z Alzy").
  shopNameEndings: 'u|em|ovi|a>e|a>y|a>ou',
};

export const CZECH_CONDITIONS: ConditionWords = {
  below: 'pod|méně než|levněji než|za méně než|níž než|klesne pod|spadne pod|klesne na|zlevní na',
  reach: 'dosáhne|dosáhne na',
  above: 'nad|více než|víc než|dráž než|přesáhne|alespoň|aspoň',
  aboveAfter: 'nebo více|nebo víc|a více',
  atMost: 'nejvýše|nejvýš|maximálně|max.|max|ne více než|nanejvýš|do',
  atMostAfter: 'nebo méně|nebo míň|nebo levněji|a méně|max|maximálně|nejvýše|nejvýš',
  dropVerbs: 'zlevní|klesne|spadne|sníží se|bude levnější|levnější|zlevněno|zlevněný|sleva|slevu',
  by: 'o|o alespoň|o více než',
  dropAfter: 'levněji|levnější|méně|slevy',
  riseVerbs: 'zdraží|podraží|stoupne|vzroste|roste',
  percent: 'procent|procenta|proc.',
  anyDrop: 'levněji|levnější|zlevní|zlevnění|klesne|spadne|sleva|slevu|ve slevě|v akci|akce|výprodej|sníží|sníží cenu|pokles ceny',
  outOfStock: 'vyprodaný|vyprodaná|vyprodané|vyprodáno|vyprodá|vyprodají|nedostupný|nedostupná|nedostupné|není skladem|nebude skladem|dojde|dojdou',
  neutralStock: 'dostupnost|stav skladu',
  inStock: 'skladem|na skladě|dostupný|dostupná|dostupné|k dispozici|k dostání',
  again: 'znovu|zase|opět|zpátky|zpět|vrátí',
  negation: 'ne|není|nebude',
  only: 'jen|pouze|jenom',
  orEqual: 'nebo rovno',
  equalOr: 'rovno nebo',
  inPrice: 'v ceně|na ceně',
  cost: 'stojí|stát|bude stát|stál|stála',
  between: 'mezi',
  rangeAnd: 'a',
};
