import { html } from 'htm/preact';
import { Field } from '../components.js';

/** Tags as typed: comma-separated, blanks dropped; the server normalises and checks them. */
export function readTagsText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The `tags` of a monitor, as one comma-separated text field. */
export function TagsField({ id, value, onInput }: { id: string; value: string; onInput: (value: string) => void }) {
  return html`<${Field}
    id=${id}
    label="Tags (optional)"
    hint="Comma-separated, e.g. kitchen, black friday. Filter the monitor list by them, and send a channel or webhook only its tags' changes."
    value=${value}
    onInput=${onInput}
  />`;
}
