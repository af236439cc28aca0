import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, Loading, Notice, TableRegion, formatInterval, formatTime, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Monitor, Paginated } from '../types.js';

export function MonitorList({ flash, onDismissFlash }: { flash: string | null; onDismissFlash: () => void }) {
  const monitors = useLoad(() => api<{ monitors: Monitor[] } & Paginated>('GET', '/v1/monitors?limit=100'), []);
  const list = monitors.data?.monitors ?? [];
  return html`<${Page} title="Monitors" actions=${html`<a class="button" href="/app/monitors/new">New monitor</a>`}>
    ${flash
      ? html`<${Notice} tone="success">${flash} <button type="button" class="link-button" onClick=${onDismissFlash}>Dismiss</button><//>`
      : null}
    <${ErrorNotice} error=${monitors.error} />
    ${monitors.loading && !monitors.data ? html`<${Loading} />` : null}
    ${monitors.data && list.length === 0
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
