import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNotice, Field, Notice, useAction } from '../components.js';
import { Page } from '../layout.js';

/** The formats POST /v1/import reads, as the form offers them. */
const FORMATS = [
  { value: 'urlwatch', label: 'urlwatch (urls.yaml)', hint: 'The file urlwatch --edit opens: one job a YAML document.' },
  { value: 'changedetection', label: 'changedetection.io (url-watches.json)', hint: 'url-watches.json from a changedetection.io backup zip; its notification URLs become channels.' },
  { value: 'distill', label: 'Distill (JSON export)', hint: "The file Distill's Options → Export writes." },
  { value: 'urls', label: 'A list of URLs', hint: 'One address a line; lines starting with # are skipped.' },
  { value: 'pagewatch', label: 'PageWatch export', hint: 'A file from "Download export" below, from this or another PageWatch.' },
] as const;

interface ImportAnswer {
  dry_run: boolean;
  created: { item: string; kind: string; id: string | null; name: string; notes: string[] }[];
  refused: { item: string; reason: string }[];
}

function Outcome({ answer }: { answer: ImportAnswer }) {
  const verb = answer.dry_run ? 'Would be created' : 'Created';
  return html`<section aria-labelledby="import-outcome">
    <h2 id="import-outcome">${answer.dry_run ? 'Dry run: nothing was created' : 'Imported'}</h2>
    <h3>${verb} (${answer.created.length})</h3>
    ${answer.created.length === 0
      ? html`<p class="empty">Nothing.</p>`
      : html`<ul class="import-list">
          ${answer.created.map(
            (item) => html`<li>
              <strong>${item.kind === 'monitor' && item.id ? html`<a href=${`/app/monitors/${item.id}`}>${item.name}</a>` : item.name}</strong>
              <span class="hint"> · ${item.kind} · ${item.item}</span>
              ${item.notes.length === 0 ? null : html`<ul>${item.notes.map((note) => html`<li>${note}</li>`)}</ul>`}
            </li>`,
          )}
        </ul>`}
    <h3>Refused (${answer.refused.length})</h3>
    ${answer.refused.length === 0
      ? html`<p class="empty">Nothing was refused.</p>`
      : html`<ul class="import-list">${answer.refused.map((item) => html`<li><strong>${item.item}</strong>: ${item.reason}</li>`)}</ul>`}
  </section>`;
}

/** Saves the account's export as a file: GET /v1/export, offered as a download. */
async function downloadExport(): Promise<void> {
  const document = await api<unknown>('GET', '/v1/export');
  const link = window.document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  link.download = `pagewatch-export-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function ImportPage() {
  const [format, setFormat] = useState<string>('urlwatch');
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const action = useAction();
  const exporting = useAction();
  const hint = FORMATS.find((entry) => entry.value === format)?.hint ?? '';

  const readFile = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file) setContent(await file.text());
  };
  const send = (dryRun: boolean) => async (event: Event) => {
    event.preventDefault();
    const result = await action.run(() => api<ImportAnswer>('POST', '/v1/import', { format, content, dryRun }));
    if (result) setAnswer(result);
  };

  return html`<${Page} title="Import and export">
    <p>Bring your watches from urlwatch, changedetection.io or Distill, or a list of addresses. Try a dry run first: it shows what would be created and what is refused and why, and creates nothing.</p>
    <form onSubmit=${send(false)} novalidate aria-labelledby="import-form">
      <h2 id="import-form">Import</h2>
      <div class="field">
        <label for="import-format">Format</label>
        <select id="import-format" aria-describedby="import-format-hint" value=${format} onChange=${(event: Event) => setFormat((event.currentTarget as HTMLSelectElement).value)}>
          ${FORMATS.map((entry) => html`<option value=${entry.value}>${entry.label}</option>`)}
        </select>
        <p class="hint" id="import-format-hint">${hint}</p>
      </div>
      <div class="field">
        <label for="import-file">File</label>
        <input id="import-file" type="file" aria-describedby="import-file-hint" onChange=${readFile} />
        <p class="hint" id="import-file-hint">Its text goes into the box below, where you can check or edit it.</p>
      </div>
      <${Field} id="import-content" label="Content" multiline value=${content} onInput=${setContent} required />
      <${ErrorNotice} error=${action.error} labels=${{ content: 'Content', format: 'Format' }} />
      <div class="row-actions">
        <button type="button" class="secondary" onClick=${send(true)} disabled=${action.busy || content.trim() === ''}>Dry run</button>
        <button type="submit" disabled=${action.busy || content.trim() === ''}>Import</button>
      </div>
    </form>
    ${answer ? html`<${Outcome} answer=${answer} />` : null}
    ${answer && !answer.dry_run && answer.created.length > 0 ? html`<${Notice} tone="success">Imported monitors are checked for the first time within their interval.<//>` : null}
    <h2>Export</h2>
    <p>One JSON file with your monitors, tags, channels and webhooks, which the import above reads back. Secrets are left out: webhook signing secrets, channel addresses that are credentials, secret step values and proxy passwords.</p>
    <button type="button" class="secondary" onClick=${() => exporting.run(downloadExport)} disabled=${exporting.busy}>Download export</button>
    <${ErrorNotice} error=${exporting.error} />
  <//>`;
}
