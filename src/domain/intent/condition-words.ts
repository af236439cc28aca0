import type { LanguageCode } from './languages/all-languages.js';
import { listWordsWithoutAccents, type ConditionWords } from './languages/language-words.js';
import { POLISH_CONDITIONS } from './languages/polish.js';
import { SWEDISH_CONDITIONS } from './languages/swedish.js';
import { DANISH_CONDITIONS } from './languages/danish.js';
import { NORWEGIAN_CONDITIONS } from './languages/norwegian.js';
import { FINNISH_CONDITIONS } from './languages/finnish.js';
import { CZECH_CONDITIONS } from './languages/czech.js';
import { TURKISH_CONDITIONS } from './languages/turkish.js';

/**
 * The words that say which kind of condition an intent asks for, per language, each field a
 * `|`-separated list of lower-case words or phrases. The grammar that reads them is shared
 * (`comparison-phrases.ts`, `extract-threshold.ts`, `read-percent.ts`, `imply-condition.ts`): a language adds words here, never rules.
 */
const WORDS: Readonly<Record<LanguageCode, ConditionWords>> = {
  en: {
    below:
      'below|under|beneath|sub|<|less than|lower than|cheaper than|at most|up to|drops below|drop below|falls below|dips below|goes below|drops to|drop to|' +
      'falls to|fall to|dips to|down to|reduced to|gets to|goes to|no more than|not more than|for less than|goes down to|comes down to|drops under|falls under|hits|reaches|is at',
    above: 'above|over|exceeds|exceed|beyond|>|>=|≥|more than|higher than|greater than|at least|rises above|rises to|goes above|goes over|climbs above|more expensive than',
    aboveAfter: 'or more|or higher|or above|and up|and above',
    atMost: '<=|≤|at most|no more than|not more than|up to|maximum of|max of|a maximum of|at or below|at or under|equal to or less than|max.|maximum',
    atMostAfter: 'or less|or lower|or cheaper|or below|or under|and under|and below|max|maximum|at most|tops|or lesser',
    dropVerbs: 'price cut of|discount of|reduction of|markdown of|drop of|price drop of|cheaper|save|saves|saving|drops|drop|dropped|falls|fall|fell|goes down|go down|comes down|come down|decreases|decrease|is reduced|gets reduced|reduced|is cut|cut|lowered|is lowered|dips|dip|sinks|slides|is marked down|marked down|goes down in price',
    by: 'by|by at least|by over|by more than|at least',
    dropAfter: 'cheaper|off|less|lower|discount|price cut|reduction|down',
    riseVerbs: 'rises|rise|goes up|go up|increases|increase|climbs|jumps|up',
    percent: 'percent|per cent|pct',
    anyDrop:
      'cheaper|price drop|price drops|drops in price|drop in price|drops|drop|falls|goes down|comes down|is reduced|gets reduced|reduced|' +
      'price cut|price cuts|discount|discounted|markdown|marked down|any drop|every drop|lower price|decrease|decreases|dips|on sale|goes on sale|' +
      // A shop lowering its price: "when Walmart lowers the price of".
      'lowers|lowers the price|cuts the price|reduces the price|marks down',
    outOfStock: 'sold out|sells out|sell out|out of stock|goes out of stock|unavailable|no longer available|not available|runs out|out-of-stock',
    neutralStock: 'availability|stock status|stock level|stock levels|inventory|stock changes|availability changes',
    inStock: 'in stock|available|orderable|purchasable|for sale',
    again: 'back|again|restocked|restock|returns',
    negation: "not|doesn't|don't|isn't|won't|never",
    only: 'only|just',
    orEqual: 'or equal to|or equal|or at|or exactly',
    equalOr: 'equal to or|equal or|at or',
    inPrice: 'in price',
    cost: 'costs|cost|is priced at|sells for|goes for',
    between: 'between',
    rangeAnd: 'and',
  },
  de: {
    below:
      'kleiner als|niedriger als|unter|unterhalb|weniger als|für weniger als|günstiger als|billiger als|höchstens|maximal|bis|bis zu|sinkt auf|fällt auf|auf unter',
    above: 'über|mehr als|teurer als|oberhalb|mindestens|steigt auf',
    aboveAfter: 'oder mehr|oder teurer|oder höher|und mehr|überschreitet|überschreiten|übersteigt|übersteigen',
    belowAfter: 'unterschreitet|unterschreiten|unterbietet|unterbieten',
    atMost: 'höchstens|maximal|max.|bis|bis zu|nicht mehr als|nicht über',
    atMostAfter: 'oder weniger|oder günstiger|oder billiger|oder darunter|oder niedriger|maximal|max|max.|höchstens',
    dropVerbs: 'rabatt von|preisnachlass von|preissenkung von|nachlass von|billiger|günstiger|sinkt|sinken|fällt|fallen|reduziert|reduziert wird|gesenkt|gesenkt wird|runtergeht|heruntergeht|nachlässt|gesunken|gefallen|runtergegangen|heruntergegangen|nachgelassen',
    by: 'um|um mindestens|um mehr als|mindestens',
    dropAfter: 'günstiger|billiger|weniger|rabatt|nachlass|reduziert|gesenkt|preisnachlass',
    riseVerbs: 'steigt|steigen|teurer|erhöht|anzieht',
    percent: 'prozent|proz',
    anyDrop:
      'billiger|günstiger|preissenkung|preissenkungen|preisfall|preissturz|preisnachlass|sinkt|sinken|fällt|fallen|reduziert|' +
      'heruntergesetzt|rabatt|im angebot|jede preissenkung|preisverfall|gesenkt|senkt|heruntersetzt',
    outOfStock: 'ausverkauft|nicht mehr verfügbar|nicht verfügbar|nicht lieferbar|nicht mehr lieferbar|nicht auf lager|vergriffen|nicht vorrätig',
    neutralStock: 'verfügbarkeit|lagerstatus|lagerbestand|verfügbarkeiten',
    inStock: 'auf lager|verfügbar|lieferbar|vorrätig|erhältlich|bestellbar|lagernd|zu haben',
    again: 'wieder|zurück',
    negation: 'nicht|nie',
    only: 'noch|nur|nur noch',
    orEqual: 'oder gleich|oder genau',
    equalOr: 'gleich oder',
    inPrice: 'im preis|preislich',
    cost: 'kostet|kosten|koste',
    between: 'zwischen',
    rangeAnd: 'und',
  },
  fr: {
    below:
      'inférieur|inférieure|sous|sous la barre des|en dessous de|en-dessous de|moins de|à moins de|pour moins de|inférieur à|au-dessous de|jusqu\' à|au plus',
    reach: 'atteint|atteigne|atteignent|atteindra|arrive à|arrivera à',
    above: 'supérieur|supérieure|au-delà de|au delà de|plus de|au-dessus de|dépasse|dépassent|dépassera|dépasseront|dépasser|supérieur à|au moins',
    aboveAfter: 'ou plus|ou plus cher|et plus',
    atMost: 'au plus|au maximum|maximum|pas plus de|jusqu\'à|jusqu\' à|tout au plus',
    atMostAfter: 'ou moins|ou moins cher|maximum|max|maxi|au maximum|au plus|ou en dessous',
    dropVerbs: 'remise|réduction|rabais|remise de|réduction de|rabais de|moins cher|moins chère|moins chers|moins chères|baisse|baisser|baissera|baissent|diminue|diminuer|diminuent|chute|chuter|chutent|tombe|tomber|tombent|tombera|descend|descendre|descendent|est réduit|réduit|perd|perdre|perdent|baissé|diminué|chuté|tombé|descendu',
    by: 'de|d\' au moins|de plus de|d\'|d\' environ',
    dropAfter: 'de moins|moins cher|de réduction|de remise|de rabais|en moins',
    riseVerbs: 'augmente|augmenter|monte|monter|grimpe|hausse',
    percent: 'pour cent|pourcent|pourcents',
    anyDrop:
      'moins cher|moins chère|baisse|baisser|baissent|diminuent|chutent|tombe|tombent|descendent|baisse de prix|baisses de prix|chaque baisse|diminue|chute|descend|promotion|promo|en promo|soldé|soldée|soldés|soldes|en soldes|réduction|réduit|réduise|brade',
    outOfStock: 'rupture|en rupture|rupture de stock|en rupture de stock|épuisé|épuisée|indisponible|plus disponible|n\'est plus disponible|hors stock',
    neutralStock: 'disponibilité|état du stock|niveau de stock',
    inStock: 'en stock|disponible|disponibles|commandable|en vente',
    again: 'de nouveau|à nouveau|de retour|revient|reviennent|réapprovisionné',
    negation: "ne|n'|pas|jamais",
    negationAfter: 'pas|plus|jamais',
    only: 'seulement|plus que',
    orEqual: 'ou égal à|ou égal|ou égale à|ou égale',
    equalOr: 'égal ou|égale ou',
    inPrice: 'de prix|en prix',
    cost: 'coûte|coûtent|coûter|vaut',
    between: 'entre',
    rangeAnd: 'et',
  },
  es: {
    below:
      'inferior|menos de|por menos de|a menos de|por debajo de|debajo de|baje de|baja de|baje a|baja a|inferior a|hasta|como máximo|máximo',
    reach: 'llega a|llegue a|llegan a|lleguen a|llegar a',
    above: 'superior|al menos|como mínimo|más de|por encima de|encima de|sube de|suba de|supere|supera|superior a|sube a|suba a',
    aboveAfter: 'o más|o superior|o más caro',
    atMost: 'máx.|como máximo|como mucho|máximo|hasta|no más de|a lo sumo',
    atMostAfter: 'o menos|como máximo|como mucho|máximo|o más barato|o por debajo',
    dropVerbs: 'descuento de|rebaja de|más barato|más barata|más baratos|más baratas|rebaje|rebajen|rebajado|rebajada|bajado|bajada|baja|bajan|bajar|baje|bajen|cae|caen|caer|caiga|caigan|disminuye|disminuyen|disminuir|se reduce|reduce|rebaja|rebajan|descuenta|desciende|descienden|descender|caído|descendido|disminuido',
    // A lower bound right after a drop verb is the drop's least size, as English 'drops at least $30': 'cae al menos 40 €'.
    by: 'en|unos|más de|al menos|como mínimo|por lo menos',
    dropAfter: 'menos|más barato|más barata|de descuento|de rebaja',
    riseVerbs: 'sube|subir|suba|aumenta|aumentar|aumente|encarece',
    percent: 'por ciento|porciento',
    anyDrop:
      'más barato|más barata|baja de precio|bajada|bajada de precio|cada bajada|rebaja|rebajas|rebajado|rebaje|rebajen|baja|bajan|bajar|baje|bajen|cae|caen|caiga|descuento|oferta|en oferta|disminuye',
    outOfStock: 'agotado|agotada|agotados|agotadas|se agote|se agota|se agoten|sin stock|sin existencias|no disponible|no está disponible|ya no está disponible|no esté disponible|fuera de stock|deje de estar disponible',
    neutralStock: 'disponibilidad|estado del stock',
    inStock: 'en stock|disponible|disponibles|en existencia|a la venta',
    again: 'de nuevo|otra vez|vuelva|vuelve|vuelvan|vuelven',
    negation: 'no|nunca',
    only: 'solo|sólo',
    orEqual: 'o igual a|o igual',
    equalOr: 'igual o|igual a o',
    inPrice: 'de precio|en precio',
    cost: 'cuesta|cuestan|cueste|cuesten|costar|vale',
    between: 'entre',
    rangeAnd: 'y',
  },
  it: {
    below:
      'inferiore|sotto|meno di|per meno di|a meno di|inferiore a|scende a|scende sotto|fino a|al massimo|massimo',
    reach: 'arriva a|arrivi a|arrivano a|arrivino a|arrivare a|arriverà a',
    above: 'superiore|almeno|come minimo|sopra|più di|oltre|supera|superiore a|sale sopra|sale a',
    aboveAfter: 'o più|o superiore|o più caro',
    atMost: 'al massimo|massimo|fino a|non più di|non oltre',
    atMostAfter: 'o meno|al massimo|massimo|max|o meno cari|o inferiore',
    dropVerbs: 'sconto di|ribasso di|sceso|scesa|scesi|calato|calata|diminuito|diminuita|scende|scendono|scendere|cala|calano|calare|diminuisce|diminuiscono|diminuire|si abbassa|si abbassano|abbassa|ribassa|ridotto|viene ridotto|crolla|crollano',
    by: 'di|del|di almeno|di oltre|almeno|come minimo',
    dropAfter: 'in meno|di sconto|meno|più economico|meno caro',
    riseVerbs: 'sale|salire|aumenta|aumentare|rincara',
    percent: 'per cento|percento',
    anyDrop:
      'meno caro|meno cara|più economico|più economica|calo|cali|calo di prezzo|ogni calo|ribasso|ribassi|scende|scendono|cala|calano|diminuiscono|diminuisce|sconto|scontato|in offerta|offerta|si abbassa|abbassa|abbassa il prezzo|ribassa',
    outOfStock: 'esaurito|esaurita|esauriti|esaurite|non disponibile|non più disponibile|non è disponibile|non è più disponibile|non sono più disponibili|non sono disponibili|fuori stock|terminato|sold out',
    neutralStock: 'disponibilità|stato delle scorte',
    inStock: 'disponibile|disponibili|in stock|in magazzino|ordinabile|in vendita',
    again: 'di nuovo|torna|tornano|nuovamente',
    negation: 'non|mai',
    only: 'solo|soltanto',
    orEqual: 'o uguale a|o pari a|o uguale',
    equalOr: 'uguale o|pari o',
    inPrice: 'di prezzo|in prezzo',
    cost: 'costa|costano|costi|costino|costare',
    between: 'tra|fra',
    rangeAnd: 'e',
  },
  nl: {
    below:
      'onder|minder dan|voor minder dan|goedkoper dan|lager dan|maximaal|hooguit|tot|zakt onder|zakt naar|' +
      'tot onder|daalt tot|daalt naar|daalt onder|zakt tot|onder de grens van',
    above: 'boven|meer dan|duurder dan|hoger dan|minstens',
    aboveAfter: 'of meer|of hoger|of duurder|overschrijdt|overschrijden',
    belowAfter: 'onderschrijdt|onderschrijden',
    atMost: 'maximaal|hoogstens|hooguit|ten hoogste|tot|niet meer dan|tot maximaal',
    atMostAfter: 'of minder|of lager|of goedkoper|maximaal|max|hoogstens|hooguit|of daaronder',
    dropVerbs: 'korting van|prijsverlaging van|goedkoper|daalt|dalen|zakt|zakken|omlaag gaat|verlaagd|verlaagd wordt|afgeprijsd|lager wordt|gedaald|gezakt|omlaag gegaan',
    by: 'met|met minstens|met meer dan|minstens|ten minste',
    dropAfter: 'goedkoper|minder|korting|lager|afgeprijsd|voordeliger',
    riseVerbs: 'stijgt|stijgen|duurder|omhoog',
    percent: 'procent|pct',
    anyDrop:
      'goedkoper|voordeliger|prijsdaling|prijsdalingen|elke prijsdaling|daalt|dalen|zakt|afgeprijsd|korting|in de aanbieding|aanbieding|verlaagd|verlaagt|lager wordt|' +
      // Belgium's word for the sales, as French "soldes": "in de solden"; and the clearance sale, "in de uitverkoop".
      'solden|in de solden|in solden|koopjes|uitverkoop|in de uitverkoop',
    outOfStock: 'uitverkocht|niet op voorraad|niet leverbaar|niet meer leverbaar|niet beschikbaar|niet meer beschikbaar|tijdelijk uitverkocht',
    neutralStock: 'beschikbaarheid|voorraadstatus|leverbaarheid',
    inStock: 'op voorraad|in voorraad|leverbaar|beschikbaar|verkrijgbaar|voorradig|bestelbaar|te koop',
    again: 'weer|opnieuw|terug',
    negation: 'niet|nooit',
    only: 'nog|maar|slechts|nog maar',
    orEqual: 'of gelijk aan|of gelijk',
    equalOr: 'gelijk aan of|gelijk of',
    inPrice: 'in prijs',
    cost: 'kost|kosten|kostte',
    between: 'tussen',
    rangeAnd: 'en',
  },
  pt: {
    below:
      'inferior|abaixo de|abaixo dos|menos de|por menos de|para menos de|pra menos de|a menos de|baixar de|baixar dos|baixar das|' +
      'baixar para|baixar pra|cair para|cair pra|cair abaixo de|descer de|descer dos|descer para|inferior a|até|no máximo|máximo',
    above: 'superior|acima de|acima dos|mais de|passar de|passar dos|superior a|subir para|subir acima de|ultrapassar',
    aboveAfter: 'ou mais|ou acima|ou mais caro',
    atMost: 'máx.|no máximo|máximo|até|não mais que|não mais de',
    atMostAfter: 'ou menos|no máximo|máximo|ou mais barato|ou abaixo',
    dropVerbs: 'desconto de|redução de|mais barato|mais barata|mais baratos|mais baratas|cair|cai|caem|caia|caírem|baixar|baixa|baixam|baixe|baixarem|diminuir|diminui|diminuem|diminua|descer|desce|descem|descerem|desça|desçam|reduzir|reduz|reduzido|abaixar|abaixa|caído|baixado|diminuído|descido',
    by: 'em|mais de|pelo menos|no mínimo|ao menos',
    dropAfter: 'a menos|mais barato|mais barata|de desconto|menos',
    riseVerbs: 'subir|sobe|suba|aumentar|aumenta|aumente|encarecer',
    percent: 'por cento|porcento',
    anyDrop:
      'oferta|em oferta|mais barato|mais barata|queda|queda de preço|cada queda|baixa de preço|cair|cai|caem|caírem|baixar|baixa|baixam|baixarem|desconto|promoção|em promoção|redução|diminuir|abaixar|reduzir|reduza',
    outOfStock: 'esgotado|esgotada|esgotados|esgotadas|esgotar|esgote|sem estoque|fora de estoque|indisponível|ficar indisponível|acabar o estoque|não está disponível|não estiver disponível|não está mais disponível|não estiver mais disponível',
    neutralStock: 'disponibilidade|status do estoque',
    inStock: 'em estoque|em stock|disponível|disponíveis|à venda',
    again: 'de novo|novamente|voltar|volte|voltou|volta',
    negation: 'não|nunca',
    only: 'apenas|só|somente',
    orEqual: 'ou igual a|ou igual',
    equalOr: 'igual ou|igual a ou',
    inPrice: 'de preço|em preço|no preço',
    cost: 'custa|custam|custe|custar|custarem',
    between: 'entre',
    rangeAnd: 'e',
  },
  pl: POLISH_CONDITIONS,
  sv: SWEDISH_CONDITIONS,
  da: DANISH_CONDITIONS,
  no: NORWEGIAN_CONDITIONS,
  fi: FINNISH_CONDITIONS,
  cs: CZECH_CONDITIONS,
  tr: TURKISH_CONDITIONS,
};

export type ConditionWordField = keyof ConditionWords;

/** Each field's phrases, also without accents, per language. */
const PHRASES = new Map<LanguageCode, Map<ConditionWordField, Set<string>>>(
  (Object.entries(WORDS) as [LanguageCode, ConditionWords][]).map(([code, words]) => [
    code,
    new Map((Object.entries(words) as [ConditionWordField, string][]).map(([field, list]) => [field, new Set(listWordsWithoutAccents(list))])),
  ]),
);

/** The `|`-separated list of one field, for the intent vocabulary: a word that implies a condition also names its metric. */
export function conditionWordList(language: LanguageCode, field: ConditionWordField): string {
  return WORDS[language][field] ?? '';
}

/** Whether `phrase` (lower-case, words joined by one space) is one of `language`'s words for `field`. */
export function isConditionWord(language: LanguageCode, field: ConditionWordField, phrase: string): boolean {
  return PHRASES.get(language)?.get(field)?.has(phrase) ?? false;
}

/** The longest phrase of `field` in `language`, in words: how far a reader needs to look. */
export const LONGEST_PHRASE = 5;
