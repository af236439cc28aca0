import { Type } from 'typebox';
import { CONDITION_KINDS } from '../../domain/conditions/condition-list.js';
import { MAX_CONDITION_TEXT } from '../../domain/conditions/read-condition.js';
import { Nullable } from './common.js';

const CONDITION_DESCRIPTION =
  'When the monitor alerts (docs/conditions.md). Price levels `below` (strict), `at_or_below` and `above` fire when the price crosses into them; ' +
  '`drop_pct` (amount in percent), `drop_abs` (amount of money) and `any_drop` compare with the previous reading; `back_in_stock` and `out_of_stock` fire when the stock state flips; ' +
  '`text_appears` and `text_disappears` when the text (case-insensitive) comes into or leaves the page text. `currency` (ISO 4217) narrows a money amount to prices in that currency. ' +
  'With a condition, a change is reported exactly when it meets the condition, whatever the sensitivity.';

/** CONTRACT `condition`: `{kind, amount?, currency?, text?}`; cross-field rules are `readCondition`'s, which names the field. */
export const Condition = Type.Object(
  {
    kind: Type.String({ enum: [...CONDITION_KINDS] }),
    amount: Type.Optional(Nullable(Type.Number({ description: 'money for below, at_or_below, above and drop_abs; a percentage (0-100) for drop_pct' }))),
    currency: Type.Optional(Nullable(Type.String({ description: 'ISO 4217 code of the amount, e.g. USD; absent: prices in any currency' }))),
    text: Type.Optional(Nullable(Type.String({ maxLength: MAX_CONDITION_TEXT, description: 'text_appears and text_disappears only' }))),
  },
  {
    additionalProperties: false,
    description: CONDITION_DESCRIPTION,
    examples: [{ kind: 'drop_pct', amount: 10 }, { kind: 'at_or_below', amount: 300, currency: 'USD' }, { kind: 'back_in_stock' }, { kind: 'text_appears', text: 'Registration open' }],
  },
);
