import { Type } from 'typebox';

const Selector = Type.String({ minLength: 1, maxLength: 1000 });

const SELECTORS_DESCRIPTION =
  'Which parts of the page are read. Each selector starting with `/` or `(` is XPath 1.0, any other a CSS selector. ' +
  '`region`: only these elements are read and compared (several are joined in page order); `remove`: these elements are dropped first; ' +
  '`price` / `availability`: the element whose text is read for that field instead of the automatic reading. ' +
  'A `price` or `availability` selector matching nothing at a check fails that check ("the price selector matched nothing"). ' +
  'An invalid selector is a 400 naming it (`selectors.price`) with the parser\'s reason.';

const SELECTORS_EXAMPLE = { region: ['main .product'], remove: ['.banner', '//div[@id="recently-viewed"]'], price: '.price-now', availability: '#stock-state' };

/** `selectors` of a monitor on create and preview. */
export const SelectorsInput = Type.Object(
  {
    region: Type.Optional(Type.Array(Selector, { maxItems: 20 })),
    remove: Type.Optional(Type.Array(Selector, { maxItems: 50 })),
    price: Type.Optional(Selector),
    availability: Type.Optional(Selector),
  },
  { additionalProperties: false, description: SELECTORS_DESCRIPTION, examples: [SELECTORS_EXAMPLE] },
);

/** `selectors` on update: null removes them; a new set starts the comparison afresh. */
export const SelectorsPatch = Type.Union([SelectorsInput, Type.Null()], {
  description: `${SELECTORS_DESCRIPTION} On update the object replaces the old one, null removes it; either starts the comparison afresh.`,
  examples: [SELECTORS_EXAMPLE, null],
});

export const SelectorsAnswer = Type.Union(
  [
    Type.Object({
      region: Type.Optional(Type.Array(Type.String())),
      remove: Type.Optional(Type.Array(Type.String())),
      price: Type.Optional(Type.String()),
      availability: Type.Optional(Type.String()),
    }),
    Type.Null(),
  ],
  { description: 'The monitor\'s selectors; null: the page is read automatically', examples: [SELECTORS_EXAMPLE] },
);

const FilterEntry = Type.String({ minLength: 1, maxLength: 500 });

const FILTERS_DESCRIPTION =
  'Which text counts. Each entry written `/pattern/flags` (flags i, m, s) is a regular expression (RE2 syntax: linear time, no backreferences), any other plain text matched case-insensitively. ' +
  '`ignore`: lines of the page text matching any entry are dropped before comparing; `trigger`: a content change alerts only when one of these is in the text now and was not before; ' +
  '`disappear`: a content change alerts when one of these was in the text before and is not now (with both, either lets it through). ' +
  'An invalid entry is a 400 naming it (`filters.ignore[0]`) with the parser\'s reason.';

const FILTERS_EXAMPLE = { ignore: ['/^Deal of the (hour|day):/i', 'customers are viewing this'], trigger: ['Tickets on sale'], disappear: ['Sold out'] };

const FiltersFields = {
  ignore: Type.Optional(Type.Array(FilterEntry, { maxItems: 50 })),
  trigger: Type.Optional(Type.Array(FilterEntry, { maxItems: 20 })),
  disappear: Type.Optional(Type.Array(FilterEntry, { maxItems: 20 })),
};

/** `filters` of a monitor on create and preview. */
export const FiltersInput = Type.Object(FiltersFields, { additionalProperties: false, description: FILTERS_DESCRIPTION, examples: [FILTERS_EXAMPLE] });

/** `filters` on update: null removes them; new filters start the comparison afresh. */
export const FiltersPatch = Type.Union([FiltersInput, Type.Null()], {
  description: `${FILTERS_DESCRIPTION} On update the object replaces the old one, null removes it; either starts the comparison afresh.`,
  examples: [FILTERS_EXAMPLE, null],
});

export const FiltersAnswer = Type.Union(
  [Type.Object({ ignore: Type.Optional(Type.Array(Type.String())), trigger: Type.Optional(Type.Array(Type.String())), disappear: Type.Optional(Type.Array(Type.String())) }), Type.Null()],
  { description: 'The monitor\'s text filters; null: all text counts', examples: [FILTERS_EXAMPLE] },
);

const StockPhrase = Type.String({ minLength: 1, maxLength: 200 });

const STOCK_WORDS_DESCRIPTION =
  'This page\'s own stock wording: phrases (case-insensitive, as the page words them) that mean in stock or out of stock here. ' +
  'They are read before the built-in wording tables wherever stock wording is read (the buy box, stock elements, purchase buttons, the `availability` selector\'s element), out of stock first.';

const STOCK_WORDS_EXAMPLE = { inStock: ['Ab Lager lieferbar'], outOfStock: ['Lieferzeit unbekannt', 'Nur im Markt'] };

const StockWordsFields = {
  inStock: Type.Optional(Type.Array(StockPhrase, { maxItems: 20 })),
  outOfStock: Type.Optional(Type.Array(StockPhrase, { maxItems: 20 })),
};

/** `stockWords` of a monitor on create and preview. */
export const StockWordsInput = Type.Object(StockWordsFields, { additionalProperties: false, description: STOCK_WORDS_DESCRIPTION, examples: [STOCK_WORDS_EXAMPLE] });

/** `stockWords` on update: null removes them; new words start the comparison afresh. */
export const StockWordsPatch = Type.Union([StockWordsInput, Type.Null()], {
  description: `${STOCK_WORDS_DESCRIPTION} On update the object replaces the old one, null removes it; either starts the comparison afresh.`,
  examples: [STOCK_WORDS_EXAMPLE, null],
});

export const StockWordsAnswer = Type.Union(
  [Type.Object({ inStock: Type.Optional(Type.Array(Type.String())), outOfStock: Type.Optional(Type.Array(Type.String())) }), Type.Null()],
  { description: 'The monitor\'s own stock wording; null: the built-in tables alone', examples: [STOCK_WORDS_EXAMPLE] },
);
