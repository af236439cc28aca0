import type { LanguageCode } from './languages/all-languages.js';
import { removeAccents } from './languages/language-words.js';

// Numbers people write out in an intent ("ten euros cheaper", "zwanzig Prozent"), per language:
// one to twenty, then thirty to one hundred by tens. Compound numbers ("fünfundzwanzig") are left out.
const WORDS: Readonly<Record<LanguageCode, { units: string; tens: string }>> = {
  en: {
    units: 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty',
    tens: 'thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred',
  },
  de: {
    units: 'eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig',
    tens: 'dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert',
  },
  fr: {
    units: 'un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf|vingt',
    tens: 'trente|quarante|cinquante|soixante|soixante-dix|quatre-vingt|quatre-vingt-dix|cent',
  },
  es: {
    units: 'uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte',
    tens: 'treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien',
  },
  it: {
    units: 'uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti',
    tens: 'trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento',
  },
  nl: {
    units: 'een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig',
    tens: 'dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd',
  },
  pt: {
    units: 'um|dois|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte',
    tens: 'trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem',
  },
  pl: {
    units: 'jeden|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście|osiemnaście|dziewiętnaście|dwadzieścia',
    tens: 'trzydzieści|czterdzieści|pięćdziesiąt|sześćdziesiąt|siedemdziesiąt|osiemdziesiąt|dziewięćdziesiąt|sto',
  },
  sv: {
    units: 'en|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|tjugo',
    tens: 'trettio|fyrtio|femtio|sextio|sjuttio|åttio|nittio|hundra',
  },
  da: {
    units: 'en|to|tre|fire|fem|seks|syv|otte|ni|ti|elleve|tolv|tretten|fjorten|femten|seksten|sytten|atten|nitten|tyve',
    tens: 'tredive|fyrre|halvtreds|tres|halvfjerds|firs|halvfems|hundrede',
  },
  no: {
    units: 'en|to|tre|fire|fem|seks|sju|åtte|ni|ti|elleve|tolv|tretten|fjorten|femten|seksten|sytten|atten|nitten|tjue',
    tens: 'tretti|førti|femti|seksti|sytti|åtti|nitti|hundre',
  },
  fi: {
    units: 'yksi|kaksi|kolme|neljä|viisi|kuusi|seitsemän|kahdeksan|yhdeksän|kymmenen|yksitoista|kaksitoista|kolmetoista|neljätoista|viisitoista|kuusitoista|seitsemäntoista|kahdeksantoista|yhdeksäntoista|kaksikymmentä',
    tens: 'kolmekymmentä|neljäkymmentä|viisikymmentä|kuusikymmentä|seitsemänkymmentä|kahdeksankymmentä|yhdeksänkymmentä|sata',
  },
  cs: {
    units: 'jeden|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|dvanáct|třináct|čtrnáct|patnáct|šestnáct|sedmnáct|osmnáct|devatenáct|dvacet',
    tens: 'třicet|čtyřicet|padesát|šedesát|sedmdesát|osmdesát|devadesát|sto',
  },
  tr: {
    units: 'bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|onbir|oniki|onüç|ondört|onbeş|onaltı|onyedi|onsekiz|ondokuz|yirmi',
    tens: 'otuz|kırk|elli|altmış|yetmiş|seksen|doksan|yüz',
  },
};

const VALUES = new Map<LanguageCode, Map<string, number>>(
  (Object.keys(WORDS) as LanguageCode[]).map((code) => {
    const values = new Map<string, number>();
    const add = (list: string, valueAt: (i: number) => number): void =>
      list.split('|').forEach((word, i) => {
        values.set(word, valueAt(i));
        values.set(removeAccents(word), valueAt(i));
      });
    add(WORDS[code].units, (i) => i + 1);
    add(WORDS[code].tens, (i) => (i + 3) * 10);
    return [code, values];
  }),
);

/** The value of a number written out in `language` or English ("zehn" → 10), or undefined. */
export function valueOfNumberWord(lower: string, language: LanguageCode): number | undefined {
  return VALUES.get(language)?.get(lower) ?? VALUES.get('en')?.get(lower);
}

// Shares people write as fractions ("drops by a quarter", "um ein Fünftel", "half price"), per
// language, as the percentage they are. Ordinals that double as fractions ("quinto") are read only
// where a reader asks for a share: beside a drop word or before a price noun.
const FRACTIONS: Readonly<Record<LanguageCode, Readonly<Record<'half' | 'third' | 'quarter' | 'fifth' | 'tenth', string>>>> = {
  en: { half: 'half', third: 'third', quarter: 'quarter', fifth: 'fifth', tenth: 'tenth' },
  de: { half: 'hälfte|halb|halbe|halben|halber', third: 'drittel', quarter: 'viertel', fifth: 'fünftel', tenth: 'zehntel' },
  fr: { half: 'moitié|demi', third: 'tiers', quarter: 'quart', fifth: 'cinquième', tenth: 'dixième' },
  es: { half: 'mitad|medio', third: 'tercio|tercera parte', quarter: 'cuarto|cuarta parte', fifth: 'quinto|quinta parte', tenth: 'décimo|décima parte' },
  it: { half: 'metà|mezzo', third: 'terzo', quarter: 'quarto', fifth: 'quinto', tenth: 'decimo' },
  nl: { half: 'helft|half|halve', third: 'derde', quarter: 'kwart', fifth: 'vijfde', tenth: 'tiende' },
  pt: { half: 'metade|meio', third: 'terço|terça parte', quarter: 'quarto|quarta parte', fifth: 'quinto|quinta parte', tenth: 'décimo|décima parte' },
  pl: { half: 'połowa|połowę|pół', third: 'jedna trzecia', quarter: 'ćwierć|jedna czwarta', fifth: 'jedna piąta', tenth: 'jedna dziesiąta' },
  sv: { half: 'hälften|halva|halv', third: 'en tredjedel|tredjedel', quarter: 'en fjärdedel|fjärdedel', fifth: 'en femtedel|femtedel', tenth: 'en tiondel|tiondel' },
  da: { half: 'halvdelen|halv|halve', third: 'en tredjedel|tredjedel', quarter: 'en fjerdedel|fjerdedel', fifth: 'en femtedel|femtedel', tenth: 'en tiendedel|tiendedel' },
  no: { half: 'halvparten|halv|halve', third: 'en tredjedel|tredjedel', quarter: 'en fjerdedel|fjerdedel', fifth: 'en femtedel|femtedel', tenth: 'en tiendedel|tiendedel' },
  fi: { half: 'puolet|puoli|puoleen', third: 'kolmasosa|kolmanneksen', quarter: 'neljäsosa|neljänneksen', fifth: 'viidesosa|viidenneksen', tenth: 'kymmenesosa|kymmenyksen' },
  cs: { half: 'polovina|polovinu|půl', third: 'třetina|třetinu', quarter: 'čtvrtina|čtvrtinu', fifth: 'pětina|pětinu', tenth: 'desetina|desetinu' },
  tr: { half: 'yarı|yarısı|yarısına|yarıya', third: 'üçte bir', quarter: 'dörtte bir', fifth: 'beşte bir', tenth: 'onda bir' },
};
// A third is read to two decimals, as a user would type it.
const SHARES = { half: 50, third: 33.33, quarter: 25, fifth: 20, tenth: 10 } as const;

const FRACTION_VALUES = new Map<LanguageCode, Map<string, number>>(
  (Object.keys(FRACTIONS) as LanguageCode[]).map((code) => {
    const values = new Map<string, number>();
    for (const [name, list] of Object.entries(FRACTIONS[code]) as [keyof typeof SHARES, string][]) {
      for (const word of list.split('|')) {
        values.set(word, SHARES[name]);
        values.set(removeAccents(word), SHARES[name]);
      }
    }
    return [code, values];
  }),
);

// Verbs that halve a price carry both the drop and its share: "halbiert", "halveert", "dimezza".
// Phrases ("réduit de moitié", "se reduce a la mitad") are a drop verb beside a fraction already.
const HALVING_VERBS = new Set(
  'halved|halves|halbiert|halbieren|halveert|halveren|gehalveerd|dimezza|dimezzato|dimezzata|dimezzano'
    .split('|')
    .flatMap((verb) => [verb, removeAccents(verb)]),
);

/** Whether a lower-case word is a verb that halves a price ("halbiert", "dimezza"). */
export function isHalvingVerb(word: string): boolean {
  return HALVING_VERBS.has(word);
}

/** The percentage a fraction written out in `language` or English is ("ein Fünftel" → "fünftel" → 20), or undefined. */
export function shareOfFractionWord(lower: string, language: LanguageCode): number | undefined {
  return FRACTION_VALUES.get(language)?.get(lower) ?? FRACTION_VALUES.get('en')?.get(lower);
}
