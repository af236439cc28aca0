import { slackKind } from '../../../domain/destinations/slack.js';
import type { Sender } from '../sender.js';
import type { ChatSenderOptions } from './chat-sender-options.js';
import { postMessageToTarget } from './post-message.js';

/** Slack incoming webhooks answer 200 "ok"; a 429 carries Retry-After. */
export function createSlackSender(options: ChatSenderOptions): Sender<'slack'> {
  return { send: postMessageToTarget(slackKind, options) };
}
