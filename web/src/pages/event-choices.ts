import { html } from 'htm/preact';
import { EVENT_TYPES, type EventType } from '../../../src/domain/webhooks/event-types.js';

const LABELS: Record<EventType, string> = {
  'change.detected': 'Changes',
  'monitor.failing': 'A monitor stops working (its checks keep failing)',
  'monitor.recovered': 'A monitor works again',
};

/** The `events` of a new webhook or channel: which events it takes. */
export function EventChoices({ id, value, onChange }: { id: string; value: readonly EventType[]; onChange: (events: EventType[]) => void }) {
  const toggle = (type: EventType, checked: boolean) => onChange(EVENT_TYPES.filter((candidate) => (candidate === type ? checked : value.includes(candidate))));
  return html`<fieldset class="field" id=${id}>
    <legend>Send</legend>
    ${EVENT_TYPES.map(
      (type) => html`<div class="field checkbox">
        <label>
          <input type="checkbox" name=${`${id}-${type}`} checked=${value.includes(type)} onChange=${(event: Event) => toggle(type, (event.currentTarget as HTMLInputElement).checked)} />
          ${LABELS[type]}
        </label>
      </div>`,
    )}
  </fieldset>`;
}
