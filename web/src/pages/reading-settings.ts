import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Notice, useAction } from '../components.js';
import type { Monitor } from '../types.js';
import { EMPTY_SELECTORS, ReadingRulesFields, SELECTORS_LABELS, draftOf, readingRulesOf, type SelectorsDraft } from './selectors-field.js';

/**
 * A page-address monitor's selectors, text filters and stock words, saved on their own. Each rule
 * is sent, null when emptied, so clearing a field removes it; the API starts the comparison afresh
 * only when the rules read differently.
 */
export function ReadingSettings({ monitor, onSaved }: { monitor: Monitor; onSaved: (monitor: Monitor) => void }) {
  const [draft, setDraft] = useState<SelectorsDraft>(() => draftOf(monitor));
  const [saved, setSaved] = useState(false);
  const action = useAction();
  useEffect(() => setDraft(draftOf(monitor)), [monitor.id]);
  const edit = (next: SelectorsDraft) => {
    setDraft(next);
    setSaved(false);
  };
  const save = async (event: Event) => {
    event.preventDefault();
    setSaved(false);
    const updated = await action.run(() => api<Monitor>('PATCH', `/v1/monitors/${monitor.id}`, readingRulesOf(draft)));
    if (updated) {
      setDraft(draftOf(updated));
      setSaved(true);
      onSaved(updated);
    }
  };
  return html`<form class="settings" onSubmit=${save} novalidate aria-labelledby="reading-settings-title">
    <h2 id="reading-settings-title">What is read</h2>
    <${ReadingRulesFields} value=${draft} url=${monitor.url ?? ''} onChange=${edit} />
    <${ErrorNotice} error=${action.error} labels=${SELECTORS_LABELS} />
    ${saved ? html`<${Notice} tone="success">What is read saved: the next check reads the page this way.<//>` : null}
    <div class="actions">
      <button type="submit" disabled=${action.busy}>Save what is read</button>
      <button type="button" class="secondary" onClick=${() => edit(EMPTY_SELECTORS)} disabled=${action.busy}>Empty all fields</button>
    </div>
  </form>`;
}
