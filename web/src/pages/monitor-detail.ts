import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, Loading, Notice, formatInterval, formatTime, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import { navigate } from '../router.js';
import type { Account, CheckResult, Monitor } from '../types.js';
import { ChangeHistory } from './change-history.js';
import { CheckLog } from './check-log.js';
import { PriceChart } from './price-chart.js';
import { AlertSettings } from './alert-settings.js';
import { ReadingSettings } from './reading-settings.js';
import { TagsField, readTagsText } from './tags-field.js';

const RENDER: Record<string, string> = {
  auto: 'plain HTTP, or a browser when the page is built by scripts',
  never: 'plain HTTP only',
  always: 'a browser, with screenshots',
};

/** A server started with SCHEDULER=off checks only when asked, so it promises no next time. */
function describeNextCheck(monitor: Monitor, account: Account | null): string {
  if (monitor.status === 'paused') return '— (paused)';
  if (account?.checks_scheduled === false) return '— (this server checks only on “Check now”)';
  return formatTime(monitor.next_check_at);
}

function describeCheck(result: CheckResult): string {
  if (result.change) return `Change found: ${result.change.relevance.reason}`;
  const failed = result.check.sources.filter((source) => source.outcome === 'error');
  if (failed.length > 0) return `The check could not read ${failed.length === 1 ? 'the page' : `${failed.length} pages`}: ${failed[0]!.error ?? 'unknown error'}`;
  if (result.check.sources.some((source) => source.outcome === 'awaiting_confirmation')) return 'A change was read: the page is read again shortly, and it alerts if the change is still there.';
  if (result.check.sources.some((source) => source.outcome === 'baseline')) return 'Checked: this first reading is the baseline later checks compare with.';
  return 'Checked: nothing relevant changed.';
}

const SETTINGS_LABELS = { name: 'Name', sensitivity: 'Sensitivity', checkIntervalSeconds: 'Check every (seconds)', tags: 'Tags' };

function Settings({ monitor, minimum, onSaved }: { monitor: Monitor; minimum: number | undefined; onSaved: (monitor: Monitor) => void }) {
  const [name, setName] = useState(monitor.name);
  const [sensitivity, setSensitivity] = useState(String(monitor.sensitivity));
  const [interval, setInterval] = useState(String(monitor.check_interval_seconds));
  const [tags, setTags] = useState(monitor.tags.join(', '));
  const [saved, setSaved] = useState(false);
  const action = useAction();
  useEffect(() => {
    setName(monitor.name);
    setSensitivity(String(monitor.sensitivity));
    setInterval(String(monitor.check_interval_seconds));
    setTags(monitor.tags.join(', '));
  }, [monitor.id]);
  const save = async (event: Event) => {
    event.preventDefault();
    setSaved(false);
    const updated = await action.run(() =>
      api<Monitor>('PATCH', `/v1/monitors/${monitor.id}`, { name, sensitivity: Number(sensitivity), checkIntervalSeconds: Number(interval), tags: readTagsText(tags) }),
    );
    if (updated) {
      setSaved(true);
      onSaved(updated);
    }
  };
  return html`<form class="settings" onSubmit=${save} novalidate aria-labelledby="settings-title">
    <h2 id="settings-title">Settings</h2>
    <${Field} id="monitor-name" label="Name" value=${name} onInput=${setName} required />
    <div class="row">
      <${Field} id="sensitivity" label="Sensitivity" type="number" min="0" max="1" step="0.05" hint="0 reports every difference, 1 only the most significant." value=${sensitivity} onInput=${setSensitivity} />
      <${Field}
        id="interval"
        label="Check every (seconds)"
        type="number"
        min=${minimum === undefined ? undefined : String(minimum)}
        step="60"
        hint=${minimum === undefined ? 'Seconds between checks.' : `Your plan allows ${minimum} seconds or more.`}
        value=${interval}
        onInput=${setInterval}
      />
    </div>
    <${TagsField} id="monitor-tags" value=${tags} onInput=${setTags} />
    <${ErrorNotice} error=${action.error} labels=${SETTINGS_LABELS} />
    ${saved ? html`<${Notice} tone="success">Settings saved.<//>` : null}
    <button type="submit" disabled=${action.busy}>Save settings</button>
  </form>`;
}

export function MonitorDetail({ id }: { id: string }) {
  const loaded = useLoad(() => api<Monitor>('GET', `/v1/monitors/${encodeURIComponent(id)}`), [id]);
  const account = useLoad(() => api<Account>('GET', '/v1/me'), []);
  const [monitor, setMonitor] = useState<Monitor | null>(null);
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const action = useAction();
  useEffect(() => setMonitor(loaded.data), [loaded.data]);

  if (loaded.error) return html`<${Page} title="Monitor"><${ErrorNotice} error=${loaded.error} /><p><a href="/app/">Back to your monitors</a></p><//>`;
  if (!monitor) return html`<${Page} title="Monitor"><${Loading} /><//>`;

  const checkNow = async () => {
    setCheckMessage(null);
    const result = await action.run(() => api<CheckResult>('POST', `/v1/monitors/${monitor.id}/check`));
    if (!result) return;
    setCheckMessage(describeCheck(result));
    setHistoryVersion((value) => value + 1);
    const fresh = await action.run(() => api<Monitor>('GET', `/v1/monitors/${monitor.id}`));
    if (fresh) setMonitor(fresh);
  };
  const toggle = async () => {
    const updated = await action.run(() => api<Monitor>('PATCH', `/v1/monitors/${monitor.id}`, { status: monitor.status === 'active' ? 'paused' : 'active' }));
    if (updated) setMonitor(updated);
  };
  const remove = async () => {
    const done = await action.run(async () => {
      await api('DELETE', `/v1/monitors/${monitor.id}`);
      return true;
    });
    if (done) navigate('/app/');
  };

  return html`<${Page}
    title=${monitor.name}
    actions=${html`
      <button type="button" onClick=${checkNow} disabled=${action.busy}>Check now</button>
      <button type="button" class="secondary" onClick=${toggle} disabled=${action.busy}>${monitor.status === 'active' ? 'Pause' : 'Resume'}</button>
      ${confirmDelete
        ? html`<button type="button" class="danger" onClick=${remove} disabled=${action.busy}>Yes, delete it and its history</button>
            <button type="button" class="secondary" onClick=${() => setConfirmDelete(false)}>Keep it</button>`
        : html`<button type="button" class="secondary" onClick=${() => setConfirmDelete(true)}>Delete</button>`}
    `}
  >
    <${ErrorNotice} error=${action.error} />
    ${checkMessage ? html`<${Notice}>${checkMessage}<//>` : null}
    <dl class="facts">
      <dt>Status</dt><dd><span class="badge ${monitor.status}">${monitor.status}</span></dd>
      ${monitor.intent ? html`<dt>Intent</dt><dd>${monitor.intent}</dd>` : null}
      <dt>Checks</dt><dd>every ${formatInterval(monitor.check_interval_seconds)}; last ${formatTime(monitor.last_check_at)}; next ${describeNextCheck(monitor, account.data)}</dd>
      <dt>Read with</dt><dd>${RENDER[monitor.render] ?? monitor.render}</dd>
      <dt>Last change</dt><dd>${formatTime(monitor.last_change_at)}</dd>
      ${monitor.last_error ? html`<dt>Last error</dt><dd class="error-text">${monitor.last_error}</dd>` : null}
      <dt>Pages</dt>
      <dd><ul class="sources">${monitor.sources.map((source) => html`<li><a class="url" href=${source.url} rel="noreferrer noopener" target="_blank">${source.url}</a>${source.title && source.title !== source.url ? html` — ${source.title}` : null}</li>`)}</ul></dd>
    </dl>
    <${PriceChart} monitorId=${monitor.id} version=${historyVersion} condition=${monitor.condition} />
    <${Settings} monitor=${monitor} minimum=${account.data?.limits.min_check_interval_seconds} onSaved=${setMonitor} />
    ${monitor.mode === 'url' ? html`<${ReadingSettings} monitor=${monitor} onSaved=${setMonitor} />` : null}
    <${AlertSettings} monitor=${monitor} onSaved=${setMonitor} />
    <${ChangeHistory} monitorId=${monitor.id} version=${historyVersion} />
    <${CheckLog} monitorId=${monitor.id} version=${historyVersion} />
  <//>`;
}
