import { emailKind } from '../../../domain/destinations/email.js';
import type { Mailer } from '../../mail/mailer.js';
import { RecipientCapReachedError } from '../../mail/recipient-capped-mailer.js';
import { withMessage } from '../read-change-event.js';
import type { Sender } from '../sender.js';

/** Mail through the SMTP port (or the outbox folder without SMTP_URL); a refused send is retried. */
export function createEmailSender({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }): Sender<'email'> {
  return {
    send: (destination, event) =>
      withMessage(emailKind, destination, event, publicUrl, async (message) => {
        const started = performance.now();
        const durationMs = () => Math.round(performance.now() - started);
        try {
          await mailer.send({ to: destination.parts.address, ...message });
          return { ok: true, retryable: true, retryAfterSeconds: null, error: null, statusCode: null, responseBody: null, durationMs: durationMs() };
        } catch (error) {
          // The address had its hour's mails: this one waits for the next hour instead of the usual backoff.
          if (error instanceof RecipientCapReachedError) {
            const retryAfterSeconds = Math.ceil(error.retryAfterMs / 1000);
            return { ok: false, retryable: true, retryAfterSeconds, error: error.message, statusCode: null, responseBody: null, durationMs: durationMs() };
          }
          const message = `mail not accepted: ${(error as Error).message}`.slice(0, 500);
          return { ok: false, retryable: true, retryAfterSeconds: null, error: message, statusCode: null, responseBody: null, durationMs: durationMs() };
        }
      }),
  };
}
