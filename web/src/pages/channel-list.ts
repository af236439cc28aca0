import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, Notice, TableRegion, formatTime, useAction } from '../components.js';
import { EventChoices } from './event-choices.js';
import { DigestChoice, describeDigest, digestFields, initialDigest } from './digest-choice.js';
import { DEFAULT_EVENTS, type EventType } from '../../../src/domain/webhooks/event-types.js';
import type { Channel } from '../types.js';
import { CHANNEL_KINDS } from '../../../src/domain/destinations/registry.js';

// The kinds, labels and target hints of the server's own registry: a new kind shows up here by itself.
const TYPES = CHANNEL_KINDS.map((kind) => ({ value: kind.name, label: kind.label, target: kind.target.label, hint: kind.target.hint }));

function ChannelRow({ channel, onChanged }: { channel: Channel; onChanged: () => void }) {
  const action = useAction();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const test = async () => {
    const sent = await action.run(() => api<{ delivery_id: string }>('POST', `/v1/channels/${channel.id}/test`));
    if (sent) setMessage(`Test message queued as ${sent.delivery_id}; see the delivery log.`);
  };
  const remove = async () => {
    if (await action.run(() => api('DELETE', `/v1/channels/${channel.id}`).then(() => true))) onChanged();
  };
  return html`<tr>
    <th scope="row">${channel.name}</th>
    <td>${channel.type}${describeDigest(channel) === null ? null : html`<br /><small>${describeDigest(channel)}</small>`}</td>
    <td><span class="url">${channel.target}</span></td>
    <td>${channel.confirmed ? 'ready' : 'waiting for the address to confirm'}</td>
    <td>${formatTime(channel.created_at)}</td>
    <td class="row-actions">
      <a href=${`/app/channels/${channel.id}`}>Delivery log</a>
      <button type="button" class="secondary" onClick=${test} disabled=${action.busy}>Send test</button>
      ${confirming
        ? html`<button type="button" class="danger" onClick=${remove} disabled=${action.busy}>Yes, delete ${channel.name}</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Keep it</button>`
        : html`<button type="button" class="secondary" onClick=${() => setConfirming(true)}>Delete</button>`}
      ${message ? html`<span role="status">${message}</span>` : null}
      <${ErrorNotice} error=${action.error} />
    </td>
  </tr>`;
}

/** Every channel kind of the registry: shown once the server offers /v1/channels. */
export function ChannelList({ channels, onChanged }: { channels: Channel[]; onChanged: () => void }) {
  const [type, setType] = useState('email');
  const [target, setTarget] = useState('');
  const [name, setName] = useState('');
  const [events, setEvents] = useState<EventType[]>([...DEFAULT_EVENTS.channel]);
  const [digest, setDigest] = useState(initialDigest);
  const [created, setCreated] = useState<Channel | null>(null);
  const action = useAction();
  const kind = TYPES.find((candidate) => candidate.value === type) ?? TYPES[0]!;
  const create = async (event: Event) => {
    event.preventDefault();
    const channel = await action.run(() => api<Channel>('POST', '/v1/channels', { type, target, events, ...digestFields(digest), ...(name.trim() ? { name } : {}) }));
    if (channel) {
      setTarget('');
      setName('');
      setCreated(channel);
      onChanged();
    }
  };
  return html`<section aria-labelledby="channels-title">
    <h2 id="channels-title">Other channels</h2>
    <form class="inline-form" onSubmit=${create} novalidate aria-label="Add a channel">
      <div class="field">
        <label for="channel-type">Type</label>
        <select id="channel-type" value=${type} onChange=${(event: Event) => setType((event.currentTarget as HTMLSelectElement).value)}>
          ${TYPES.map((option) => html`<option value=${option.value}>${option.label}</option>`)}
        </select>
      </div>
      <${Field} id="channel-target" label=${kind.target} hint=${kind.hint} value=${target} onInput=${setTarget} required />
      <${Field} id="channel-name" label="Name (optional)" value=${name} onInput=${setName} />
      <${EventChoices} id="channel-events" value=${events} onChange=${setEvents} />
      <${DigestChoice} id="channel" value=${digest} onChange=${setDigest} />
      <${ErrorNotice} error=${action.error} />
      <button type="submit" disabled=${action.busy}>Add channel</button>
    </form>
    ${created && !created.confirmed
      ? html`<${Notice}>We sent a confirmation link to ${created.target}. Nothing else goes there until it is opened.<//>`
      : null}
    ${channels.length === 0
      ? html`<p class="empty">No channels yet (${TYPES.map((option) => option.label).join(', ')}). Add one above to read changes where you already are.</p>`
      : html`<${TableRegion} label="Channels">
          <table>
            <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Target</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead>
            <tbody>${channels.map((channel) => html`<${ChannelRow} key=${channel.id} channel=${channel} onChanged=${onChanged} />`)}</tbody>
          </table>
        <//>`}
  </section>`;
}
