import { buildChangeNotice } from '../../domain/notifications/change-notice.js';
import { formatEmailMessage } from '../../domain/notifications/format-email-message.js';
import type { Mailer } from '../mail/mailer.js';
import { notSentOutcome, type Notifier } from './notifier.js';
import { readChangeEvent } from './read-change-event.js';

/** Mail through the SMTP port (or the outbox folder without SMTP_URL); a refused send is retried. */
export function createEmailNotifier(mailer: Mailer, publicUrl: string): Notifier<'email'> {
  return {
    async send(destination, event) {
      const change = readChangeEvent(event.body);
      if (change === null) return notSentOutcome('event body is not a change.detected event: nothing to show', false);
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);
      try {
        await mailer.send({ to: destination.address, ...formatEmailMessage(buildChangeNotice(change, publicUrl)) });
        return { ok: true, retryable: true, retryAfterSeconds: null, error: null, statusCode: null, responseBody: null, durationMs: durationMs() };
      } catch (error) {
        const message = `mail not accepted: ${(error as Error).message}`.slice(0, 500);
        return { ok: false, retryable: true, retryAfterSeconds: null, error: message, statusCode: null, responseBody: null, durationMs: durationMs() };
      }
    },
  };
}
