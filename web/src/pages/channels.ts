import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { ApiProblem, api } from '../api.js';
import { ErrorNotice, Field, Loading, Notice, SecretReveal, TableRegion, formatTime, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Channel, Webhook } from '../types.js';
import { ChannelList } from './channel-list.js';
import { EventChoices } from './event-choices.js';
import { DigestChoice, describeDigest, digestFields, initialDigest } from './digest-choice.js';
import { DEFAULT_EVENTS, type EventType } from '../../../src/domain/webhooks/event-types.js';

const RECIPE = `// Node.js: check X-Service-Signature against the raw body before trusting a delivery.
import { createHmac, timingSafeEqual } from 'node:crypto';

function isSignedByPageWatch(rawBody, header, secret) {
  const expected = 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex');
  return header?.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}`;

/** Channels other than webhooks exist once the server has /v1/channels; until then this answers null. */
async function loadChannels(): Promise<Channel[] | null> {
  try {
    return (await api<{ channels: Channel[] }>('GET', '/v1/channels')).channels;
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 404) return null;
    throw error;
  }
}

function WebhookRow({ webhook, onChanged, onSecret }: { webhook: Webhook; onChanged: () => void; onSecret: (hook: Webhook) => void }) {
  const action = useAction();
  const [message, setMessage] = useState<string | null>(null);
  const test = async () => {
    const sent = await action.run(() => api<{ delivery_id: string }>('POST', `/v1/webhooks/${webhook.id}/test`));
    if (sent) setMessage(`Test event queued as ${sent.delivery_id}; see the delivery log.`);
  };
  const regenerate = async () => {
    const updated = await action.run(() => api<Webhook>('POST', `/v1/webhooks/${webhook.id}/regenerate`));
    if (updated) onSecret(updated);
  };
  const deactivate = async () => {
    if (await action.run(() => api('DELETE', `/v1/webhooks/${webhook.id}`).then(() => true))) onChanged();
  };
  return html`<tr>
    <th scope="row"><span class="url">${webhook.url}</span></th>
    <td>
      <span class="badge ${webhook.active ? 'active' : 'paused'}">${webhook.active ? 'active' : 'inactive'}</span>
      ${describeDigest(webhook) === null ? null : html`<br /><small>${describeDigest(webhook)}</small>`}
    </td>
    <td>${formatTime(webhook.created_at)}</td>
    <td class="row-actions">
      <a href=${`/app/webhooks/${webhook.id}`}>Delivery log</a>
      ${webhook.active
        ? html`<button type="button" class="secondary" onClick=${test} disabled=${action.busy}>Send test</button>
            <button type="button" class="secondary" onClick=${regenerate} disabled=${action.busy}>New secret</button>
            <button type="button" class="secondary" onClick=${deactivate} disabled=${action.busy}>Deactivate</button>`
        : null}
      ${message ? html`<span role="status">${message}</span>` : null}
      <${ErrorNotice} error=${action.error} />
    </td>
  </tr>`;
}

export function Channels() {
  const webhooks = useLoad(() => api<{ webhooks: Webhook[] }>('GET', '/v1/webhooks'), []);
  const channels = useLoad(loadChannels, []);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>([...DEFAULT_EVENTS.webhook]);
  const [digest, setDigest] = useState(initialDigest);
  const [secretOf, setSecretOf] = useState<Webhook | null>(null);
  const action = useAction();
  const create = async (event: Event) => {
    event.preventDefault();
    const created = await action.run(() => api<Webhook>('POST', '/v1/webhooks', { url, events, ...digestFields(digest) }));
    if (created) {
      setUrl('');
      setSecretOf(created);
      webhooks.reload();
    }
  };
  const list = webhooks.data?.webhooks ?? [];
  return html`<${Page} title="Channels">
    <p>Where PageWatch sends a change when it finds one. Webhooks receive a signed JSON POST.</p>
    ${secretOf?.secret
      ? html`<${SecretReveal} title="Signing secret" secret=${secretOf.secret}>
          <p>Every delivery to <span class="url">${secretOf.url}</span> carries <code>X-Service-Signature: sha256=…</code>, the HMAC-SHA256 of the raw body keyed with this secret. Verify it like this:</p>
          <pre><code>${RECIPE}</code></pre>
          <button type="button" class="secondary" onClick=${() => setSecretOf(null)}>I have stored the secret</button>
        <//>`
      : null}
    <form class="inline-form" onSubmit=${create} novalidate aria-labelledby="new-webhook">
      <h2 id="new-webhook">Add a webhook</h2>
      <${Field} id="webhook-url" label="HTTPS address" type="url" inputmode="url" hint="Must start with https://" value=${url} onInput=${setUrl} required />
      <${EventChoices} id="webhook-events" value=${events} onChange=${setEvents} />
      <${DigestChoice} id="webhook" value=${digest} onChange=${setDigest} />
      <${ErrorNotice} error=${action.error} />
      <button type="submit" disabled=${action.busy}>Add webhook</button>
    </form>
    <h2>Webhooks</h2>
    <${ErrorNotice} error=${webhooks.error} />
    ${webhooks.loading && !webhooks.data ? html`<${Loading} />` : null}
    ${webhooks.data && list.length === 0 ? html`<p class="empty">No webhooks yet. Add the HTTPS address of a receiver above; it gets every change of every monitor.</p>` : null}
    ${list.length > 0
      ? html`<${TableRegion} label="Webhooks">
          <table>
            <thead><tr><th scope="col">Address</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead>
            <tbody>${list.map((hook) => html`<${WebhookRow} key=${hook.id} webhook=${hook} onChanged=${webhooks.reload} onSecret=${setSecretOf} />`)}</tbody>
          </table>
        <//>`
      : null}
    ${channels.data ? html`<${ChannelList} channels=${channels.data} onChanged=${channels.reload} />` : null}
    ${channels.error ? html`<${Notice}>Other channels could not be listed right now.<//>` : null}
  <//>`;
}
