import { shorten, type ChangeNotice } from '../notifications/change-notice.js';
import type { ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';
import { readHttpsTarget, writeHttpsTarget, type HttpsTarget } from './https-target.js';

// Adaptive Card colours: green for a drop (or an item back), red for a rise (or an item gone).
const COLOURS = { down: 'Good', up: 'Attention', none: 'Default' } as const;

/**
 * A message with one Adaptive Card (version 1.4, what incoming webhooks and Workflows both
 * render): the monitor, the reason, before and after as facts, the page, and buttons that
 * open the change and the page.
 */
export function formatTeamsMessage(notice: ChangeNotice) {
  const facts = [
    ...(notice.before === null ? [] : [{ title: 'Before', value: shorten(notice.before, 500) }]),
    ...(notice.after === null ? [] : [{ title: 'After', value: shorten(notice.after, 500) }]),
  ];
  return {
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
            { type: 'TextBlock', text: shorten(notice.monitorName, 200), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: shorten(notice.headline, 1000), color: COLOURS[notice.direction ?? 'none'], wrap: true },
            ...(facts.length === 0 ? [] : [{ type: 'FactSet', facts }]),
            { type: 'TextBlock', text: notice.pageTitle, isSubtle: true, wrap: true },
          ],
          actions: [
            { type: 'Action.OpenUrl', title: 'View change', url: notice.changeUrl },
            { type: 'Action.OpenUrl', title: 'Open page', url: notice.pageUrl },
          ],
        },
      },
    ],
  };
}

/** monitor.failing (red) / monitor.recovered (green) as one card: the error as a fact, a button to the monitor. */
export function formatTeamsMonitorMessage(notice: MonitorNotice): ReturnType<typeof formatTeamsMessage> {
  const facts = notice.error === null ? [] : [{ title: 'Error', value: shorten(notice.error, 500) }];
  return {
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
            { type: 'TextBlock', text: shorten(notice.monitorName, 200), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: notice.headline, color: notice.event === 'monitor.failing' ? COLOURS.up : COLOURS.down, wrap: true },
            ...(facts.length === 0 ? [] : [{ type: 'FactSet', facts }]),
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open the monitor', url: notice.monitorUrl }],
        },
      },
    ],
  };
}

/** A templated message as one card: the subject in bold, the body as text, a button to the change. */
export function formatTeamsWrittenMessage(message: WrittenMessage): ReturnType<typeof formatTeamsMessage> {
  return {
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
            { type: 'TextBlock', text: shorten(message.subject, 200), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: message.body, color: COLOURS.none, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: message.link.label, url: message.link.url }],
        },
      },
    ],
  };
}

export type TeamsParts = HttpsTarget;

const SHAPE = 'the Teams incoming-webhook or Workflows URL (https://….webhook.office.com/webhookb2/… or https://….logic.azure.com/workflows/…)';

/**
 * An incoming webhook or a Workflows ("When a Teams webhook request is received") URL. The
 * credential is the whole path of the one and the `sig` of the other's query, which is kept
 * as it came; responses show the host and the first path segment only.
 */
export const teamsKind: ChannelKind<'teams', TeamsParts, ReturnType<typeof formatTeamsMessage>> = {
  name: 'teams',
  label: 'Microsoft Teams',
  target: {
    label: 'Incoming-webhook or Workflows URL',
    hint: 'https://….webhook.office.com/webhookb2/… or https://….logic.azure.com/workflows/…',
    shape: SHAPE,
    masked: 'the host and the first path segment, the rest (the secret) left out',
  },
  readTarget: (input) => readHttpsTarget(input, SHAPE),
  writeTarget: (parts) => writeHttpsTarget(parts.origin, parts.segments, parts.query),
  maskTarget: (parts) => `${parts.origin}/${parts.segments[0]}/…`,
  guardedUrl: (parts) => writeHttpsTarget(parts.origin, parts.segments, parts.query),
  formatMessage: (notice) => formatTeamsMessage(notice),
  formatMonitorMessage: (notice) => formatTeamsMonitorMessage(notice),
  formatWrittenMessage: (message) => formatTeamsWrittenMessage(message),
};
