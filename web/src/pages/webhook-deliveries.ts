import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, Loading, TableRegion, formatTime, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Delivery, Paginated, Webhook } from '../types.js';

function DeliveryItem({ webhookId, delivery, onRedelivered }: { webhookId: string; delivery: Delivery; onRedelivered: () => void }) {
  const action = useAction();
  const redeliver = async () => {
    if (await action.run(() => api('POST', `/v1/webhooks/${webhookId}/deliveries/${delivery.id}/redeliver`))) onRedelivered();
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
            <thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">HTTP status</th><th scope="col">Error</th><th scope="col">Took</th></tr></thead>
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

export function WebhookDeliveries({ id }: { id: string }) {
  const webhook = useLoad(async () => (await api<{ webhooks: Webhook[] }>('GET', '/v1/webhooks')).webhooks.find((hook) => hook.id === id) ?? null, [id]);
  const deliveries = useLoad(() => api<{ deliveries: Delivery[] } & Paginated>('GET', `/v1/webhooks/${encodeURIComponent(id)}/deliveries?limit=50`), [id]);
  const list = deliveries.data?.deliveries ?? [];
  return html`<${Page} title="Delivery log" actions=${html`<button type="button" class="secondary" onClick=${deliveries.reload}>Refresh</button>`}>
    <p>${webhook.data ? html`Webhook <span class="url">${webhook.data.url}</span>` : null} <a href="/app/channels">Back to channels</a></p>
    <${ErrorNotice} error=${deliveries.error ?? webhook.error} />
    ${deliveries.loading && !deliveries.data ? html`<${Loading} />` : null}
    ${deliveries.data && list.length === 0 ? html`<p class="empty">Nothing sent yet. Use “Send test” on the channels page to try the receiver.</p>` : null}
    <ol class="deliveries">
      ${list.map((delivery) => html`<${DeliveryItem} key=${delivery.id} webhookId=${id} delivery=${delivery} onRedelivered=${deliveries.reload} />`)}
    </ol>
  <//>`;
}
