import { describe, expect, it } from 'vitest';
import { checkMessageTemplate, renderMessageTemplate, MAX_BODY_OUTPUT } from '../../../../src/domain/notifications/message-template.js';
import { buildSampleChangeEvent } from '../../../../src/domain/webhooks/sample-event.js';

const change = buildSampleChangeEvent({ eventId: 'evt-1', changeId: 'chg-1', nowMs: Date.UTC(2026, 10, 26, 12, 0, 0) }).data.change;
const PUBLIC_URL = 'https://watch.example.com';
const render = (template: { subject?: string; body?: string }) => renderMessageTemplate(template, change, PUBLIC_URL);

describe('renderMessageTemplate', () => {
  it('renders the documented fields', () => {
    const rendering = render({
      subject: '{{ change.monitor_name | upcase }} is {{ change.after.price }} {{ change.after.currency }}',
      body: [
        '{{ summary.headline }}',
        '{{ change.before.price }} -> {{ change.after.price }} ({{ change.type }}, score {{ change.relevance.score }})',
        '{{ change.source.title }} {{ change.source.url }}',
        '{{ summary.before }} / {{ summary.after }} / {{ summary.before_after }} / {{ summary.direction }}',
        '{{ summary.change_url }} {{ summary.detected_at_iso }} {{ change.detected_at | divided_by: 1000 | date: "%Y-%m-%d" }}',
        '{% if change.after.price < change.before.price %}cheaper{% endif %}',
      ].join('\n'),
    });
    expect(rendering).toEqual({
      ok: true,
      message: {
        subject: 'SAMPLE MONITOR: SONY WH-1000XM5 PRICE is 329.99 USD',
        body: [
          'Price dropped 17.5%, from 399.99 USD to 329.99 USD',
          '399.99 -> 329.99 (price, score 0.92)',
          'Sony WH-1000XM5 Wireless Noise Cancelling Headphones https://shop.example.com/products/sony-wh-1000xm5',
          '$399.99 / $329.99 / $399.99 → $329.99 / down',
          'https://watch.example.com/app/monitors/mon-sample#chg-1 2026-11-26T12:00:00.000Z 2026-11-26',
          'cheaper',
        ].join('\n'),
        link: { url: 'https://watch.example.com/app/monitors/mon-sample#chg-1', label: 'View change' },
        at: change.detected_at,
      },
    });
  });

  it('keeps the default subject and body for the part left out', () => {
    const rendering = render({ body: 'now {{ change.after.price }}' });
    expect(rendering.ok && rendering.message.subject).toBe(change.monitor_name);
    const subjectOnly = render({ subject: 'Deal' });
    expect(subjectOnly.ok && subjectOnly.message.body).toBe('Price dropped 17.5%, from 399.99 USD to 329.99 USD\n$399.99 → $329.99');
  });

  it('renders an unknown variable as nothing and never reaches prototypes', () => {
    const rendering = render({ body: '[{{ change.nothing }}][{{ change.constructor }}][{{ change.__proto__ }}][{{ summary.headline.constructor }}]' });
    expect(rendering.ok && rendering.message.body).toBe('[][][][]');
  });

  it('makes the subject one line and clips the body', () => {
    const rendering = render({ subject: 'a\n\nb', body: '{% for i in (1..1000) %}vwxyz{% endfor %}' });
    expect(rendering.ok && rendering.message.subject).toBe('a b');
    expect(rendering.ok && rendering.message.body.length).toBe(MAX_BODY_OUTPUT);
  });
});

describe('checkMessageTemplate refuses unsafe and broken templates, naming the part', () => {
  it.each([
    [{ body: "{% include 'secrets' %}" }, 'body', /include tag is not available/],
    [{ subject: "{% render '/etc/passwd' %}" }, 'subject', /render tag is not available/],
    [{ body: "{% layout 'x' %}" }, 'body', /layout tag is not available/],
    [{ body: '{{ change.monitor_name | shell }}' }, 'body', /undefined filter: shell/],
    [{ body: '{% if change.type %}no end' }, 'body', /not closed/],
    [{ subject: '{{ change.monitor_name ' }, 'subject', /not closed/],
    [{ body: '{% for i in (1..100000000) %}{% for j in (1..100000000) %}{% endfor %}{% endfor %}' }, 'body', /limit|exceeded/i],
    [{ body: '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}' }, 'body', /limit|exceeded/i],
    [{ body: 'x'.repeat(5001) }, 'body', /at most 5000 characters/],
    [{ subject: 'x'.repeat(501) }, 'subject', /at most 500 characters/],
  ])('%j', (template, field, error) => {
    const started = Date.now();
    const check = checkMessageTemplate(template, change, PUBLIC_URL);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.field).toBe(field);
    expect(!check.ok && check.error).toMatch(error);
  });

  it('accepts a good template', () => expect(checkMessageTemplate({ subject: '{{ change.monitor_name }}', body: 'ok' }, change, PUBLIC_URL)).toEqual({ ok: true }));
});
