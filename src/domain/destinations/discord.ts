import { shorten, type ChangeNotice } from '../notifications/change-notice.js';
import type { ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';
import { maskLastSegment, readHttpsTarget, writeHttpsTarget } from './https-target.js';

const COLOURS = { down: 0x2e7d32, up: 0xc62828, none: 0x1565c0 } as const;

/**
 * An execute-webhook payload with one embed. Mentions are switched off: page text such as
 * "@everyone" must never ping a server.
 */
export function formatDiscordMessage(notice: ChangeNotice) {
  const fields = [
    ...(notice.before === null ? [] : [{ name: 'Before', value: shorten(notice.before, 1024), inline: true }]),
    ...(notice.after === null ? [] : [{ name: 'After', value: shorten(notice.after, 1024), inline: true }]),
    { name: 'Page', value: `[${shorten(notice.pageTitle, 200).replace(/[[\]]/g, '')}](${notice.pageUrl})`, inline: false },
  ];
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: shorten(notice.monitorName, 256),
        url: notice.changeUrl,
        description: shorten(notice.headline, 4096),
        color: COLOURS[notice.direction ?? 'none'],
        fields,
        timestamp: new Date(notice.detectedAt).toISOString(),
      },
    ],
  };
}

/** monitor.failing (red) / monitor.recovered (green) as one embed linking to the monitor. */
export function formatDiscordMonitorMessage(notice: MonitorNotice): ReturnType<typeof formatDiscordMessage> {
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: shorten(notice.monitorName, 256),
        url: notice.monitorUrl,
        description: shorten(notice.headline, 4096),
        color: notice.event === 'monitor.failing' ? COLOURS.up : COLOURS.down,
        fields: notice.error === null ? [] : [{ name: 'Error', value: shorten(notice.error, 1024), inline: false }],
        timestamp: new Date(notice.at).toISOString(),
      },
    ],
  };
}

/** A templated message as one embed: the subject as its title (linking to the change), the body as its description. */
export function formatDiscordWrittenMessage(message: WrittenMessage): ReturnType<typeof formatDiscordMessage> {
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: shorten(message.subject, 256),
        url: message.link.url,
        description: shorten(message.body, 4096),
        color: COLOURS.none,
        fields: [],
        timestamp: new Date(message.at).toISOString(),
      },
    ],
  };
}

export interface DiscordParts {
  origin: string;
  /** The path up to and including `webhooks/<id>`. */
  webhookPath: string[];
  token: string;
  /** `?thread_id=`: post into a thread of a forum channel. */
  threadId: string | null;
}

const SHAPE = 'the Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>)';
// Discord's compatibility endpoints take other services' payloads; the Discord format is what is sent.
const FOREIGN_FORMAT_SUFFIXES = new Set(['slack', 'github']);

const discordUrl = (parts: DiscordParts) => writeHttpsTarget(parts.origin, [...parts.webhookPath, parts.token], threadQuery(parts));
const threadQuery = (parts: DiscordParts) => (parts.threadId === null ? undefined : new URLSearchParams({ thread_id: parts.threadId }));

/** Execute-webhook URLs `…/webhooks/<id>/<token>`; a `/slack` or `/github` suffix is dropped, and only `thread_id` of the query is kept. */
export const discordKind: ChannelKind<'discord', DiscordParts, ReturnType<typeof formatDiscordMessage>> = {
  name: 'discord',
  label: 'Discord',
  target: { label: 'Webhook URL', hint: 'https://discord.com/api/webhooks/…', shape: SHAPE, masked: 'the token cut to its first 4 characters' },
  readTarget(input) {
    const read = readHttpsTarget(input, SHAPE);
    if (!read.ok) return read;
    const segments = FOREIGN_FORMAT_SUFFIXES.has(read.parts.segments.at(-1)!) ? read.parts.segments.slice(0, -1) : read.parts.segments;
    const [webhooks, id, token] = segments.slice(-3);
    if (segments.length < 3 || webhooks !== 'webhooks' || !/^\d+$/.test(id!)) return { ok: false, error: `must be ${SHAPE}` };
    const threadId = read.parts.query.get('thread_id');
    if (threadId !== null && !/^\d+$/.test(threadId)) return { ok: false, error: `must be ${SHAPE}: thread_id must be a number` };
    return { ok: true, parts: { origin: read.parts.origin, webhookPath: segments.slice(0, -1), token: token!, threadId } };
  },
  writeTarget: discordUrl,
  maskTarget: (parts) => maskLastSegment(parts.origin, [...parts.webhookPath, parts.token]),
  guardedUrl: discordUrl,
  formatMessage: (notice) => formatDiscordMessage(notice),
  formatMonitorMessage: (notice) => formatDiscordMonitorMessage(notice),
  formatWrittenMessage: (message) => formatDiscordWrittenMessage(message),
};
