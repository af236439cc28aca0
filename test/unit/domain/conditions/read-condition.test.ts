import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS } from '../../../../src/domain/conditions/condition-list.js';
import { readCondition } from '../../../../src/domain/conditions/read-condition.js';

describe('readCondition: accepted', () => {
  it.each([
    [{ kind: 'below', amount: 300, currency: 'USD' }, { kind: 'below', amount: 300, currency: 'USD' }],
    [{ kind: 'at_or_below', amount: 299.99, currency: 'eur' }, { kind: 'at_or_below', amount: 299.99, currency: 'EUR' }],
    [{ kind: 'above', amount: 10 }, { kind: 'above', amount: 10 }],
    [{ kind: 'drop_pct', amount: 10, currency: null, text: null }, { kind: 'drop_pct', amount: 10 }],
    [{ kind: 'drop_abs', amount: 50, currency: 'GBP' }, { kind: 'drop_abs', amount: 50, currency: 'GBP' }],
    [{ kind: 'any_drop' }, { kind: 'any_drop' }],
    [{ kind: 'back_in_stock', amount: null }, { kind: 'back_in_stock' }],
    [{ kind: 'out_of_stock' }, { kind: 'out_of_stock' }],
    [{ kind: 'text_appears', text: '  Tickets on sale ' }, { kind: 'text_appears', text: 'Tickets on sale' }],
    [{ kind: 'text_disappears', text: 'Sold out' }, { kind: 'text_disappears', text: 'Sold out' }],
  ])('%j', (value, condition) => {
    expect(readCondition(value)).toEqual({ ok: true, condition });
  });

  it('knows every kind of the list', () => {
    expect(CONDITION_KINDS).toHaveLength(10);
  });
});

describe('readCondition: refused, naming the field', () => {
  it.each([
    ['a string', 'drop_pct', 'condition must be a JSON object'],
    ['an array', [], 'condition must be a JSON object'],
    ['no kind', {}, 'condition.kind is required'],
    ['an unknown kind', { kind: 'cheaper' }, 'condition.kind must be one of below, at_or_below, above, drop_pct, drop_abs, any_drop, back_in_stock, out_of_stock, text_appears, text_disappears'],
    ['a kind of another type', { kind: 7 }, 'condition.kind must be one of'],
    ['an unknown field', { kind: 'below', amount: 1, direction: 'below' }, "unknown field 'condition.direction'"],
    ['a price level without amount', { kind: 'below' }, 'condition.amount is required when condition.kind is below'],
    ['a zero amount', { kind: 'at_or_below', amount: 0 }, 'condition.amount must be a positive number'],
    ['a negative amount', { kind: 'drop_abs', amount: -5 }, 'condition.amount must be a positive number'],
    ['an amount as text', { kind: 'above', amount: '300' }, 'condition.amount must be a positive number'],
    ['an infinite amount', { kind: 'above', amount: Number.POSITIVE_INFINITY }, 'condition.amount must be a positive number'],
    ['a percentage of 100', { kind: 'drop_pct', amount: 100 }, 'condition.amount is a percentage and must be below 100'],
    ['a currency on a percentage', { kind: 'drop_pct', amount: 10, currency: 'USD' }, 'condition.currency is not used when condition.kind is drop_pct'],
    ['a currency symbol', { kind: 'below', amount: 300, currency: '$' }, 'condition.currency must be an ISO 4217 code'],
    ['an amount on a stock kind', { kind: 'back_in_stock', amount: 3 }, 'condition.amount is not used when condition.kind is back_in_stock'],
    ['a text on a price kind', { kind: 'any_drop', text: 'sale' }, 'condition.text is not used when condition.kind is any_drop'],
    ['a text kind without text', { kind: 'text_appears' }, 'condition.text is required when condition.kind is text_appears'],
    ['a blank text', { kind: 'text_disappears', text: '   ' }, 'condition.text is required when condition.kind is text_disappears'],
    ['a text that is too long', { kind: 'text_appears', text: 'x'.repeat(501) }, 'condition.text must be at most 500 characters'],
  ])('%s', (_label, value, error) => {
    const reading = readCondition(value);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.error).toContain(error);
  });

  it('names the field it was given', () => {
    expect(readCondition({ kind: 'below' }, 'monitors.condition')).toEqual({ ok: false, error: 'monitors.condition.amount is required when monitors.condition.kind is below' });
  });
});
