import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { CONDITION_KIND_DISPLAY, CONDITION_KINDS, isConditionKind } from '../../../src/domain/conditions/condition-list.js';
import { Field, type FieldLabels } from '../components.js';
import type { Condition } from '../types.js';

/** The API's names of the condition's fields, as this field labels them. */
export const CONDITION_LABELS: FieldLabels = {
  condition: 'Alert when',
  'condition.kind': 'Condition',
  'condition.amount': 'Amount',
  'condition.currency': 'Currency',
  'condition.text': 'Text',
};

interface Draft {
  kind: string;
  amount: string;
  currency: string;
  text: string;
}

const fromCondition = (condition: Condition | null): Draft => ({
  kind: condition?.kind ?? '',
  amount: condition?.amount === undefined ? '' : String(condition.amount),
  currency: condition?.currency ?? '',
  text: condition?.text ?? '',
});

/**
 * What the form sends: null for "no condition", else the fields the kind uses. An empty amount is
 * sent as absent, so the API's refusal says the amount is required rather than that 0 is too small.
 */
export function conditionOf(draft: Draft): Condition | null {
  if (!isConditionKind(draft.kind)) return null;
  const { input } = CONDITION_KIND_DISPLAY[draft.kind];
  const condition: Condition = { kind: draft.kind };
  if ((input === 'money' || input === 'percent') && draft.amount.trim() !== '') condition.amount = Number(draft.amount);
  if (input === 'money' && draft.currency.trim() !== '') condition.currency = draft.currency.trim().toUpperCase();
  if (input === 'text') condition.text = draft.text;
  return condition;
}

/** "Alert when" with the fields its kind needs; `none` names what happens without a condition. */
export function ConditionField({ value, onChange, none }: { value: Condition | null; onChange: (condition: Condition | null) => void; none: string }) {
  const [draft, setDraft] = useState<Draft>(() => fromCondition(value));
  useEffect(() => setDraft(fromCondition(value)), [JSON.stringify(value)]);
  const update = (field: keyof Draft) => (next: string) => {
    const changed = { ...draft, [field]: next };
    setDraft(changed);
    onChange(conditionOf(changed));
  };
  const input = isConditionKind(draft.kind) ? CONDITION_KIND_DISPLAY[draft.kind].input : 'none';
  return html`<fieldset class="condition">
    <legend>Alert when</legend>
    <div class="field">
      <label for="condition-kind">Condition</label>
      <select id="condition-kind" value=${draft.kind} onChange=${(event: Event) => update('kind')((event.currentTarget as HTMLSelectElement).value)}>
        <option value="">${none}</option>
        ${CONDITION_KINDS.map((kind) => html`<option value=${kind}>${CONDITION_KIND_DISPLAY[kind].label}</option>`)}
      </select>
    </div>
    ${input === 'money'
      ? html`<div class="row">
          <${Field} id="condition-amount" label="Amount" type="number" min="0" step="0.01" value=${draft.amount} onInput=${update('amount')} />
          <${Field} id="condition-currency" label="Currency (optional)" hint="For example USD or EUR; empty means the page's currency." value=${draft.currency} onInput=${update('currency')} />
        </div>`
      : null}
    ${input === 'percent' ? html`<${Field} id="condition-amount" label="Percentage" type="number" min="0" max="99" step="1" value=${draft.amount} onInput=${update('amount')} />` : null}
    ${input === 'text' ? html`<${Field} id="condition-text" label="Text" value=${draft.text} onInput=${update('text')} />` : null}
  </fieldset>`;
}
