import type { ConditionWords, LanguageWords } from './language-words.js';

// The endings of place a name takes ("Gigantissa", "Powerilla", "power.fi:llä"); consonant gradation shortens a
// double consonant before one ("Gigantti" → "Gigantissa").
const PLACE_ENDINGS = ['ssa', 'ssä', 'sta', 'stä', 'lla', 'llä', 'lta', 'ltä', 'lle']
  .flatMap((e) => [e, `i${e}`, `:${e}`, `ti>i${e}`])
  .join('|');

// Finnish has no articles and few prepositions: where a shop is, and what a price does, are case
// endings and verbs. The endings of place make a shop's name the shop with no word before it
// ("Gigantissa", "Powerilla"), and "sivustolla" or "sivulla" (on the site) stand before a domain.
export const FINNISH: LanguageWords = {
  code: 'fi',
  markers: 'kun|jos|ilmoita|kerro|minulle|mulle|voitko|voisitko|hinta|hinnan|maksaa|alle|halpenee|laskee|varastossa|taas|sivustolla|sivulla|enintään|uusia',
  frame:
    'etsin|haluan ostaa|ostaa|' +
    'ilmoita|ilmoita minulle|ilmoita mulle|ilmoittaa|ilmoitatko|ilmoittaisitko|kerro|kerro minulle|kerro mulle|kertoa|kerrotko|' +
    'laita viestiä|laita viesti|lähetä|lähetä minulle|minulle|mulle|meille|minä|mä|kun|jos|heti kun|kunhan|' +
    'voitko|voisitko|voit|kiitos|kiitti|hei|moi|ole hyvä|haluan|haluaisin|haluan tietää|haluaisin tietää|tietää|' +
    'sähköposti|sähköpostia|tekstiviesti|viesti|viestiä|on|ovat|nyt|heti|tuotteen|tuote|' +
    'versio|uusi versio|julkaisee|julkaistaan|ilmestyy|tulee|tulevat|tulee ulos',
  lead: 'seuraa|tarkkaile|pidä silmällä|vahdi|tarkista|seurata|tarkkailla',
  articles: '',
  soft: 'ja|tai|uusi|uudet|uusia|uuden',
  topic: 'koskien',
  contentTopic: 'hakusanalla|uusia työpaikkoja hakusanalla|työpaikkoja hakusanalla|uutisia aiheesta',
  page: 'sivu|sivulla|sivun|sivusto|sivustolla|sivuston|verkkosivu|verkkosivulla|verkkosivuilla|kotisivu|kotisivulla|osio|osiossa',
  priceNouns: 'hinta|hinnan|hintaa|hinnat',
  price:
    'hinta|hinnan|hintaa|hinnat|maksaa|maksavat|halpenee|halpenevat|halvempi|halvemmaksi|alennus|alennuksessa|alennukseen|' +
    'alennusmyynnissä|tarjous|tarjouksessa|tarjoukseen|laskee|laskevat|kallistuu|nousee',
  availability:
    'varastossa|taas varastossa|saatavilla|saatavana|tilattavissa|ostettavissa|loppuu|loppuu varastosta|loppuunmyyty|' +
    'loppuunmyydään|loppu',
  content:
    'muuttuu|muuttuvat|muuttunut|muuttuneet|päivittyy|päivitys|päivityksiä|uusi versio|uusia versioita|uutiset|uutisia|' +
    'artikkeli|artikkeleita|työpaikka|työpaikkoja|uusia työpaikkoja|avoimia työpaikkoja|jakso|uusi jakso|uusi kausi|julkaisu',
  returns: 'taas|jälleen|takaisin',
  appears: 'ilmestyy|ilmestyvät|julkaistaan',
  sitePrepositions: 'sivustolla|sivulla|sivustossa|osoitteessa|verkkokaupassa|kaupassa',
  conjunctions: 'ja|tai',
  shopVerbs: 'myy|saa',
  shopNameEndings: PLACE_ENDINGS,
  placeEndings: PLACE_ENDINGS,
};

export const FINNISH_CONDITIONS: ConditionWords = {
  below: 'alle|halvemmaksi kuin|halvempi kuin|vähemmän kuin|alittaa',
  reach: 'saavuttaa',
  above: 'yli|enemmän kuin|kalliimpi kuin|ylittää|vähintään',
  aboveAfter: 'tai enemmän|tai yli',
  atMost: 'enintään|korkeintaan|max|max.|maks|maks.|maksimissaan|ei yli',
  atMostAfter: 'tai alle|tai vähemmän|tai halvemmalla|enintään|maksimissaan',
  dropVerbs: 'halpenee|halpenevat|laskee|laskevat|putoaa|putoavat|alenee|alenevat',
  // A lower bound right after a drop verb is the drop's least size: "halpenee vähintään 50 €".
  by: 'vähintään',
  dropAfter: 'halvemmaksi|halvempi|alennus|alennusta|vähemmän|edullisemmaksi',
  riseVerbs: 'nousee|nousevat|kallistuu|kallistuvat',
  percent: 'prosenttia|prosentti|prosentilla',
  anyDrop:
    'halpenee|halpenevat|halvemmaksi|hinta laskee|hinnan lasku|laskee|alennus|alennukseen|alennuksessa|alennusmyynnissä|' +
    'tarjous|tarjoukseen|tarjouksessa|alenee',
  outOfStock: 'loppuu|loppuu varastosta|loppuunmyyty|loppuunmyydään|ei varastossa|ei saatavilla|loppu',
  neutralStock: 'saatavuus|varastotilanne|varastosaldo',
  inStock: 'varastossa|saatavilla|saatavana|tilattavissa',
  again: 'taas|jälleen|takaisin',
  negation: 'ei|eivät',
  only: 'vain|enää',
  orEqual: 'tai sama',
  equalOr: 'sama tai',
  inPrice: 'hinnaltaan',
  cost: 'maksaa|maksavat|maksoi',
  between: 'välillä',
  rangeAnd: 'ja',
};
