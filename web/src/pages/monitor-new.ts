import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, useAction, useLoad } from '../components.js';
import { Page } from '../layout.js';
import { navigate } from '../router.js';
import type { Account, Condition, Monitor, MonitorPreview } from '../types.js';
import { CONDITION_LABELS, ConditionField } from './condition-field.js';
import { EMPTY_SELECTORS, SELECTORS_LABELS, SelectorsField, givenRulesOf, readingRulesOf, type SelectorsDraft } from './selectors-field.js';
import { PreviewSummary } from './monitor-preview.js';
import { TagsField, readTagsText } from './tags-field.js';

type Mode = 'nlp' | 'url';

const LABELS = {
  extractionPrompt: 'What matters on the page',
  sensitivity: 'Sensitivity',
  checkIntervalSeconds: 'Check every (seconds)',
  render: 'How to read the page',
  tags: 'Tags',
  ...CONDITION_LABELS,
  ...SELECTORS_LABELS,
};

export function NewMonitor() {
  const account = useLoad(() => api<Account>('GET', '/v1/me'), []);
  const [mode, setMode] = useState<Mode>('nlp');
  const [intent, setIntent] = useState('');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [prompt, setPrompt] = useState('');
  const [sensitivity, setSensitivity] = useState('0.5');
  const [interval, setInterval] = useState('900');
  const [render, setRender] = useState('auto');
  const [condition, setCondition] = useState<Condition | null>(null);
  const [selectors, setSelectors] = useState<SelectorsDraft>(EMPTY_SELECTORS);
  const [tags, setTags] = useState('');
  const [preview, setPreview] = useState<MonitorPreview | null>(null);
  const action = useAction();
  const minimum = account.data?.limits.min_check_interval_seconds;

  // Any edit makes the preview stale: the user must see what they save.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPreview(null);
  };
  // The API needs a name for a page address; until the preview has read the page's title, the address stands in.
  const body = () => ({
    mode,
    ...(mode === 'nlp' ? { intent } : { name: name.trim() || url.trim(), url, ...(prompt.trim() ? { extractionPrompt: prompt } : {}) }),
    sensitivity: Number(sensitivity),
    checkIntervalSeconds: Number(interval),
    render,
    ...(condition === null ? {} : { condition }),
    ...(readTagsText(tags).length === 0 ? {} : { tags: readTagsText(tags) }),
    ...(mode === 'url' ? givenRulesOf(readingRulesOf(selectors)) : {}),
  });
  const showPreview = async (event: Event) => {
    event.preventDefault();
    const result = await action.run(() => api<MonitorPreview>('POST', '/v1/monitors/preview', body()));
    if (!result) return;
    if (mode === 'url' && !name.trim() && result.page?.title) {
      setName(result.page.title);
      setPreview({ ...result, name: result.page.title });
    } else {
      setPreview(result);
    }
  };
  const create = async () => {
    const monitor = await action.run(() => api<Monitor>('POST', '/v1/monitors', body()));
    if (monitor) navigate(`/app/monitors/${monitor.id}`);
  };

  return html`<${Page} title="New monitor">
    <form onSubmit=${showPreview} novalidate>
      <fieldset class="choice">
        <legend>Create from</legend>
        <label><input type="radio" name="mode" value="nlp" checked=${mode === 'nlp'} onChange=${() => edit(setMode as (v: string) => void)('nlp')} /> A sentence</label>
        <label><input type="radio" name="mode" value="url" checked=${mode === 'url'} onChange=${() => edit(setMode as (v: string) => void)('url')} /> A page address (URL)</label>
      </fieldset>
      ${mode === 'nlp'
        ? html`<${Field}
            id="intent"
            label="What should we watch?"
            multiline
            hint="For example: tell me when the Sony WH-1000XM5 drops below $300 on bestbuy.com"
            value=${intent}
            onInput=${edit(setIntent)}
            required
          />`
        : html`<${Field} id="url" label="Page address" type="url" inputmode="url" hint="The address of the page to watch, starting with https:// or http://" value=${url} onInput=${edit(setUrl)} required />
            <${Field} id="name" label="Name (optional)" hint="Empty: the page's title, once the preview has read it." value=${name} onInput=${edit(setName)} />
            <${Field}
              id="prompt"
              label="What matters on the page (optional)"
              hint="For example: the member price. Leave empty to watch price, availability and the main text."
              value=${prompt}
              onInput=${edit(setPrompt)}
            />
            <${SelectorsField}
              value=${selectors}
              url=${url}
              onChange=${(next: SelectorsDraft) => {
                setSelectors(next);
                setPreview(null);
              }}
            />`}
      <div class="row">
        <${Field}
          id="sensitivity"
          label="Sensitivity"
          type="number"
          min="0"
          max="1"
          step="0.05"
          hint="0 reports every difference, 1 only the most significant ones."
          value=${sensitivity}
          onInput=${edit(setSensitivity)}
        />
        <${Field}
          id="interval"
          label="Check every (seconds)"
          type="number"
          min=${minimum === undefined ? undefined : String(minimum)}
          step="60"
          hint=${minimum === undefined ? 'Seconds between checks.' : `Your plan allows ${minimum} seconds or more.`}
          value=${interval}
          onInput=${edit(setInterval)}
        />
      </div>
      <div class="field">
        <label for="render">How to read the page</label>
        <select id="render" aria-describedby="render-hint" value=${render} onChange=${(event: Event) => edit(setRender)((event.currentTarget as HTMLSelectElement).value)}>
          <option value="auto">Automatic: a browser when the page is built by scripts</option>
          <option value="never">Plain HTTP only</option>
          <option value="always">Always in a browser (keeps screenshots)</option>
        </select>
        <p class="hint" id="render-hint">The preview reads the page over plain HTTP.</p>
      </div>
      <${TagsField} id="tags" value=${tags} onInput=${edit(setTags)} />
      <${ConditionField}
        value=${condition}
        onChange=${(next: Condition | null) => {
          setCondition(next);
          setPreview(null);
        }}
        none=${mode === 'nlp' ? 'As the sentence says, else any relevant change' : 'Any relevant change (by sensitivity)'}
      />
      <${ErrorNotice} error=${action.error} labels=${LABELS} />
      <button type="submit" class=${preview ? 'secondary' : ''} disabled=${action.busy}>${action.busy && !preview ? 'Reading…' : 'Preview'}</button>
    </form>
    ${preview
      ? html`<section class="preview" aria-labelledby="preview-title" aria-live="polite">
          <h2 id="preview-title">What will be watched</h2>
          <${PreviewSummary} preview=${preview} />
          <button type="button" onClick=${create} disabled=${action.busy}>Create monitor</button>
        </section>`
      : null}
  <//>`;
}
