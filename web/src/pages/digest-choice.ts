import { html } from 'htm/preact';
import { Field } from '../components.js';
import type { DigestFrequency } from '../../../src/domain/destinations/digest.js';

/** What a new webhook or channel says about digests; the server checks the time and the zone. */
export interface DigestValue {
  digest: DigestFrequency;
  digestAt: string;
  timezone: string;
}

/** The browser's own zone: digests are read on the clock of whoever sets them up. */
export function initialDigest(): DigestValue {
  return { digest: 'immediate', digestAt: '09:00', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

/** The fields a create request carries for this choice. */
export function digestFields(value: DigestValue) {
  if (value.digest === 'immediate') return {};
  if (value.digest === 'hourly') return { digest: value.digest, timezone: value.timezone };
  return { digest: value.digest, digestAt: value.digestAt, timezone: value.timezone };
}

/** How a destination's digest reads in a list: "daily at 08:30 (Europe/Berlin)". */
export function describeDigest(destination: { digest?: DigestFrequency; digestAt?: string | null; timezone?: string | null }): string | null {
  if (destination.digest === undefined || destination.digest === 'immediate') return null;
  return destination.digest === 'hourly' ? `hourly digest (${destination.timezone})` : `daily digest at ${destination.digestAt} (${destination.timezone})`;
}

const OPTIONS: Array<[DigestFrequency, string]> = [
  ['immediate', 'Each change at once'],
  ['hourly', 'One digest every hour'],
  ['daily', 'One digest a day'],
];

/** How a new webhook or channel gets its changes: at once, or gathered into an hourly or daily digest. */
export function DigestChoice({ id, value, onChange }: { id: string; value: DigestValue; onChange: (value: DigestValue) => void }) {
  return html`<div class="digest-choice">
    <div class="field">
      <label for=${`${id}-digest`}>Send changes</label>
      <select
        id=${`${id}-digest`}
        aria-describedby=${`${id}-digest-hint`}
        value=${value.digest}
        onChange=${(event: Event) => onChange({ ...value, digest: (event.currentTarget as HTMLSelectElement).value as DigestFrequency })}
      >
        ${OPTIONS.map(([option, label]) => html`<option value=${option}>${label}</option>`)}
      </select>
      <p class="hint" id=${`${id}-digest-hint`}>A digest gathers the changes of the hour or the day into one message; alerts about failing monitors still go at once.</p>
    </div>
    ${value.digest === 'daily'
      ? html`<${Field} id=${`${id}-digest-at`} label="At (local time)" type="time" value=${value.digestAt} onInput=${(digestAt: string) => onChange({ ...value, digestAt })} />`
      : null}
    ${value.digest === 'immediate'
      ? null
      : html`<${Field}
          id=${`${id}-timezone`}
          label="Time zone"
          hint="An IANA name such as Europe/Berlin or America/New_York."
          value=${value.timezone}
          onInput=${(timezone: string) => onChange({ ...value, timezone })}
        />`}
  </div>`;
}
