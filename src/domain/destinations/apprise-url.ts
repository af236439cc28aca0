import type { DestinationKindName } from './registry.js';

/**
 * Apprise URL notation (https://github.com/caronc/apprise/wiki) read into our own targets. An
 * Apprise URL is read once, when a channel or webhook is created or imported: what is stored is
 * the target of our kind, so nothing later depends on this notation.
 */
export type AppriseReading =
  | { ok: true; scheme: string; kind: DestinationKindName; target: string }
  | { ok: false; scheme: string; error: string };

/** An Apprise URL cut as Apprise cuts it: `#` is part of the path (channels, rooms), never a fragment. */
interface AppriseParts {
  scheme: string;
  /** Everything between `://` and the first `/`, as written (a Teams token holds an `@`). */
  authority: string;
  user: string | null;
  password: string | null;
  host: string;
  /** Non-empty path segments, percent-decoded. */
  path: string[];
  query: URLSearchParams;
  rawQuery: string;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/is;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function cutAppriseUrl(scheme: string, rest: string): AppriseParts {
  const queryAt = rest.indexOf('?');
  const beforeQuery = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  const query = new URLSearchParams(rawQuery);
  const slash = beforeQuery.indexOf('/');
  const authority = slash === -1 ? beforeQuery : beforeQuery.slice(0, slash);
  const path = (slash === -1 ? '' : beforeQuery.slice(slash + 1)).split('/').filter((segment) => segment !== '').map(decode);
  const at = authority.lastIndexOf('@');
  const userinfo = at === -1 ? null : authority.slice(0, at);
  const colon = userinfo === null ? -1 : userinfo.indexOf(':');
  return {
    scheme,
    authority,
    user: userinfo === null ? null : decode(colon === -1 ? userinfo : userinfo.slice(0, colon)),
    password: userinfo === null || colon === -1 ? null : decode(userinfo.slice(colon + 1)),
    host: authority.slice(at + 1),
    path,
    query,
    rawQuery,
  };
}

type Translation = { kind: DestinationKindName; target: string } | { error: string };

/** The topics, chats, rooms or addresses a URL names: one channel is one place. */
function onlyOne(what: string, values: readonly string[]): { value: string } | { error: string } {
  if (values.length === 0) return { error: `names no ${what}` };
  if (values.length > 1) return { error: `names ${values.length} ${what}s (${values.join(', ')}); write one URL per ${what}` };
  return { value: values[0]! };
}

function splitList(value: string | null): string[] {
  return value === null ? [] : value.split(/[\s,]+/).filter((item) => item !== '');
}

// Apprise's own options: what it does with the message, never where it goes.
const APPRISE_OPTIONS = new Set(['format', 'overflow', 'emojis', 'tz', 'cto', 'rto', 'verify', 'method']);

/** mailto://user:pass@example.com[/to][?to=…]: only the recipient is kept, since mail goes through the operator's SMTP server. */
function readMailto(url: AppriseParts): Translation {
  const listed = [...url.path, ...splitList(url.query.get('to'))];
  const recipients = listed.length > 0 ? listed : url.user !== null && !url.user.includes('@') ? [`${url.user}@${url.host}`] : url.user !== null ? [url.user] : [];
  const one = onlyOne('recipient', recipients);
  return 'error' in one ? one : { kind: 'email', target: one.value };
}

/** slack://[botname@]TokenA/TokenB/TokenC[/#channel]: the incoming webhook; a bot (OAuth) token needs Slack's API, which we do not use. */
function readSlack(url: AppriseParts): Translation {
  if (/^xox[a-z]-/i.test(url.host)) return { error: 'uses a Slack bot (OAuth) token; use an incoming webhook: slack://TokenA/TokenB/TokenC' };
  const tokens = [url.host, ...url.path].filter((token) => !token.startsWith('#') && !token.startsWith('@'));
  if (tokens.length !== 3 || tokens.some((token) => !/^[A-Za-z0-9]+$/.test(token))) return { error: 'must be slack://TokenA/TokenB/TokenC (the three parts of the incoming-webhook URL)' };
  return { kind: 'slack', target: `https://hooks.slack.com/services/${tokens.join('/')}` };
}

/** discord://[botname@]WebhookID/WebhookToken[?thread=…]. */
function readDiscord(url: AppriseParts): Translation {
  const [token, ...extra] = url.path;
  if (!/^\d+$/.test(url.host) || token === undefined || extra.length > 0) return { error: 'must be discord://WebhookID/WebhookToken' };
  const thread = url.query.get('thread');
  return { kind: 'discord', target: `https://discord.com/api/webhooks/${url.host}/${token}${thread === null ? '' : `?thread_id=${encodeURIComponent(thread)}`}` };
}

/**
 * ntfy://topic (ntfy.sh), ntfy://host/topic (plain http, refused), ntfys://host[:port]/topic.
 * Apprise sends to ntfy.sh over https whatever the scheme, so ntfy://ntfy.sh/topic is taken too.
 */
function readNtfy(url: AppriseParts): Translation {
  if (url.user !== null) return { error: 'carries credentials; ntfy channels publish to open topics only' };
  const cloud = url.path.length === 0 || url.host.toLowerCase() === 'ntfy.sh';
  if (!cloud && url.scheme === 'ntfy') return { error: `reaches ${url.host} over plain http; write ntfys://${url.host}/… for https` };
  const one = onlyOne('topic', url.path.length === 0 ? [url.host] : url.path);
  if ('error' in one) return one;
  return { kind: 'ntfy', target: `https://${cloud ? 'ntfy.sh' : url.host}/${encodeURIComponent(one.value)}` };
}

/** tgram://bot_token/chat_id: the bot token holds a colon, so it is read from the authority as written. */
function readTelegram(url: AppriseParts): Translation {
  const one = onlyOne('chat', url.path);
  if ('error' in one) return { error: `${one.error}: write tgram://bot_token/chat_id` };
  return { kind: 'telegram', target: `${decode(url.authority)}:${one.value}` };
}

/** json:// and jsons://: a webhook at the same place; Apprise's headers and payload options have no meaning for a signed event. */
function readJson(url: AppriseParts): Translation {
  if (url.user !== null) return { error: 'carries credentials; webhooks are signed instead (verify X-Service-Signature on the receiver)' };
  // Read from the raw text: URLSearchParams would turn the `+` of a header option into a space.
  const kept = url.rawQuery.split('&').filter((pair) => pair !== '' && !/^[-+:]/.test(pair) && !APPRISE_OPTIONS.has(decode(pair.split('=')[0]!)));
  const search = kept.length === 0 ? '' : `?${kept.join('&')}`;
  return { kind: 'webhook', target: `${url.scheme === 'jsons' ? 'https' : 'http'}://${url.host}/${url.path.map(encodeURIComponent).join('/')}${search}` };
}

/** matrixs://token@host[:port]/!room:server: a user and password would have to log in; we post with an access token. */
function readMatrix(url: AppriseParts): Translation {
  if (url.scheme === 'matrix') return { error: `reaches ${url.host} over plain http; write matrixs://… for https` };
  if (url.password !== null || url.user === null) return { error: 'must carry an access token: matrixs://access_token@homeserver/!room_id:server' };
  const one = onlyOne('room', url.path);
  if ('error' in one) return one;
  return { kind: 'matrix', target: `https://${url.host}|${one.value}|${url.user}` };
}

/**
 * msteams://team/tokenA/tokenB/tokenC[/tokenD] (the webhook.office.com forms) or
 * msteams://tokenA/tokenB/tokenC (the retired outlook.office.com form, which Microsoft no longer serves).
 */
function readTeams(url: AppriseParts): Translation {
  const parts = [decode(url.authority), ...url.path];
  if (parts.length === 3) return { error: 'is the retired outlook.office.com form; write msteams://team/tokenA/tokenB/tokenC/tokenD from the new webhook URL' };
  if (parts.length !== 4 && parts.length !== 5) return { error: 'must be msteams://team/tokenA/tokenB/tokenC/tokenD' };
  const [team, tokenA, tokenB, ...rest] = parts as [string, string, string, ...string[]];
  return { kind: 'teams', target: `https://${team}.webhook.office.com/webhookb2/${tokenA}/IncomingWebhook/${[tokenB, ...rest].join('/')}` };
}

/** workflows://host[:port]/workflow/signature (a Power Automate "when a webhook request is received" flow). */
function readWorkflows(url: AppriseParts): Translation {
  const [workflow, signature, ...extra] = url.path;
  if (workflow === undefined || signature === undefined || extra.length > 0) return { error: 'must be workflows://host/workflow/signature' };
  const query = new URLSearchParams({ 'api-version': url.query.get('api-version') ?? '2016-06-01', sp: '/triggers/manual/run', sv: '1.0', sig: signature });
  return { kind: 'teams', target: `https://${url.host}/workflows/${workflow}/triggers/manual/paths/invoke?${query.toString()}` };
}

/** Every scheme we read, by scheme. A new one is one line here. */
const READERS: Readonly<Record<string, (url: AppriseParts) => Translation>> = {
  mailto: readMailto,
  mailtos: readMailto,
  slack: readSlack,
  discord: readDiscord,
  ntfy: readNtfy,
  ntfys: readNtfy,
  tgram: readTelegram,
  json: readJson,
  jsons: readJson,
  matrix: readMatrix,
  matrixs: readMatrix,
  msteams: readTeams,
  workflows: readWorkflows,
};

export const APPRISE_SCHEMES = Object.keys(READERS);

const LIST = APPRISE_SCHEMES.map((scheme) => `${scheme}://`).join(', ');

/**
 * Whether a target is written as an Apprise URL: any scheme but http(s), which are our own
 * notation; with `knownOnly`, only the schemes we read.
 */
export function isAppriseUrl(input: string, { knownOnly = false } = {}): boolean {
  const scheme = SCHEME.exec(input.trim())?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return false;
  return !knownOnly || scheme in READERS;
}

/** The target of our kind that an Apprise URL names, or why it cannot be one (an unknown scheme lists the supported ones). */
export function readAppriseUrl(input: string): AppriseReading {
  const match = SCHEME.exec(input.trim());
  const scheme = (match?.[1] ?? '').toLowerCase();
  const read = READERS[scheme];
  if (match === null || read === undefined) return { ok: false, scheme, error: `the Apprise scheme ${scheme}:// is not supported; supported: ${LIST}` };
  const translated = read(cutAppriseUrl(scheme, match[2]!));
  return 'error' in translated ? { ok: false, scheme, error: `${scheme}:// ${translated.error}` } : { ok: true, scheme, ...translated };
}
