import { describe, expect, it } from 'vitest';
import { hasSlid, isRefilledShelf, withoutSlidLists } from '../../../../src/domain/changes/slid-lists.js';

const news = ['New mobile app released', 'Beware of fake text messages', 'Maintenance on Saturday night'];
const events = ['Story time – today 17:00', 'Book club – tomorrow 18:00', 'Digital help – Thu 3.12. 13:00'];

describe('a side list whose window slides', () => {
  it.each([
    ['a headline added on top, the oldest gone', news, ['Holiday hours of the hotline', ...news.slice(0, 2)]],
    ['a past event gone, the next added, a day word re-rendered', events, ['Book club – today 18:00', events[2]!, 'Carol evening – Sat 5.12. 15:00']],
    ['two of four shifted', ['A one', 'B two', 'C three', 'D four'], ['C three', 'D four', 'E five', 'F six']],
  ])('%s slid', (_name, before, after) => {
    expect(hasSlid(before, after)).toBe(true);
  });

  it.each([
    ['an entry added, none gone', news, ['Holiday hours of the hotline', ...news]],
    ['an entry gone, none added', news, news.slice(0, 2)],
    ['the same entries in another order', news, [news[1]!, news[2]!, news[0]!]],
    ['the gone entry shown again at the other end', news, [news[2]!, news[0]!, news[1]!]],
    ['an entry in the middle replaced', news, [news[0]!, 'Holiday hours of the hotline', news[2]!]],
    ['all replaced', news, ['One new story here', 'Two new stories here', 'Three new stories here']],
  ])('%s did not slide', (_name, before, after) => {
    expect(hasSlid(before, after)).toBe(false);
  });

  it('leaves a slid list out of both texts, and the rest of the page in', () => {
    const page = (list: readonly string[], fee: string) => ['Debit card', `Monthly fee ${fee}`, 'News', ...list, 'Contact us'].join('\n');
    const after = ['Holiday hours of the hotline', ...news.slice(0, 2)];
    expect(withoutSlidLists(page(news, '7 zł'), page(after, '9 zł'), { before: [news], after: [after] })).toEqual({
      before: ['Debit card', 'Monthly fee 7 zł', 'News', 'Contact us'].join('\n'),
      after: ['Debit card', 'Monthly fee 9 zł', 'News', 'Contact us'].join('\n'),
    });
  });
});

describe('a shelf of other priced items refilled beside a priced page', () => {
  const shelf = ['Silicone case R$ 59,90', 'USB-C charger R$ 89,00', 'Glass screen guard R$ 24,90'];
  const other = ['Wireless earbuds R$ 349,00', 'microSD card 256GB R$ 119,90', 'Car holder R$ 39,90'];

  it('is refilled when every entry states a price and none is kept', () => {
    expect(isRefilledShelf(shelf, other)).toBe(true);
  });

  it.each([
    ['an item kept with another price', shelf, ['Silicone case R$ 49,90', ...other.slice(1)]],
    ['entries without prices', ['Case', 'Charger', 'Guard'], ['Earbuds', 'Card', 'Holder']],
    ['a shelf that grew', shelf, [...other, 'Stylus R$ 19,90']],
  ])('is not refilled: %s', (_name, before, after) => {
    expect(isRefilledShelf(before, after)).toBe(false);
  });

  it('is left out only on a priced page', () => {
    const page = (list: readonly string[]) => ['Phone', 'R$ 2.499,00', 'Sponsored', ...list].join('\n');
    const lists = { before: [shelf], after: [other] };
    expect(withoutSlidLists(page(shelf), page(other), lists, true).after).toBe('Phone\nR$ 2.499,00\nSponsored');
    expect(withoutSlidLists(page(shelf), page(other), lists, false).after).toBe(page(other));
  });
});
