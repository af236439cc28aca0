import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Loading, Notice, TableRegion, formatInterval, formatTime, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Account, Monitor, Paginated } from '../types.js';

type StatusFilter = '' | 'active' | 'paused' | 'failing';

const formatPrice = (price: number | null | undefined) =>
  price === null || price === undefined ? '—' : price.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Name or address and status, matched in the loaded page of monitors (the newest 100; a tag is filtered by the API). */
export function filterMonitors(monitors: readonly Monitor[], filter: { text: string; status: StatusFilter }): Monitor[] {
  const text = filter.text.trim().toLocaleLowerCase();
  return monitors.filter(
    (monitor) =>
      (text === '' || monitor.name.toLocaleLowerCase().includes(text) || monitor.sources.some((source) => source.url.toLocaleLowerCase().includes(text))) &&
      (filter.status === '' || (filter.status === 'failing' ? monitor.last_error !== null : monitor.status === filter.status)),
  );
}

function nextCheck(monitor: Monitor, account: Account | null): string {
  if (monitor.status === 'paused') return 'paused';
  if (account?.checks_scheduled === false) return 'on demand';
  return formatTime(monitor.next_check_at);
}

export function MonitorList({ flash, onDismissFlash }: { flash: string | null; onDismissFlash: () => void }) {
  const [tag, setTag] = useState('');
  const monitors = useLoad(() => api<{ monitors: Monitor[] } & Paginated>('GET', `/v1/monitors?limit=100${tag ? `&tag=${encodeURIComponent(tag)}` : ''}`), [tag]);
  const account = useLoad(() => api<Account>('GET', '/v1/me'), []);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  // The tags to filter by are those of the unfiltered list, kept while a filter narrows it.
  const [knownTags, setKnownTags] = useState<string[]>([]);
  useEffect(() => {
    if (tag === '' && monitors.data) setKnownTags([...new Set(monitors.data.monitors.flatMap((monitor) => monitor.tags))].sort());
  }, [monitors.data, tag]);
  const all = monitors.data?.monitors ?? [];
  const list = filterMonitors(all, { text, status });
  return html`<${Page} title="Monitors" actions=${html`<a class="button" href="/app/monitors/new">New monitor</a>`}>
    ${flash
      ? html`<${Notice} tone="success">${flash} <button type="button" class="link-button" onClick=${onDismissFlash}>Dismiss</button><//>`
      : null}
    <${ErrorNotice} error=${monitors.error} />
    ${monitors.loading && !monitors.data ? html`<${Loading} />` : null}
    ${monitors.data && all.length === 0 && tag !== '' ? html`<p class="empty">No monitor carries the tag ${tag}.</p>` : null}
    ${monitors.data && all.length === 0 && tag === ''
      ? html`<div class="empty">
          <p>You have no monitors yet.</p>
          <p>
            <a href="/app/monitors/new">Create one</a> from a sentence such as “tell me when the Sony WH-1000XM5 drops below
            $300 on bestbuy.com”, or from the address of any page.
          </p>
        </div>`
      : null}
    ${all.length > 0 || tag !== ''
      ? html`<form class="filters" role="search" aria-label="Filter monitors" onSubmit=${(event: Event) => event.preventDefault()}>
          <div class="field">
            <label for="filter-text">Search</label>
            <input id="filter-text" type="search" placeholder="Name or address" value=${text} onInput=${(event: Event) => setText((event.currentTarget as HTMLInputElement).value)} />
          </div>
          <div class="field">
            <label for="filter-status">Status</label>
            <select id="filter-status" value=${status} onChange=${(event: Event) => setStatus((event.currentTarget as HTMLSelectElement).value as StatusFilter)}>
              <option value="">Any</option>
              <option value="active">Active</option>
              <option value="paused">Paused</option>
              <option value="failing">With an error</option>
            </select>
          </div>
          ${knownTags.length > 0
            ? html`<div class="field">
                <label for="tag-filter">Show tag</label>
                <select id="tag-filter" value=${tag} onChange=${(event: Event) => setTag((event.currentTarget as HTMLSelectElement).value)}>
                  <option value="">All monitors</option>
                  ${knownTags.map((known) => html`<option value=${known}>${known}</option>`)}
                </select>
              </div>`
            : null}
        </form>
        <p class="hint" role="status">${list.length === all.length ? `${all.length} monitor${all.length === 1 ? '' : 's'}` : `${list.length} of ${all.length} monitors match`}</p>`
      : null}
    ${list.length > 0
      ? html`<${TableRegion} label="Monitors">
          <table class="monitor-list">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Availability</th>
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
                  <td data-label="Status"><span class="badge ${monitor.status}">${monitor.status}</span></td>
                  <td data-label="Price" class="price">${formatPrice(monitor.latest_reading?.price)}</td>
                  <td data-label="Availability">${monitor.latest_reading?.availability?.replace(/_/g, ' ') ?? '—'}</td>
                  <td data-label="Every">${formatInterval(monitor.check_interval_seconds)}</td>
                  <td data-label="Last check">${formatTime(monitor.last_check_at)}</td>
                  <td data-label="Last change">${formatTime(monitor.last_change_at)}</td>
                  <td data-label="Next check">${nextCheck(monitor, account.data)}</td>
                  <td data-label="Last error" class=${monitor.last_error ? 'error-text' : undefined}>${monitor.last_error ?? '—'}</td>
                  <td data-label="Tags">${monitor.tags.length ? monitor.tags.join(', ') : '—'}</td>
                </tr>`,
              )}
            </tbody>
          </table>
        <//>`
      : null}
    ${monitors.data && monitors.data.pagination.total > all.length
      ? html`<p>Showing the newest ${all.length} of ${monitors.data.pagination.total} monitors; search and filters look at these.</p>`
      : null}
  <//>`;
}
