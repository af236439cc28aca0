import { diffWords } from 'diff';
import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { ApiProblem, api, fetchImageUrl } from '../api.js';
import { CHANGE_TYPE_DISPLAY, type ChangeTypeDisplay } from '../../../src/domain/changes/change-types/change-type-list.js';
import { ErrorNotice, Loading, formatTime, useAction, useLoad } from '../components.js';
import type { Change, Paginated, Snapshot } from '../types.js';
import { formatMoney } from './monitor-preview.js';

// One entry per way of drawing sides of the change-type list: a new way is a compile error until drawn here.
const DESCRIBE_SIDE: Record<ChangeTypeDisplay['sides'], (side: Snapshot) => string> = {
  money: (side) => formatMoney(side.price, side.currency),
  state: (side) => side.availability?.replace(/_/g, ' ') ?? 'unknown',
  diff: (side) => side.excerpt ?? '',
};

function describeSide(change: Change, side: Snapshot): string {
  return DESCRIBE_SIDE[CHANGE_TYPE_DISPLAY[change.type].sides](side);
}

type Part = { text: string; changed: boolean };

/**
 * The words that differ between a removed passage and the added one in its place, marked on each
 * side; a passage with no counterpart is changed as a whole.
 */
export function pairWords(removed: readonly string[], added: readonly string[]): { removed: Part[][]; added: Part[][] } {
  const whole = (line: string): Part[] => [{ text: line, changed: true }];
  const pairs = Math.min(removed.length, added.length);
  const result = { removed: removed.map(whole), added: added.map(whole) };
  for (let index = 0; index < pairs; index++) {
    const words = diffWords(removed[index]!, added[index]!);
    result.removed[index] = words.filter((part) => !part.added).map((part) => ({ text: part.value, changed: part.removed }));
    result.added[index] = words.filter((part) => !part.removed).map((part) => ({ text: part.value, changed: part.added }));
  }
  return result;
}

function Diff({ change }: { change: Change }) {
  const removed = change.diff?.removed ?? (change.before.excerpt ? [change.before.excerpt] : []);
  const added = change.diff?.added ?? (change.after.excerpt ? [change.after.excerpt] : []);
  const words = pairWords(removed, added);
  return html`<div class="diff" aria-label="Text differences">
    ${words.removed.map(
      (parts) => html`<p class="removed"><span class="visually-hidden">Removed: </span>${parts.map((part) => (part.changed ? html`<del>${part.text}</del>` : part.text))}</p>`,
    )}
    ${words.added.map(
      (parts) => html`<p class="added"><span class="visually-hidden">Added: </span>${parts.map((part) => (part.changed ? html`<ins>${part.text}</ins>` : part.text))}</p>`,
    )}
  </div>`;
}

type Side = 'before' | 'after';

/** A rendered change keeps its after side and, when that reading was rendered too, its before side; a missing side answers 404. */
async function loadScreenshots(monitorId: string, changeId: string): Promise<{ side: Side; src: string }[]> {
  const found: { side: Side; src: string }[] = [];
  for (const side of ['before', 'after'] as const) {
    try {
      found.push({ side, src: await fetchImageUrl(`/v1/monitors/${monitorId}/changes/${changeId}/screenshot?side=${side}`) });
    } catch (error) {
      if (!(error instanceof ApiProblem && error.status === 404)) throw error;
    }
  }
  return found;
}

function Screenshots({ monitorId, change }: { monitorId: string; change: Change }) {
  const [shots, setShots] = useState<{ side: Side; src: string }[] | null>(null);
  const action = useAction();
  const show = async () => {
    const found = await action.run(() => loadScreenshots(monitorId, change.id));
    if (found) setShots(found);
  };
  return html`<div class="screenshots">
    ${shots === null ? html`<button type="button" class="secondary" onClick=${show} disabled=${action.busy}>Show screenshots</button>` : null}
    <${ErrorNotice} error=${action.error} />
    ${shots?.length === 0 ? html`<p role="status">No screenshots were kept of this change.</p>` : null}
    ${shots?.map(
      (shot) => html`<figure>
        <img src=${shot.src} alt=${`The page ${shot.side} the change`} />
        <figcaption>${shot.side === 'before' ? 'Before' : 'After'}</figcaption>
      </figure>`,
    )}
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
          ${CHANGE_TYPE_DISPLAY[change.type].sides === 'diff'
            ? html`<${Diff} change=${change} />`
            : html`<p class="before-after">
                <span class="before">${describeSide(change, change.before)}</span>
                <span aria-hidden="true"> → </span><span class="visually-hidden"> changed to </span>
                <span class="after">${describeSide(change, change.after)}</span>
              </p>`}
          <p class="source"><a href=${change.source.url} rel="noreferrer noopener" target="_blank">${change.source.title || change.source.url}</a></p>
          ${change.screenshots ? html`<${Screenshots} monitorId=${monitorId} change=${change} />` : null}
        </li>`,
      )}
    </ol>
  </section>`;
}
