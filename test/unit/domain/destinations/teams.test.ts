import { describe, expect, it } from 'vitest';
import { formatTeamsMessage, teamsKind } from '../../../../src/domain/destinations/teams.js';
import { buildChangeNotice } from '../../../../src/domain/notifications/change-notice.js';
import { PUBLIC_URL, priceDrop } from './price-drop.js';

const INCOMING = 'https://contoso.webhook.office.com/webhookb2/1f0c-guid@72f9-tenant/IncomingWebhook/a1b2c3secret/9d8e-owner/V2AbCdSecret';
const WORKFLOW =
  'https://prod-12.westus.logic.azure.com:443/workflows/4e5f6a/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=SIGsecret123';

describe('Teams targets', () => {
  it.each([
    [INCOMING, INCOMING, 'https://contoso.webhook.office.com/webhookb2/…'],
    [`${INCOMING}/`, INCOMING, 'https://contoso.webhook.office.com/webhookb2/…'],
    [WORKFLOW, WORKFLOW.replace(':443', ''), 'https://prod-12.westus.logic.azure.com/workflows/…'],
  ])('%s is stored from its parts (a Workflows query with its sig kept) and shown without its secret', (input, stored, masked) => {
    const read = teamsKind.readTarget(input);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(teamsKind.writeTarget(read.parts)).toBe(stored);
    expect(teamsKind.guardedUrl(read.parts)).toBe(stored);
    expect(teamsKind.maskTarget(read.parts)).toBe(masked);
    expect(teamsKind.maskTarget(read.parts)).not.toMatch(/secret|SIG/i);
  });

  it.each([
    ['http://contoso.webhook.office.com/webhookb2/x', /must use https/],
    ['https://contoso.webhook.office.com/', /path is missing/],
    ['https://contoso.webhook.office.com//evil.example/x', /empty segment/],
    ['not a url', /Teams incoming-webhook or Workflows URL/],
  ])('%j is refused with a message saying what fits', (input, message) => {
    const read = teamsKind.readTarget(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});

describe('Teams messages', () => {

  it('is a message with one Adaptive Card 1.4: monitor, reason in green for a drop, before/after facts, buttons to the change and the page', () => {
    expect(formatTeamsMessage(buildChangeNotice(priceDrop, PUBLIC_URL))).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', text: 'Sony WH-1000XM5 <deal>', weight: 'Bolder', size: 'Medium', wrap: true },
              { type: 'TextBlock', text: 'Price dropped from $199.99 to $149.99 (-25%)', color: 'Good', wrap: true },
              { type: 'FactSet', facts: [{ title: 'Before', value: '$199.99' }, { title: 'After', value: '$149.99' }] },
              { type: 'TextBlock', text: 'Sony & Co headphones', isSubtle: true, wrap: true },
            ],
            actions: [
              { type: 'Action.OpenUrl', title: 'View change', url: 'https://watch.example.com/app/monitors/mon-1#chg-1' },
              { type: 'Action.OpenUrl', title: 'Open page', url: 'https://shop.example.com/p?a=1&b=2' },
            ],
          },
        },
      ],
    });
  });

  it('leaves the facts out when the page showed nothing on either side', () => {
    const content = buildChangeNotice({ ...priceDrop, type: 'content', before: { price: null, currency: null, availability: null }, after: { price: null, currency: null, availability: null } }, 'https://w.example');
    const card = formatTeamsMessage(content).attachments[0]!.content;
    expect(card.body.map((block) => block.type)).toEqual(['TextBlock', 'TextBlock', 'TextBlock']);
    expect(card.body[1]).toMatchObject({ color: 'Default' });
  });
});
