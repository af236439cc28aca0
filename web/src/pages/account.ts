import { html } from 'htm/preact';
import { api } from '../api.js';
import { ErrorNotice, Loading, formatDate, formatInterval, useLoad } from '../components.js';
import { Page } from '../layout.js';
import type { Account } from '../types.js';

const limit = (value: number | null) => (value === null ? 'unlimited' : String(value));
const used = (count: number | null, of: number | null) =>
  count === null ? 'not counted on your plan' : `${count} of ${limit(of)} (resets at midnight UTC)`;

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
            <dt>API requests today</dt>
            <dd data-testid="api-requests">${used(me.usage.requests_today, me.limits.daily_requests)}</dd>
            <dt>Dashboard requests today</dt>
            <dd data-testid="dashboard-requests">${used(me.usage.interactive_requests_today, me.limits.interactive_daily_requests)}</dd>
          </dl>
          <p class="hint">
            The trial is the ${me.tier} plan with every feature from the first day; the limits below apply during it and after it.
            When it ends nothing is removed and nothing stops. What you do here in the dashboard counts against its own daily budget,
            not against the API quota your scripts use.
          </p>
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
