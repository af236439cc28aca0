import type { MessageTemplate } from '../notifications/message-template.js';
import { findDestinationKind, type DestinationKindName, type DestinationParts } from './registry.js';

/** A sealed value and, for a previous signing secret, when it stops signing (epoch ms). */
export interface SealedSecret {
  sealed: string;
  expiresAt: number | null;
}

/** What the delivery job reads of a stored destination, mapped from its row in storage. */
export interface StoredDestination {
  /** As stored: an unknown kind is refused, never read as another. */
  kind: string;
  /** Why nothing may be sent now (an inactive webhook, an unconfirmed address); null while it receives. */
  closedBecause: string | null;
  /** Channels keep their whole target sealed; a webhook's URL is no secret, its signing secrets are. */
  target: { sealed: string } | { clear: string };
  /** Newest first; empty for channels. */
  secrets: readonly SealedSecret[];
  /** A channel's own wording of change messages; null for the default message and for webhooks. */
  template: MessageTemplate | null;
}

/** A destination opened for one attempt: secrets in clear, never stored like this. */
export type OpenedDestination<K extends DestinationKindName = DestinationKindName> = {
  [P in K]: { kind: P; parts: DestinationParts[P]; /** Newest first. */ secrets: readonly string[]; template: MessageTemplate | null };
}[K];

export type Opening = { ok: true; destination: OpenedDestination } | { ok: false; error: string; retryable: boolean };

// Only a changed WEBHOOK_SECRET_KEY makes a sealed value unreadable; an operator can fix that, so retries go on.
const unreadable = (what: string): Opening => ({ ok: false, error: `${what} cannot be read with the current WEBHOOK_SECRET_KEY`, retryable: true });

/**
 * Opens a stored destination into what its kind's sender needs, or says why nothing is sent.
 * `box` unseals (the secret box); a previous signing secret counts only until it expires.
 */
export function openDestination(stored: StoredDestination, box: { open(sealed: string): string }, nowMs: number): Opening {
  const kind = findDestinationKind(stored.kind);
  if (kind === null) return { ok: false, error: `unknown destination kind ${stored.kind}`, retryable: false };
  if (stored.closedBecause !== null) return { ok: false, error: stored.closedBecause, retryable: false };
  let target: string;
  let secrets: string[];
  try {
    target = 'clear' in stored.target ? stored.target.clear : box.open(stored.target.sealed);
  } catch {
    return unreadable('channel target');
  }
  try {
    secrets = stored.secrets.filter((secret) => secret.expiresAt === null || secret.expiresAt > nowMs).map((secret) => box.open(secret.sealed));
  } catch {
    return unreadable('webhook secret');
  }
  const read = kind.openTarget === undefined ? kind.readTarget(target) : kind.openTarget(target);
  if (!read.ok) return { ok: false, error: `the stored ${kind.label} target ${read.error}`, retryable: false };
  return { ok: true, destination: { kind: kind.name, parts: read.parts, secrets, template: stored.template } as OpenedDestination };
}

export const INACTIVE_WEBHOOK_ERROR = 'webhook is inactive: delivery not sent';
export const DELETED_CHANNEL_ERROR = 'channel was deleted: delivery not sent';
export const UNCONFIRMED_CHANNEL_ERROR = 'the e-mail address has not confirmed yet: delivery not sent';
