import type { ChangeNotice } from '../notifications/change-notice.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';

/** A target read into its parts, or what is wrong with it (phrased to follow the field name: "must use https"). */
export type TargetReading<Parts> = { ok: true; parts: Parts } | { ok: false; error: string };

/** How a form and an error message describe the target of a kind. */
export interface TargetDescription {
  /** The form field's label, e.g. "Incoming-webhook URL". */
  label: string;
  /** The form field's hint, e.g. "https://hooks.slack.com/services/…". */
  hint: string;
  /** What a valid target is, completing "target must be …". */
  shape: string;
  /** How responses show it, e.g. "the last path segment (the secret) cut to its first 4 characters". */
  masked: string;
}

/**
 * One kind of place deliveries go to. Everything stored, shown and delivered is built from
 * the parts `readTarget` returns, never from the text as typed: a target that reads into
 * parts is one the sender can use as it is.
 */
export interface DestinationKind<Name extends string = string, Parts = unknown> {
  readonly name: Name;
  /** Shown in forms and default names, e.g. "Slack". */
  readonly label: string;
  readonly target: TargetDescription;
  /** Checks a target (as typed, or as stored) and splits it into what the sender needs. */
  readTarget(input: string): TargetReading<Parts>;
  /** Opens a stored target where that is more lenient than accepting a typed one; readTarget otherwise. */
  openTarget?(stored: string): TargetReading<Parts>;
  /** The target as stored (sealed for channels) and read back at each attempt. */
  writeTarget(parts: Parts): string;
  /** What responses show: secrets cut to their first characters or left out. */
  maskTarget(parts: Parts): string;
  /** The URL the address guard checks at creation; null when the operator's configuration decides where it goes. */
  guardedUrl(parts: Parts): string | null;
}

/** A kind whose deliveries are messages a person reads: a notice formatted in the kind's own markup. */
export interface ChannelKind<Name extends string = string, Parts = unknown, Message = unknown> extends DestinationKind<Name, Parts> {
  formatMessage(notice: ChangeNotice, parts: Parts): Message;
  /** monitor.failing and monitor.recovered in the same markup: the monitor, what happened, the error, a link to the monitor. */
  formatMonitorMessage(notice: MonitorNotice, parts: Parts): Message;
  /** A change in the channel's own words (its template): the subject as the title, the body as plain text, a link to the change. */
  formatWrittenMessage(message: WrittenMessage, parts: Parts): Message;
}

/** The parts of a kind, as its sender receives them. */
export type PartsOf<K> = K extends DestinationKind<string, infer Parts> ? Parts : never;

/** "abcd…": the first characters of a secret say which one it is without giving it away. */
export function cutSecret(secret: string): string {
  return secret.length > 4 ? `${secret.slice(0, 4)}…` : '…';
}
