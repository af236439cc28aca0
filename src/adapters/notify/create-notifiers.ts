import type { Mailer } from '../mail/mailer.js';
import type { WebhookSender } from '../webhooks/webhook-sender.js';
import { createDiscordNotifier, createNtfyNotifier, createSlackNotifier, createTelegramNotifier } from './chat-notifiers.js';
import { createEmailNotifier } from './email-notifier.js';
import type { Notifiers } from './notifier.js';
import { createWebhookNotifier } from './webhook-notifier.js';

export interface NotifierOptions {
  /** Every HTTP kind posts through it: one address guard, timeout and per-host queue. */
  sender: WebhookSender;
  mailer: Mailer;
  publicUrl: string;
  telegramApiUrl: string;
}

/** The one place that chooses how each kind of destination is reached. */
export function createNotifiers(options: NotifierOptions): Notifiers {
  return {
    webhook: createWebhookNotifier(options.sender),
    email: createEmailNotifier(options.mailer, options.publicUrl),
    slack: createSlackNotifier(options),
    discord: createDiscordNotifier(options),
    ntfy: createNtfyNotifier(options),
    telegram: createTelegramNotifier(options),
  };
}
