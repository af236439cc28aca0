import { describe, expect, it } from 'vitest';
import { readPagewatchExport } from '../../../../src/domain/moving-in/pagewatch-document.js';
import { checkDraftFields } from '../../../../src/domain/moving-in/check-draft.js';

const document = (monitors: unknown[], destinations: unknown[] = []) => JSON.stringify({ format: 'pagewatch', version: 1, monitors, destinations });

function refusalsOf(content: string) {
  const reading = readPagewatchExport(content);
  if (!reading.ok) throw new Error(reading.error);
  return reading.plan.refused;
}

describe('reading a PageWatch export', () => {
  it.each([
    [{ mode: 'url', name: 'A', url: 'https://example.com', sensitivity: '0.5' }, 'sensitivity must be a number from 0 to 1'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', checkIntervalSeconds: 90.5 }, 'checkIntervalSeconds must be a whole number of seconds'],
    [{ mode: 'rss', name: 'A' }, 'mode must be one of nlp, url'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', tags: [1] }, 'tags must be a list of strings'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', steps: [{ action: 'click', text: 7 }] }, 'steps[0].text must be a string'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', selectors: { price: ['.a'] } }, 'selectors must be an object of region and remove (lists of strings), price and availability (strings)'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', filters: { ignore: 'x' } }, 'filters must be an object of ignore, trigger and disappear (lists of strings)'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', stockWords: { soldOut: ['x'] } }, 'stockWords must be an object of inStock and outOfStock (lists of strings)'],
    [{ mode: 'url', name: 'A', url: 'https://example.com', steps: [{ action: 'type', value: '********', secret: true }] }, 'step 1 types a secret value that the export left out; create the monitor again with it'],
  ])('refuses a monitor whose fields do not have the create body\'s types: %j', (monitor, reason) => {
    expect(refusalsOf(document([monitor]))).toEqual([{ item: 'monitor 1 (A)', reason }]);
  });

  it.each([
    [{ kind: 'channel', type: 'pager', name: 'P', target: 'x' }, /^type pager is not a channel type; one of email, slack/],
    [{ kind: 'channel', type: 'email', name: 'P', target: 'a@example.com', template: { subject: 1 } }, /^template must be an object/],
    [{ kind: 'channel', type: 'slack', name: 'P', target: null, target_masked: 'https://hooks.slack.com/services/T/B/abcd…' }, /^its target \(https:\/\/hooks.slack.com\/services\/T\/B\/abcd…\) is a credential/],
    [{ kind: 'sms', name: 'P' }, /^is neither a webhook with a url nor a channel with a type/],
  ])('refuses a destination it cannot create: %j', (destination, reason) => {
    expect(refusalsOf(document([], [destination]))).toEqual([{ item: 'destination 1 (P)', reason: expect.stringMatching(reason) }]);
  });

  it('refuses a document of another format or version as a whole', () => {
    expect(readPagewatchExport('{"format":"pagewatch","version":2,"monitors":[]}')).toEqual({ ok: false, error: 'content is export version 2; this version reads 1' });
    expect(readPagewatchExport('[]')).toMatchObject({ ok: false, error: expect.stringMatching(/not a PageWatch export/) });
  });

  it('takes a monitor with every field of the create body', () => {
    expect(
      checkDraftFields({
        mode: 'url',
        name: 'Kettle',
        url: 'https://example.com',
        sensitivity: 0.3,
        checkIntervalSeconds: 3600,
        render: 'auto',
        jsonExpression: 'price',
        steps: [{ action: 'wait', ms: 500 }],
        proxy: 'http://proxy.example.net:3128',
        confirmChanges: true,
        failureThreshold: 5,
        condition: { kind: 'below', amount: 30 },
        tags: ['kitchen'],
        selectors: { region: ['main'], remove: ['//aside'], price: '.now', availability: '#stock' },
        filters: { ignore: ['/^Updated/'], trigger: ['Tickets'], disappear: ['Coming soon'] },
        stockWords: { inStock: ['Ab Lager'], outOfStock: ['Nur im Markt'] },
      }),
    ).toBeNull();
  });
});
