import { describe, expect, it } from 'vitest';
import { formatMatrixMessage, matrixKind } from '../../../../src/domain/destinations/matrix.js';
import { buildChangeNotice } from '../../../../src/domain/notifications/change-notice.js';
import { PUBLIC_URL, priceDrop } from './price-drop.js';

const TOKEN = 'syt_Ym90_RandomPart123_0abcde';

describe('Matrix targets', () => {
  it.each([
    [`https://matrix.example.org|!AbCdEf:example.org|${TOKEN}`, 'https://matrix.example.org'],
    [` https://matrix.example.org/ | !AbCdEf:example.org | ${TOKEN} `, 'https://matrix.example.org'],
    [`https://example.org/matrix/|!AbCdEf:example.org|${TOKEN}`, 'https://example.org/matrix'],
  ])('%j is read into homeserver, room id and token, stored from those and shown without the token', (input, homeserver) => {
    const read = matrixKind.readTarget(input);
    expect(read).toEqual({ ok: true, parts: { homeserver, roomId: '!AbCdEf:example.org', accessToken: TOKEN } });
    if (!read.ok) return;
    expect(matrixKind.writeTarget(read.parts)).toBe(`${homeserver}|!AbCdEf:example.org|${TOKEN}`);
    expect(matrixKind.maskTarget(read.parts)).toBe(`${homeserver}|!AbCdEf:example.org|syt_…`);
    expect(matrixKind.maskTarget(read.parts)).not.toContain('RandomPart');
    expect(matrixKind.guardedUrl(read.parts)).toBe(`${homeserver}/`);
  });

  it.each([
    ['https://matrix.example.org', /<homeserver URL>\|<room id>\|<access token>/],
    [`http://matrix.example.org|!a:example.org|${TOKEN}`, /must use https/],
    [`https://matrix.example.org//evil.example|!a:example.org|${TOKEN}`, /empty segment/],
    [`https://matrix.example.org|#deals:example.org|${TOKEN}`, /not its alias/],
    [`https://matrix.example.org|AbCdEf|${TOKEN}`, /room id looks like/],
    ['https://matrix.example.org|!a:example.org|', /access token/],
    [`https://matrix.example.org|!a:example.org|${TOKEN}|extra`, /<homeserver URL>/],
  ])('%j is refused with a message saying what fits', (input, message) => {
    const read = matrixKind.readTarget(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});

describe('Matrix messages', () => {

  it('is an m.text event with a plain body and escaped HTML, mentioning nobody', () => {
    expect(formatMatrixMessage(buildChangeNotice({ ...priceDrop, monitor_name: 'Deals <b>@room</b>' }, PUBLIC_URL))).toEqual({
      msgtype: 'm.text',
      body: [
        'Deals <b>@room</b>',
        'Price dropped from $199.99 to $149.99 (-25%)',
        '$199.99 → $149.99',
        'Sony & Co headphones: https://shop.example.com/p?a=1&b=2',
        'View change: https://watch.example.com/app/monitors/mon-1#chg-1',
      ].join('\n'),
      format: 'org.matrix.custom.html',
      formatted_body: [
        '<b>Deals &lt;b&gt;@room&lt;/b&gt;</b>',
        'Price dropped from $199.99 to $149.99 (-25%)',
        '<del>$199.99</del> → <b>$149.99</b>',
        '<a href="https://shop.example.com/p?a=1&amp;b=2">Sony &amp; Co headphones</a> · <a href="https://watch.example.com/app/monitors/mon-1#chg-1">View change</a>',
      ].join('<br>'),
      'm.mentions': {},
    });
  });
});
