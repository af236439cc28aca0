import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, Notice, useAction } from '../components.js';
import type { Condition, Monitor } from '../types.js';
import { CONDITION_LABELS, ConditionField } from './condition-field.js';

const LABELS = { ...CONDITION_LABELS, failureThreshold: 'Tell me the monitor is failing after this many failed checks in a row', confirmChanges: 'Confirm before alerting' };

/** A monitor's condition, confirmChanges and failureThreshold, saved on their own. */
export function AlertSettings({ monitor, onSaved }: { monitor: Monitor; onSaved: (monitor: Monitor) => void }) {
  const [condition, setCondition] = useState<Condition | null>(monitor.condition);
  const [confirm, setConfirm] = useState(monitor.confirmChanges);
  const [threshold, setThreshold] = useState(String(monitor.failureThreshold));
  const [saved, setSaved] = useState(false);
  const action = useAction();
  useEffect(() => {
    setCondition(monitor.condition);
    setConfirm(monitor.confirmChanges);
    setThreshold(String(monitor.failureThreshold));
  }, [monitor.id]);
  const save = async (event: Event) => {
    event.preventDefault();
    setSaved(false);
    const updated = await action.run(() => api<Monitor>('PATCH', `/v1/monitors/${monitor.id}`, { condition, confirmChanges: confirm, failureThreshold: Number(threshold) }));
    if (updated) {
      setSaved(true);
      onSaved(updated);
    }
  };
  return html`<form class="settings" onSubmit=${save} novalidate aria-labelledby="alert-settings-title">
    <h2 id="alert-settings-title">Alerts</h2>
    <${ConditionField} value=${condition} onChange=${setCondition} none="Any relevant change (by sensitivity)" />
    <div class="field checkbox">
      <label>
        <input type="checkbox" id="confirm-changes" checked=${confirm} onChange=${(event: Event) => setConfirm((event.currentTarget as HTMLInputElement).checked)} />
        Confirm before alerting: read the page again a minute later and alert only if it agrees
      </label>
    </div>
    <${Field}
      id="failure-threshold"
      label="Tell me the monitor is failing after this many failed checks in a row"
      type="number"
      min="1"
      step="1"
      value=${threshold}
      onInput=${setThreshold}
    />
    ${monitor.consecutive_failures > 0 ? html`<p class="error-text">The last ${monitor.consecutive_failures === 1 ? 'check' : `${monitor.consecutive_failures} checks`} failed.</p>` : null}
    <${ErrorNotice} error=${action.error} labels=${LABELS} />
    ${saved ? html`<${Notice} tone="success">Alert settings saved.<//>` : null}
    <button type="submit" disabled=${action.busy}>Save alert settings</button>
  </form>`;
}
