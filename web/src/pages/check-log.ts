import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Loading, TableRegion, formatTime, useLoad } from '../components.js';

interface CheckEntry {
  id: string;
  source_url: string;
  started_at: number;
  duration_ms: number;
  http_status: number | null;
  outcome: string;
  error: string | null;
}

const OUTCOMES: Record<string, string> = {
  baseline: 'first reading',
  unchanged: 'unchanged',
  minor_change: 'changed, below the sensitivity',
  changed: 'change reported',
  not_modified: 'not modified (304)',
  error: 'failed',
};

function Entries({ monitorId, version }: { monitorId: string; version: number }) {
  const checks = useLoad(() => api<{ checks: CheckEntry[] }>('GET', `/v1/monitors/${monitorId}/checks?limit=20`), [monitorId, version]);
  const list = checks.data?.checks ?? [];
  if (checks.error) return html`<${ErrorNotice} error=${checks.error} />`;
  if (!checks.data) return html`<${Loading} />`;
  if (list.length === 0) return html`<p class="empty">Not checked yet.</p>`;
  return html`<${TableRegion} label="Recent checks">
    <table>
      <thead><tr><th scope="col">When</th><th scope="col">Page</th><th scope="col">Outcome</th><th scope="col">HTTP</th><th scope="col">Took</th></tr></thead>
      <tbody>
        ${list.map(
          (entry) => html`<tr key=${entry.id}>
            <td>${formatTime(entry.started_at)}</td>
            <td class="url">${entry.source_url}</td>
            <td class=${entry.error ? 'error-text' : undefined}>${OUTCOMES[entry.outcome] ?? entry.outcome}${entry.error ? `: ${entry.error}` : ''}</td>
            <td>${entry.http_status ?? '—'}</td>
            <td>${entry.duration_ms} ms</td>
          </tr>`,
        )}
      </tbody>
    </table>
  <//>`;
}

/** The per-check log, loaded only when opened: most visits do not need it. */
export function CheckLog({ monitorId, version }: { monitorId: string; version: number }) {
  const [open, setOpen] = useState(false);
  return html`<details class="check-log" onToggle=${(event: Event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
    <summary>Recent checks</summary>
    ${open ? html`<${Entries} monitorId=${monitorId} version=${version} />` : null}
  </details>`;
}
