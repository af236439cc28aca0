import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Loading, Notice, TableRegion, formatInterval, formatTime, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Monitor, Paginated } from '../types.js';

export function MonitorList({ flash, onDismissFlash }: { flash: string | null; onDismissFlash: () => void }) {
  const [tag, setTag] = useState('');
  const monitors = useLoad(() => api<{ monitors: Monitor[] } & Paginated>('GET', `/v1/monitors?limit=100${tag ? `&tag=${encodeURIComponent(tag)}` : ''}`), [tag]);
  const list = monitors.data?.monitors ?? [];
  // The tags to filter by are those of the unfiltered list, kept while a filter narrows it.
  const [knownTags, setKnownTags] = useState<string[]>([]);
  useEffect(() => {
    if (tag === '' && monitors.data) setKnownTags([...new Set(monitors.data.monitors.flatMap((monitor) => monitor.tags ?? []))].sort());
  }, [monitors.data, tag]);
  return html`<${Page} title="Monitors" actions=${html`<a class="button" href="/app/monitors/new">New monitor</a>`}>
    ${flash
      ? html`<${Notice} tone="success">${flash} <button type="button" class="link-button" onClick=${onDismissFlash}>Dismiss</button><//>`
      : null}
    ${knownTags.length > 0
      ? html`<div class="field">
          <label for="tag-filter">Show tag</label>
          <select id="tag-filter" value=${tag} onChange=${(event: Event) => setTag((event.currentTarget as HTMLSelectElement).value)}>
            <option value="">All monitors</option>
            ${knownTags.map((known) => html`<option value=${known}>${known}</option>`)}
          </select>
        </div>`
      : null}
    <${ErrorNotice} error=${monitors.error} />
    ${monitors.loading && !monitors.data ? html`<${Loading} />` : null}
    ${monitors.data && list.length === 0 && tag !== ''
      ? html`<p class="empty">No monitor carries the tag ${tag}.</p>`
      : null}
    ${monitors.data && list.length === 0 && tag === ''
      ? html`<div class="empty">
          <p>You have no monitors yet.</p>
          <p>
            <a href="/app/monitors/new">Create one</a> from a sentence such as “tell me when the Sony WH-1000XM5 drops below
            $300 on bestbuy.com”, or from the address of any page.
          </p>
        </div>`
      : null}
    ${list.length > 0
      ? html`<${TableRegion} label="Monitors">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Every</th>
                <th scope="col">Last check</th>
                <th scope="col">Last change</th>
                <th scope="col">Next check</th>
                <th scope="col">Last error</th>
                <th scope="col">Tags</th>
              </tr>
            </thead>
            <tbody>
              ${list.map(
                (monitor) => html`<tr key=${monitor.id}>
                  <th scope="row"><a href=${`/app/monitors/${monitor.id}`}>${monitor.name}</a></th>
                  <td><span class="badge ${monitor.status}">${monitor.status}</span></td>
                  <td>${formatInterval(monitor.check_interval_seconds)}</td>
                  <td>${formatTime(monitor.last_check_at)}</td>
                  <td>${formatTime(monitor.last_change_at)}</td>
                  <td>${monitor.status === 'paused' ? 'paused' : formatTime(monitor.next_check_at)}</td>
                  <td class=${monitor.last_error ? 'error-text' : undefined}>${monitor.last_error ?? '—'}</td>
                  <td>${monitor.tags?.length ? monitor.tags.join(', ') : '—'}</td>
                </tr>`,
              )}
            </tbody>
          </table>
        <//>`
      : null}
    ${monitors.data && monitors.data.pagination.total > list.length
      ? html`<p>Showing the newest ${list.length} of ${monitors.data.pagination.total} monitors.</p>`
      : null}
  <//>`;
}
