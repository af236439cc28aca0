import { describe, expect, it } from 'vitest';
import { APPRISE_SCHEMES, isAppriseUrl, readAppriseUrl } from '../../../../src/domain/destinations/apprise-url.js';
import { findDestinationKind } from '../../../../src/domain/destinations/registry.js';

const BOT = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

// The forms Apprise's wiki documents for each scheme (Notify_email, Notify_slack, Notify_discord,
// Notify_ntfy, Notify_telegram, Notify_Custom_JSON, Notify_matrix, Notify_msteams, Notify_workflows).
const TRANSLATIONS: [string, string, string][] = [
  ['mailto://ada:app-password@gmail.com', 'email', 'ada@gmail.com'],
  ['mailtos://ada:app-password@example.com/alerts@example.org', 'email', 'alerts@example.org'],
  ['mailto://ada:secret@example.com?to=ops@example.org', 'email', 'ops@example.org'],
  ['mailtos://example.com?user=ada&pass=secret&to=ops@example.org', 'email', 'ops@example.org'],
  ['slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ', 'slack', 'https://hooks.slack.com/services/T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ'],
  ['slack://pagewatch@T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#general', 'slack', 'https://hooks.slack.com/services/T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ'],
  ['discord://4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js', 'discord', 'https://discord.com/api/webhooks/4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js'],
  ['discord://pagewatch@4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js/?thread=12345', 'discord', 'https://discord.com/api/webhooks/4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js?thread_id=12345'],
  ['ntfy://price-alerts-7f3a', 'ntfy', 'https://ntfy.sh/price-alerts-7f3a'],
  ['ntfy://ntfy.sh/price-alerts-7f3a', 'ntfy', 'https://ntfy.sh/price-alerts-7f3a'],
  ['ntfys://ntfy.example.org/price-alerts', 'ntfy', 'https://ntfy.example.org/price-alerts'],
  ['ntfys://ntfy.example.org:8443/price-alerts?priority=high', 'ntfy', 'https://ntfy.example.org:8443/price-alerts'],
  [`tgram://${BOT}/-1001234567890`, 'telegram', `${BOT}:-1001234567890`],
  [`tgram://${BOT}/@pagewatch_alerts/`, 'telegram', `${BOT}:@pagewatch_alerts`],
  ['jsons://hooks.example.com/pagewatch', 'webhook', 'https://hooks.example.com/pagewatch'],
  ['jsons://hooks.example.com:8443/in/pagewatch?team=ops&+X-Token=abc&:message=msg&format=text', 'webhook', 'https://hooks.example.com:8443/in/pagewatch?team=ops'],
  ['json://hooks.example.com/pagewatch', 'webhook', 'http://hooks.example.com/pagewatch'],
  ['matrixs://syt_YWRh_bXnJgaIoLyHZaBhT_0v9YyP@matrix.example.org/!AbCdEf:example.org', 'matrix', 'https://matrix.example.org|!AbCdEf:example.org|syt_YWRh_bXnJgaIoLyHZaBhT_0v9YyP'],
  [
    'msteams://contoso/1f0c-guid@72f9-tenant/a1b2c3secret/9d8e-owner/V2AbCdSecret',
    'teams',
    'https://contoso.webhook.office.com/webhookb2/1f0c-guid@72f9-tenant/IncomingWebhook/a1b2c3secret/9d8e-owner/V2AbCdSecret',
  ],
  ['msteams://contoso/1f0c-guid@72f9-tenant/a1b2c3secret/9d8e-owner', 'teams', 'https://contoso.webhook.office.com/webhookb2/1f0c-guid@72f9-tenant/IncomingWebhook/a1b2c3secret/9d8e-owner'],
  [
    'workflows://prod-12.westus.logic.azure.com:443/4e5f6a/SIGsecret123',
    'teams',
    'https://prod-12.westus.logic.azure.com:443/workflows/4e5f6a/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=SIGsecret123',
  ],
];

describe('Apprise URLs', () => {
  it.each(TRANSLATIONS)('%s is a %s target %s, which that kind reads', (input, kind, target) => {
    expect(readAppriseUrl(input)).toEqual({ ok: true, scheme: input.slice(0, input.indexOf(':')), kind, target });
    const read = findDestinationKind(kind)!.readTarget(target);
    // json:// is plain http, which a webhook then refuses as it refuses any http URL.
    expect(read.ok).toBe(!target.startsWith('http://'));
  });

  it('reads a scheme written in capitals', () => {
    expect(readAppriseUrl('NTFYS://ntfy.example.org/alerts')).toMatchObject({ ok: true, kind: 'ntfy' });
  });

  it.each([
    ['pover://user@token', /Apprise scheme pover:\/\/ is not supported; supported: mailto:\/\/, .*workflows:\/\//],
    ['mailto://example.com', /names no recipient/],
    ['mailto://ada:x@example.com?to=a@example.org,b@example.org', /names 2 recipients/],
    ['slack://xoxb-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d/#general', /bot \(OAuth\) token/],
    ['slack://T1JJ3T3L2/A1BRTD4JD', /slack:\/\/TokenA\/TokenB\/TokenC/],
    ['discord://not-a-number/token', /discord:\/\/WebhookID\/WebhookToken/],
    ['ntfy://ntfy.example.org/alerts', /plain http; write ntfys:\/\//],
    ['ntfys://ada:secret@ntfy.example.org/alerts', /credentials/],
    ['ntfys://ntfy.example.org/a/b', /names 2 topics/],
    [`tgram://${BOT}`, /names no chat/],
    [`tgram://${BOT}/1/2`, /names 2 chats/],
    ['jsons://ada:secret@hooks.example.com/in', /credentials/],
    ['matrix://syt_token@matrix.example.org/!AbCdEf:example.org', /plain http; write matrixs:\/\//],
    ['matrixs://ada:password@matrix.example.org/!AbCdEf:example.org', /access token/],
    ['msteams://1f0c-guid@72f9-tenant/a1b2c3secret/9d8e-owner', /retired outlook\.office\.com form/],
    ['workflows://prod-12.westus.logic.azure.com/4e5f6a', /workflows:\/\/host\/workflow\/signature/],
  ])('%s is refused: %s', (input, message) => {
    const read = readAppriseUrl(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  it('takes every scheme but http and https as Apprise notation', () => {
    expect(isAppriseUrl('https://hooks.slack.com/services/T/B/C')).toBe(false);
    expect(isAppriseUrl('alerts@example.com')).toBe(false);
    expect(isAppriseUrl(`${BOT}:-100123`)).toBe(false);
    expect(isAppriseUrl('pover://x')).toBe(true);
    expect(isAppriseUrl('pover://x', { knownOnly: true })).toBe(false);
    expect(isAppriseUrl('JSONS://x', { knownOnly: true })).toBe(true);
    expect(APPRISE_SCHEMES).toEqual(expect.arrayContaining(['mailto', 'slack', 'discord', 'ntfy', 'ntfys', 'tgram', 'json', 'jsons', 'matrix', 'matrixs', 'msteams', 'workflows']));
  });
});
