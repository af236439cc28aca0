import type { HttpClient } from '../http/http-client.js';
import type { Mailer } from '../mail/mailer.js';
import type { Senders } from './sender.js';
import { createDiscordSender } from './senders/discord.js';
import { createEmailSender } from './senders/email.js';
import { createMatrixSender } from './senders/matrix.js';
import { createNtfySender } from './senders/ntfy.js';
import { createSlackSender } from './senders/slack.js';
import { createTeamsSender } from './senders/teams.js';
import { createTelegramSender } from './senders/telegram.js';
import { createWebhookSender } from './senders/webhook.js';

export interface SenderOptions {
  /** Every HTTP kind sends through it: one address guard, timeout and per-host queue. */
  http: HttpClient;
  mailer: Mailer;
  publicUrl: string;
  telegramApiUrl: string;
}

/** One sender per kind of domain/destinations/registry.ts; the type asks for a line here when a kind is added. */
export function createSenders(options: SenderOptions): Senders {
  return {
    webhook: createWebhookSender(options),
    email: createEmailSender(options),
    slack: createSlackSender(options),
    discord: createDiscordSender(options),
    ntfy: createNtfySender(options),
    telegram: createTelegramSender(options),
    matrix: createMatrixSender(options),
    teams: createTeamsSender(options),
  };
}
