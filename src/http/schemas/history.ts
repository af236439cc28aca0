import { Type } from 'typebox';
import { MAX_HISTORY_POINTS, READING_FIELDS } from '../../domain/monitors/reading-series.js';
import { AVAILABILITIES } from '../../domain/observation.js';

export const HistoryQuery = Type.Object(
  {
    field: Type.Optional(
      Type.Enum([...READING_FIELDS], { default: 'price', description: 'which reading: the page\'s price (major units) or its availability' }),
    ),
  },
  { additionalProperties: false },
);

export const History = Type.Object(
  {
    points: Type.Array(
      Type.Object({
        at: Type.Integer({ description: 'when the check started, epoch ms' }),
        value: Type.Union([Type.Number(), Type.String({ enum: [...AVAILABILITIES] })], { description: 'a number for price, a word for availability' }),
      }),
      { maxItems: MAX_HISTORY_POINTS, description: 'oldest first, newest last' },
    ),
    min: Type.Optional(Type.Number({ description: 'price only: the lowest price of every stored check, also of points thinned away' })),
    max: Type.Optional(Type.Number({ description: 'price only: the highest price of every stored check' })),
  },
  {
    description: 'Extension: the readings of a monitor\'s checks, one per check and source that read the field',
    examples: [{ points: [{ at: 1764150000000, value: 199.99 }, { at: 1764153600000, value: 149.99 }, { at: 1764157200000, value: 159 }], min: 149.99, max: 199.99 }],
  },
);
