import { describe, expect, it } from 'vitest';
import { buildChangeNotice, type ChangeNotice } from '../../../../src/domain/notifications/change-notice.js';
import { formatSlackMessage } from '../../../../src/domain/destinations/slack.js';
import { formatDiscordMessage } from '../../../../src/domain/destinations/discord.js';
import { formatNtfyMessage } from '../../../../src/domain/destinations/ntfy.js';
import { formatTelegramMessage } from '../../../../src/domain/destinations/telegram.js';
import { formatEmailMessage } from '../../../../src/domain/destinations/email.js';
import type { ChangePayload } from '../../../../src/domain/webhooks/event-envelope.js';
import { PUBLIC_URL, priceDrop } from './price-drop.js';

const notice = buildChangeNotice(priceDrop, PUBLIC_URL);

describe('buildChangeNotice', () => {
  it('reads a price drop into headline, sides, direction and links', () => {
    expect(notice).toEqual({
      monitorName: 'Sony WH-1000XM5 <deal>',
      type: 'price',
      headline: 'Price dropped from $199.99 to $149.99 (-25%)',
      before: '$199.99',
      after: '$149.99',
      direction: 'down',
      pageUrl: 'https://shop.example.com/p?a=1&b=2',
      pageTitle: 'Sony & Co headphones',
      changeUrl: 'https://watch.example.com/app/monitors/mon-1#chg-1',
      detectedAt: priceDrop.detected_at,
    });
  });

  it.each([
    [{ type: 'availability', before: { price: null, currency: null, availability: 'out_of_stock' }, after: { price: null, currency: null, availability: 'in_stock' } }, 'out of stock', 'in stock', 'down'],
    [{ type: 'availability', before: { price: null, currency: null, availability: 'in_stock' }, after: { price: null, currency: null, availability: 'out_of_stock' } }, 'in stock', 'out of stock', 'up'],
    [{ type: 'price', before: { price: 10, currency: 'EUR', availability: null }, after: { price: 12.5, currency: 'EUR', availability: null } }, '€10.00', '€12.50', 'up'],
    [{ type: 'content', before: { price: null, currency: null, availability: null }, after: { price: null, currency: null, availability: null }, diff: { removed: ['old line'], added: ['new line', 'another'] } }, 'old line', 'new line … another', null],
  ] as const)('describes the sides of %j', (patch, before, after, direction) => {
    const read = buildChangeNotice({ ...priceDrop, ...(patch as Partial<ChangePayload>) }, PUBLIC_URL);
    expect([read.before, read.after, read.direction]).toEqual([before, after, direction]);
  });
});

describe('channel messages', () => {
  it('Slack: a header with the monitor, the reason in bold, before → after, escaped links', () => {
    const message = formatSlackMessage(notice);
    expect(message.text).toBe('Sony WH-1000XM5 <deal>: Price dropped from $199.99 to $149.99 (-25%)');
    expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Sony WH-1000XM5 <deal>', emoji: false } });
    expect(message.blocks[1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Price dropped from $199.99 to $149.99 (-25%)*\n$199.99 → $149.99' } });
    expect(message.blocks[2]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: '<https://shop.example.com/p?a=1&b=2|Sony &amp; Co headphones> · <https://watch.example.com/app/monitors/mon-1#chg-1|View change>' }],
    });
  });

  it('Discord: one embed linking the change, green for a drop, before and after fields, no mentions', () => {
    const message = formatDiscordMessage(notice);
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.embeds).toEqual([
      {
        title: 'Sony WH-1000XM5 <deal>',
        url: 'https://watch.example.com/app/monitors/mon-1#chg-1',
        description: 'Price dropped from $199.99 to $149.99 (-25%)',
        color: 0x2e7d32,
        fields: [
          { name: 'Before', value: '$199.99', inline: true },
          { name: 'After', value: '$149.99', inline: true },
          { name: 'Page', value: '[Sony & Co headphones](https://shop.example.com/p?a=1&b=2)', inline: false },
        ],
        timestamp: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('ntfy: title, message, tags for the direction, a click to the page and a button to the change', () => {
    expect(formatNtfyMessage(notice, 'deals')).toEqual({
      topic: 'deals',
      title: 'Sony WH-1000XM5 <deal>',
      message: 'Price dropped from $199.99 to $149.99 (-25%)\n$199.99 → $149.99',
      tags: ['chart_with_downwards_trend', 'price'],
      priority: 4,
      click: 'https://shop.example.com/p?a=1&b=2',
      actions: [{ action: 'view', label: 'View change', url: 'https://watch.example.com/app/monitors/mon-1#chg-1' }],
    });
  });

  it('Telegram: HTML with every piece of page text escaped', () => {
    expect(formatTelegramMessage(notice, '-10042')).toEqual({
      chat_id: '-10042',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      text: [
        '<b>Sony WH-1000XM5 &lt;deal&gt;</b>',
        'Price dropped from $199.99 to $149.99 (-25%)',
        '<s>$199.99</s> → <b>$149.99</b>',
        '<a href="https://shop.example.com/p?a=1&amp;b=2">Sony &amp; Co headphones</a> · <a href="https://watch.example.com/app/monitors/mon-1#chg-1">View change</a>',
      ].join('\n'),
    });
  });

  it('e-mail: a subject naming monitor and change, a text part and an escaped HTML part', () => {
    const mail = formatEmailMessage(notice);
    expect(mail.subject).toBe('Sony WH-1000XM5 <deal>: Price dropped from $199.99 to $149.99 (-25%)');
    expect(mail.text).toBe(
      [
        'Sony WH-1000XM5 <deal>',
        '',
        'Price dropped from $199.99 to $149.99 (-25%)',
        '$199.99 → $149.99',
        '',
        'Page: Sony & Co headphones',
        'https://shop.example.com/p?a=1&b=2',
        '',
        'View the change: https://watch.example.com/app/monitors/mon-1#chg-1',
      ].join('\n'),
    );
    expect(mail.html).toContain('<h2>Sony WH-1000XM5 &lt;deal&gt;</h2>');
    expect(mail.html).toContain('<p><s>$199.99</s> &rarr; <strong>$149.99</strong></p>');
    expect(mail.html).toContain('<a href="https://shop.example.com/p?a=1&amp;b=2">Sony &amp; Co headphones</a>');
    expect(mail.html).not.toContain('<deal>');
  });

  it('keeps long page text within each service limit', () => {
    const long: ChangeNotice = { ...notice, monitorName: 'm'.repeat(500), headline: 'h'.repeat(6000) };
    expect(formatSlackMessage(long).blocks[0]).toMatchObject({ text: { text: expect.stringMatching(/^m{149}…$/) } });
    expect(formatDiscordMessage(long).embeds[0]!.title).toHaveLength(256);
    expect(formatDiscordMessage(long).embeds[0]!.description.length).toBeLessThanOrEqual(4096);
    expect(formatEmailMessage(long).subject.length).toBeLessThanOrEqual(200);
  });
});
