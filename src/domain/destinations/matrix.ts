import { describeBeforeAfter, escapeHtml, shorten, type ChangeNotice } from '../notifications/change-notice.js';
import { cutSecret, type ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';
import { readHttpsTarget } from './https-target.js';

/**
 * An `m.room.message` event: plain `body` for clients without HTML, `formatted_body` in the
 * HTML subset the spec allows. An empty `m.mentions` says the message mentions nobody, so page
 * text such as "@room" pings no one.
 */
export function formatMatrixMessage(notice: ChangeNotice) {
  const beforeAfter = describeBeforeAfter(notice);
  const body = [
    notice.monitorName,
    notice.headline,
    ...(beforeAfter === null ? [] : [beforeAfter]),
    `${notice.pageTitle}: ${notice.pageUrl}`,
    `View change: ${notice.changeUrl}`,
  ].join('\n');
  const sides =
    notice.before !== null && notice.after !== null
      ? `<del>${escapeHtml(notice.before)}</del> → <b>${escapeHtml(notice.after)}</b>`
      : beforeAfter === null
        ? null
        : escapeHtml(beforeAfter);
  const formatted = [
    `<b>${escapeHtml(notice.monitorName)}</b>`,
    escapeHtml(shorten(notice.headline, 1000)),
    ...(sides === null ? [] : [sides]),
    `<a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(notice.pageTitle)}</a> · <a href="${escapeHtml(notice.changeUrl)}">View change</a>`,
  ].join('<br>');
  return { msgtype: 'm.text', body, format: 'org.matrix.custom.html', formatted_body: formatted, 'm.mentions': {} };
}

/** monitor.failing / monitor.recovered as the same kind of event, linking to the monitor. */
export function formatMatrixMonitorMessage(notice: MonitorNotice): ReturnType<typeof formatMatrixMessage> {
  const lines = [notice.monitorName, notice.headline, ...(notice.error === null ? [] : [notice.error])];
  const body = [...lines, `Open the monitor: ${notice.monitorUrl}`].join('\n');
  const formatted = [
    `<b>${escapeHtml(notice.monitorName)}</b>`,
    escapeHtml(notice.headline),
    ...(notice.error === null ? [] : [escapeHtml(notice.error)]),
    `<a href="${escapeHtml(notice.monitorUrl)}">Open the monitor</a>`,
  ].join('<br>');
  return { msgtype: 'm.text', body, format: 'org.matrix.custom.html', formatted_body: formatted, 'm.mentions': {} };
}

/** A templated message as the same kind of event: the subject in bold, the body escaped with its line breaks, a link to the change. */
export function formatMatrixWrittenMessage(message: WrittenMessage): ReturnType<typeof formatMatrixMessage> {
  const body = [message.subject, message.body, `${message.link.label}: ${message.link.url}`].join('\n');
  const formatted = [
    `<b>${escapeHtml(message.subject)}</b>`,
    escapeHtml(message.body).replace(/\n/g, '<br>'),
    `<a href="${escapeHtml(message.link.url)}">${escapeHtml(message.link.label)}</a>`,
  ].join('<br>');
  return { msgtype: 'm.text', body, format: 'org.matrix.custom.html', formatted_body: formatted, 'm.mentions': {} };
}

export interface MatrixParts {
  /** The homeserver's base URL, without a trailing slash. */
  homeserver: string;
  /** `!opaque:server`: aliases (`#name:server`) can move to another room, ids cannot. */
  roomId: string;
  accessToken: string;
}

const SHAPE = '<homeserver URL>|<room id>|<access token>, e.g. https://matrix.example.org|!AbCdEf:example.org|syt_…';
const ROOM_ID = /^![^\s:|]+:[^\s|]+$/;
// Synapse tokens are `syt_…` in base64url with underscores; other servers use the same URL-safe alphabet.
const ACCESS_TOKEN = /^[A-Za-z0-9._~+/=-]{8,1024}$/;

/**
 * A room on a homeserver, posted to as a user (a bot account) with its access token. The three
 * parts are written with `|` between them: a room id contains `:`, and none of the parts may contain `|`.
 */
export const matrixKind: ChannelKind<'matrix', MatrixParts, ReturnType<typeof formatMatrixMessage>> = {
  name: 'matrix',
  label: 'Matrix',
  target: {
    label: 'Homeserver URL, room id and access token',
    hint: 'https://matrix.example.org|!AbCdEf:example.org|syt_…',
    shape: SHAPE,
    masked: 'the homeserver and room id, the access token cut to its first 4 characters',
  },
  readTarget(input) {
    const fields = input.split('|').map((field) => field.trim());
    if (fields.length !== 3) return { ok: false, error: `must be ${SHAPE}` };
    const [server, roomId, accessToken] = fields as [string, string, string];
    const homeserver = readHttpsTarget(server, `${SHAPE}: the homeserver URL first`, { pathRequired: false });
    if (!homeserver.ok) return homeserver;
    if (roomId.startsWith('#')) return { ok: false, error: `must be ${SHAPE}: use the room id (!…:server, in the room's advanced settings), not its alias` };
    if (!ROOM_ID.test(roomId)) return { ok: false, error: `must be ${SHAPE}: the room id looks like !AbCdEf:example.org` };
    if (!ACCESS_TOKEN.test(accessToken)) return { ok: false, error: `must be ${SHAPE}: the access token is missing or malformed` };
    const base = homeserver.parts.segments.map((segment) => `/${segment}`).join('');
    return { ok: true, parts: { homeserver: `${homeserver.parts.origin}${base}`, roomId, accessToken } };
  },
  writeTarget: (parts) => `${parts.homeserver}|${parts.roomId}|${parts.accessToken}`,
  maskTarget: (parts) => `${parts.homeserver}|${parts.roomId}|${cutSecret(parts.accessToken)}`,
  guardedUrl: (parts) => `${parts.homeserver}/`,
  formatMessage: (notice) => formatMatrixMessage(notice),
  formatMonitorMessage: (notice) => formatMatrixMonitorMessage(notice),
  formatWrittenMessage: (message) => formatMatrixWrittenMessage(message),
};
