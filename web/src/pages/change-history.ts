import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api, fetchImageUrl } from '../api.js';
import { ErrorNotice, Loading, formatTime, useAction, useLoad } from '../components.js';
import type { Change, Paginated, Snapshot } from '../types.js';
import { formatMoney } from './monitor-preview.js';

/** Screenshot links, when the change carries them (pages rendered in a browser). */
type WithScreenshots = Change & { screenshots?: { before?: string | null; after?: string | null } };

function describeSide(change: Change, side: Snapshot): string {
  if (change.type === 'price') return formatMoney(side.price, side.currency);
  if (change.type === 'availability') return side.availability?.replace(/_/g, ' ') ?? 'unknown';
  return side.excerpt ?? '';
}

function Diff({ change }: { change: Change }) {
  const removed = change.diff?.removed ?? (change.before.excerpt ? [change.before.excerpt] : []);
  const added = change.diff?.added ?? (change.after.excerpt ? [change.after.excerpt] : []);
  return html`<div class="diff" aria-label="Text differences">
    ${removed.map((line) => html`<p class="removed"><span class="visually-hidden">Removed: </span><del>${line}</del></p>`)}
    ${added.map((line) => html`<p class="added"><span class="visually-hidden">Added: </span><ins>${line}</ins></p>`)}
  </div>`;
}

function Screenshots({ change }: { change: WithScreenshots }) {
  const [shown, setShown] = useState<{ side: string; src: string } | null>(null);
  const action = useAction();
  const sides = (['before', 'after'] as const).filter((side) => change.screenshots?.[side]);
  if (sides.length === 0) return null;
  const show = async (side: 'before' | 'after') => {
    const src = await action.run(() => fetchImageUrl(change.screenshots![side]!));
    if (src) setShown({ side, src });
  };
  return html`<div class="screenshots">
    ${sides.map((side) => html`<button type="button" class="secondary" onClick=${() => show(side)}>Screenshot ${side}</button> `)}
    <${ErrorNotice} error=${action.error} />
    ${shown ? html`<img src=${shown.src} alt=${`The page ${shown.side} the change`} />` : null}
  </div>`;
}

export function ChangeHistory({ monitorId, version }: { monitorId: string; version: number }) {
  const changes = useLoad(() => api<{ changes: Change[] } & Paginated>('GET', `/v1/monitors/${monitorId}/changes?limit=50`), [monitorId, version]);
  const list = changes.data?.changes ?? [];
  return html`<section aria-labelledby="history-title">
    <h2 id="history-title">History</h2>
    <${ErrorNotice} error=${changes.error} />
    ${changes.loading && !changes.data ? html`<${Loading} />` : null}
    ${changes.data && list.length === 0
      ? html`<p class="empty">No changes reported yet. The first check records the page as it is; later checks report what changes. Use “Check now” to check at once.</p>`
      : null}
    <ol class="changes">
      ${list.map(
        (change) => html`<li key=${change.id} class="change">
          <div class="change-head">
            <span class="badge ${change.type}">${change.type}</span>
            <time datetime=${new Date(change.detected_at).toISOString()}>${formatTime(change.detected_at)}</time>
            <span class="score">score ${change.relevance.score.toFixed(2)}</span>
          </div>
          <p class="reason">${change.relevance.reason}</p>
          ${change.type === 'content'
            ? html`<${Diff} change=${change} />`
            : html`<p class="before-after">
                <span class="before">${describeSide(change, change.before)}</span>
                <span aria-hidden="true"> → </span><span class="visually-hidden"> changed to </span>
                <span class="after">${describeSide(change, change.after)}</span>
              </p>`}
          <p class="source"><a href=${change.source.url} rel="noreferrer noopener" target="_blank">${change.source.title || change.source.url}</a></p>
          <${Screenshots} change=${change} />
        </li>`,
      )}
    </ol>
  </section>`;
}
