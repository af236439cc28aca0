import { html } from 'htm/preact';
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiProblem } from './api.js';

export function describeProblem(error: unknown): ApiProblem {
  if (error instanceof ApiProblem) return error;
  return new ApiProblem(0, 'ERR_CLIENT', 'Something went wrong in the page. Reload it and try again.');
}

/** Request fields as the form calls them: `{checkIntervalSeconds: 'Check every (seconds)'}`. */
export type FieldLabels = Readonly<Record<string, string>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The API names request fields ("checkIntervalSeconds must be at least 900 on your plan"); a form
 * says the label the user sees instead ("“Check every (seconds)” must be at least 900 …").
 */
export function withFieldLabels(message: string, labels: FieldLabels): string {
  let said = message;
  // Longest first, so "condition.amount" is not read as "condition" followed by ".amount".
  for (const field of Object.keys(labels).sort((a, b) => b.length - a.length)) {
    said = said.replace(new RegExp(`(?<![\\w.'])${escapeRegExp(field)}(?![\\w.'])`, 'g'), `“${labels[field]}”`);
  }
  return said;
}

/** An API refusal, read out by screen readers as soon as it appears. */
export function ErrorNotice({ error, labels }: { error: unknown; labels?: FieldLabels }) {
  if (!error) return null;
  const problem = describeProblem(error);
  return html`<div class="notice error" role="alert">
    <p>${labels ? withFieldLabels(problem.message, labels) : problem.message}</p>
    ${problem.upgradeUrl ? html`<p><a href=${problem.upgradeUrl}>See how to get a higher plan</a></p>` : null}
  </div>`;
}

export function Notice({ children, tone = 'info' }: { children: ComponentChildren; tone?: 'info' | 'success' }) {
  return html`<div class="notice ${tone}" role="status">${children}</div>`;
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: string;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  multiline?: boolean;
  inputmode?: string;
  min?: string;
  max?: string;
  step?: string;
}

/** A labelled input; its hint is tied to it with aria-describedby. */
export function Field(props: FieldProps) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const common = {
    id: props.id,
    name: props.id,
    value: props.value,
    required: props.required,
    'aria-describedby': hintId,
    onInput: (event: Event) => props.onInput((event.currentTarget as HTMLInputElement).value),
  };
  return html`<div class="field">
    <label for=${props.id}>${props.label}</label>
    ${props.multiline
      ? html`<textarea ...${common} rows="3"></textarea>`
      : html`<input
          ...${common}
          type=${props.type ?? 'text'}
          autocomplete=${props.autocomplete}
          inputmode=${props.inputmode}
          min=${props.min}
          max=${props.max}
          step=${props.step}
        />`}
    ${props.hint ? html`<p class="hint" id=${hintId}>${props.hint}</p>` : null}
  </div>`;
}

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads data for a page and reloads it on demand; the latest answer wins. */
export function useLoad<T>(load: () => Promise<T>, keys: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: null, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...keys, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

/** Runs one action at a time and keeps its refusal to show next to the control. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clearError: () => setError(null) };
}

export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleDateString(undefined, { dateStyle: 'long' });
}

export function formatInterval(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return html`<button type="button" class="secondary" onClick=${copy} aria-label=${label}>${copied ? 'Copied' : 'Copy'}</button>
    <span class="visually-hidden" role="status">${copied ? 'Copied to the clipboard' : ''}</span>`;
}

/** A secret shown once: the only moment the user can take it. */
export function SecretReveal({ title, secret, children }: { title: string; secret: string; children?: ComponentChildren }) {
  return html`<section class="secret" aria-labelledby="secret-title">
    <h2 id="secret-title">${title}</h2>
    <p>This is shown only once. Copy it now and keep it somewhere safe.</p>
    <div class="secret-value"><code data-testid="secret">${secret}</code> <${CopyButton} text=${secret} label=${`Copy ${title.toLowerCase()}`} /></div>
    ${children}
  </section>`;
}

/** Wide tables scroll sideways on a phone; the region is focusable so keyboards can scroll it too. */
export function TableRegion({ label, children }: { label: string; children: ComponentChildren }) {
  return html`<div class="table-region" role="region" aria-label=${label} tabindex="0">${children}</div>`;
}

export function Loading() {
  return html`<p class="loading" role="status">Loading…</p>`;
}
