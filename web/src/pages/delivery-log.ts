import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, Loading, TableRegion, formatTime, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Channel, Delivery, Paginated, Webhook } from '../types.js';

/** Webhooks and channels keep the same delivery record under their own path. */
export type DestinationKind = 'webhooks' | 'channels';

function DeliveryItem({ base, delivery, onRedelivered }: { base: string; delivery: Delivery; onRedelivered: () => void }) {
  const action = useAction();
  const redeliver = async () => {
    if (await action.run(() => api('POST', `${base}/deliveries/${delivery.id}/redeliver`))) onRedelivered();
  };
  return html`<li class="delivery">
    <div class="change-head">
      <span class="badge ${delivery.status}">${delivery.status}</span>
      <code>${delivery.id}</code>
      <span>${delivery.event_type}</span>
      <time datetime=${new Date(delivery.created_at).toISOString()}>${formatTime(delivery.created_at)}</time>
    </div>
    <p>
      ${delivery.attempt_count} attempt${delivery.attempt_count === 1 ? '' : 's'}${delivery.next_attempt_at ? `; next attempt ${formatTime(delivery.next_attempt_at)}` : ''}${delivery.error_code ? `; ${delivery.error_code}` : ''}
    </p>
    ${delivery.attempts.length > 0
      ? html`<${TableRegion} label=${`Attempts of ${delivery.id}`}>
          <table class="attempts">
            <thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">HTTP status</th><th scope="col">Outcome</th><th scope="col">Took</th></tr></thead>
            <tbody>
              ${delivery.attempts.map(
                (attempt) => html`<tr>
                  <td>${attempt.attempt}</td>
                  <td>${formatTime(attempt.attempted_at)}</td>
                  <td>${attempt.status_code ?? '—'}</td>
                  <td class=${attempt.error ? 'error-text' : ''}>${attempt.error ?? 'delivered'}</td>
                  <td>${attempt.duration_ms} ms</td>
                </tr>`,
              )}
            </tbody>
          </table>
        <//>`
      : null}
    <button type="button" class="secondary" onClick=${redeliver} disabled=${action.busy}>Re-deliver</button>
    <${ErrorNotice} error=${action.error} />
  </li>`;
}

async function describeDestination(kind: DestinationKind, id: string): Promise<string | null> {
  if (kind === 'webhooks') {
    const hook = (await api<{ webhooks: Webhook[] }>('GET', '/v1/webhooks')).webhooks.find((candidate) => candidate.id === id);
    return hook ? `Webhook ${hook.url}` : null;
  }
  const channel = (await api<{ channels: Channel[] }>('GET', '/v1/channels')).channels.find((candidate) => candidate.id === id);
  return channel ? `${channel.name} (${channel.type}) ${channel.target}` : null;
}

export function DeliveryLog({ kind, id }: { kind: DestinationKind; id: string }) {
  const base = `/v1/${kind}/${encodeURIComponent(id)}`;
  const destination = useLoad(() => describeDestination(kind, id), [kind, id]);
  const deliveries = useLoad(() => api<{ deliveries: Delivery[] } & Paginated>('GET', `${base}/deliveries?limit=50`), [base]);
  const list = deliveries.data?.deliveries ?? [];
  return html`<${Page} title="Delivery log" actions=${html`<button type="button" class="secondary" onClick=${deliveries.reload}>Refresh</button>`}>
    <p>${destination.data ? html`<span class="url">${destination.data}</span> ` : null}<a href="/app/channels">Back to channels</a></p>
    <${ErrorNotice} error=${deliveries.error ?? destination.error} />
    ${deliveries.loading && !deliveries.data ? html`<${Loading} />` : null}
    ${deliveries.data && list.length === 0 ? html`<p class="empty">Nothing sent yet. Use “Send test” on the channels page to try it.</p>` : null}
    <ol class="deliveries">
      ${list.map((delivery) => html`<${DeliveryItem} key=${delivery.id} base=${base} delivery=${delivery} onRedelivered=${deliveries.reload} />`)}
    </ol>
  <//>`;
}
