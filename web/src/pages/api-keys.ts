import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, Loading, SecretReveal, TableRegion, formatTime, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { ApiKey } from '../types.js';

function KeyRow({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const revoke = async () => {
    if (await action.run(() => api('DELETE', `/v1/api-keys/${apiKey.id}`).then(() => true))) onRevoked();
  };
  return html`<tr>
    <th scope="row">${apiKey.name}</th>
    <td><code>${apiKey.key_prefix}…</code></td>
    <td>${formatTime(apiKey.created_at)}</td>
    <td class="row-actions">
      ${confirming
        ? html`<button type="button" class="danger" onClick=${revoke} disabled=${action.busy}>Yes, revoke ${apiKey.name}</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Keep it</button>`
        : html`<button type="button" class="secondary" onClick=${() => setConfirming(true)}>Revoke</button>`}
      <${ErrorNotice} error=${action.error} />
    </td>
  </tr>`;
}

export function ApiKeys() {
  const keys = useLoad(() => api<{ api_keys: ApiKey[] }>('GET', '/v1/api-keys'), []);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiKey | null>(null);
  const action = useAction();
  const create = async (event: Event) => {
    event.preventDefault();
    const key = await action.run(() => api<ApiKey>('POST', '/v1/api-keys', { name }));
    if (key) {
      setName('');
      setCreated(key);
      keys.reload();
    }
  };
  const list = keys.data?.api_keys ?? [];
  return html`<${Page} title="API keys">
    <p>Scripts and other programs use an API key in the <code>X-API-Key</code> header. See the <a href="/docs">API reference</a>.</p>
    ${created?.key
      ? html`<${SecretReveal} title="API key" secret=${created.key}>
          <button type="button" class="secondary" onClick=${() => setCreated(null)}>I have stored the key</button>
        <//>`
      : null}
    <form class="inline-form" onSubmit=${create} novalidate aria-labelledby="new-key">
      <h2 id="new-key">Create a key</h2>
      <${Field} id="key-name" label="Name" hint="What uses it, e.g. price-alert script" value=${name} onInput=${setName} required />
      <${ErrorNotice} error=${action.error} />
      <button type="submit" disabled=${action.busy}>Create key</button>
    </form>
    <h2>Your keys</h2>
    <${ErrorNotice} error=${keys.error} />
    ${keys.loading && !keys.data ? html`<${Loading} />` : null}
    ${keys.data && list.length === 0 ? html`<p class="empty">No API keys. Create one above when a script needs access.</p>` : null}
    ${list.length > 0
      ? html`<${TableRegion} label="API keys">
          <table>
            <thead><tr><th scope="col">Name</th><th scope="col">Starts with</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead>
            <tbody>${list.map((key) => html`<${KeyRow} key=${key.id} apiKey=${key} onRevoked=${keys.reload} />`)}</tbody>
          </table>
        <//>`
      : null}
  <//>`;
}
