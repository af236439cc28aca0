import type { StockTable } from './stock-concepts.js';

/**
 * The stock words of Hungarian and Hindi, one table per language (see stock-lexicon.ts). Hungarian
 * marks place with endings ("raktáron": in stock, "raktárról": from stock); Hindi puts its
 * postposition and negation after the noun ("स्टॉक में नहीं है": stock in not is).
 */
export const HUNGARIAN_HINDI_WORDS: Readonly<Record<string, StockTable>> = {
  hu: {
    // "nem" (not) is also a Portuguese word, and so are short words below in other languages: left out.
    negation: ['nincs', 'sincs'],
    stock: ['keszlet', 'keszleten', 'raktar', 'raktaron', 'raktarkeszlet'],
    inStock: ['raktaron', 'keszleten', 'azonnal szallithato'],
    available: ['elerheto', 'kaphato', 'rendelheto', 'megvasarolhato'],
    delivery: ['szallitas', 'kiszallitas', 'hazhozszallitas', 'atvetel', 'szallitasi ido'],
    timely: ['holnap', 'napon', 'munkanap', 'munkanapon', 'oran'],
    notify: ['ertesites', 'ertesitest kerek', 'ertesits*'],
    me: ['engem'],
    when: ['amikor'],
    back: ['ujra'],
    soon: ['hamarosan'],
    expected: ['varhato', 'varhatoan'],
    soldOut: ['elfogyott', 'kifogyott', 'nem elerheto'],
    discontinued: ['megszunt', 'kifuto termek', 'gyartasa megszunt'],
    preorder: ['eloredeles', 'elorendelheto', 'eloreendeles'],
    backorder: ['rendelesre'],
    scarce: ['korlatozott', 'korlatozott keszlet', 'alacsony keszlet'],
    last: ['utolso'],
    only: ['mar csak'],
    units: ['db', 'darab'],
    left: ['maradt'],
    cart: ['kosar', 'kosarba'],
    add: ['kosarba'],
    put: ['kosarba'],
    buy: ['megveszem', 'vasarlas'],
  },
  hi: {
    negation: ['नहीं', 'नही'],
    negationAfter: ['नहीं', 'नही', 'नहीं है'],
    stock: ['स्टॉक'],
    presence: ['में'],
    inStock: ['स्टॉक में', 'स्टॉक में है'],
    available: ['उपलब्ध'],
    delivery: ['डिलीवरी'],
    timely: ['आज', 'कल', 'दिन', 'दिनों'],
    notify: ['सूचित करें', 'सूचित', 'मुझे बताएं'],
    when: ['जब'],
    soon: ['जल्द', 'जल्द ही'],
    soldOut: ['आउट ऑफ स्टॉक', 'बिक गया', 'बिक चुका', 'अनुपलब्ध', 'स्टॉक खत्म'],
    preorder: ['प्री-ऑर्डर', 'प्री ऑर्डर'],
    scarce: ['सीमित'],
    only: ['केवल', 'सिर्फ'],
    left: ['बचे', 'बचा', 'शेष'],
    cart: ['कार्ट'],
    add: ['जोड़ें'],
    put: ['जोड़ें'],
    buy: ['अभी खरीदें', 'खरीदें'],
  },
};
