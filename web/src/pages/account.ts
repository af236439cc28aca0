import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, Loading, formatDate, formatInterval, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Account } from '../types.js';

const limit = (value: number | null) => (value === null ? 'unlimited' : String(value));

function Upgrade({ account }: { account: Account }) {
  if (account.tier === 'full') return html`<p>You are on the full plan: no monitor or request limits, checks as often as every minute.</p>`;
  // The default upgrade link is this very page: plans are then an operator's act.
  const external = !new URL(account.upgrade_url, location.href).pathname.startsWith('/app/account');
  return html`<div>
    <p>The full plan has unlimited monitors and requests and checks as often as every minute.</p>
    ${external
      ? html`<p><a class="button" href=${account.upgrade_url}>Upgrade to the full plan</a></p>`
      : html`<p>Plans on this PageWatch are set by its operator. Ask them to run <code>npm run admin -- set-tier ${account.email} full</code>.</p>`}
  </div>`;
}

export function AccountPage() {
  const account = useLoad(() => api<Account>('GET', '/v1/me'), []);
  const me = account.data;
  return html`<${Page} title="Account">
    <${ErrorNotice} error=${account.error} />
    ${!me && account.loading ? html`<${Loading} />` : null}
    ${me
      ? html`<dl class="facts">
            <dt>E-mail</dt><dd>${me.email}</dd>
            <dt>Plan</dt><dd data-testid="tier">${me.tier}</dd>
            <dt>Trial</dt><dd>${me.trial_active ? `active until ${formatDate(me.trial_ends_at)}` : `ended on ${formatDate(me.trial_ends_at)}`}</dd>
            <dt>Requests today</dt>
            <dd>${me.usage.requests_today === null ? 'not counted on your plan' : `${me.usage.requests_today} of ${limit(me.limits.daily_requests)} (resets at midnight UTC)`}</dd>
          </dl>
          <h2>Limits</h2>
          <dl class="facts">
            <dt>Monitors</dt><dd>${limit(me.limits.monitors)}</dd>
            <dt>Shortest check interval</dt><dd>${formatInterval(me.limits.min_check_interval_seconds)}</dd>
            <dt>Webhooks and channels</dt><dd>${me.limits.webhooks}</dd>
            <dt>API keys</dt><dd>${me.limits.api_keys}</dd>
          </dl>
          <h2>Upgrade</h2>
          <${Upgrade} account=${me} />`
      : null}
  <//>`;
}
