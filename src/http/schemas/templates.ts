import { Type } from 'typebox';
import { MAX_BODY_OUTPUT, MAX_BODY_TEMPLATE, MAX_SUBJECT_OUTPUT, MAX_SUBJECT_TEMPLATE } from '../../domain/notifications/message-template.js';

const TEMPLATE_DESCRIPTION =
  'A channel\'s own wording of change.detected messages, in LiquidJS (https://liquidjs.com): `change` is the change of the event ' +
  '(id, monitor_id, monitor_name, detected_at, type, source.url, source.title, before and after with price, currency, availability, excerpt, ' +
  'relevance.score, relevance.reason, diff, readings, condition), `summary` the words of the default message (headline, before, after, before_after, ' +
  'direction, change_url, page_url, page_title, detected_at_iso). The subject is the message\'s title (the mail subject), the body its text; ' +
  'either may be left out for the default. No file access (include, render and layout are refused), unknown filters are errors, ' +
  `and a render is cut off after 250 ms or about a million allocated units; a subject is made one line of at most ${MAX_SUBJECT_OUTPUT} characters, ` +
  `a body cut to ${MAX_BODY_OUTPUT}. A template that fails on the sample change is a 400 naming its part; one that fails on a real change sends the default message. ` +
  'monitor.failing and monitor.recovered keep their default messages. See docs/message-templates.md.';

export const MessageTemplate = Type.Object(
  {
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_SUBJECT_TEMPLATE, examples: ['{{ change.monitor_name }}: now {{ change.after.price }} {{ change.after.currency }}'] })),
    body: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_BODY_TEMPLATE, examples: ['{{ summary.headline }}\n{{ summary.before_after }}\n{{ change.source.url }}'] })),
  },
  {
    additionalProperties: false,
    description: TEMPLATE_DESCRIPTION,
    examples: [{ subject: '{{ change.monitor_name }}: {{ summary.headline }}', body: '{{ summary.before_after }}{% if summary.direction == "down" %} (cheaper){% endif %}\n{{ change.source.url }}' }],
  },
);

export const TemplatePreviewBody = Type.Object({ template: MessageTemplate }, { additionalProperties: false, examples: [{ template: { subject: 'Deal: {{ change.after.price }}', body: '{{ summary.headline }}' } }] });

export const TemplatePreview = Type.Object(
  {
    subject: Type.String({ description: 'The rendered subject (the monitor name when the template has none)' }),
    body: Type.String({ description: 'The rendered body (the default headline with before and after when the template has none)' }),
  },
  { examples: [{ subject: 'Deal: 329.99', body: 'Price dropped 17.5%, from 399.99 USD to 329.99 USD' }] },
);
