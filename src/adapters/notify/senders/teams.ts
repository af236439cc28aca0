import { teamsKind } from '../../../domain/destinations/teams.js';
import type { Sender } from '../sender.js';
import type { ChatSenderOptions } from './chat-sender-options.js';
import { postMessageToTarget } from './post-message.js';

/** Incoming webhooks answer 200 "1", Workflows 202 Accepted; a 429 carries Retry-After. */
export function createTeamsSender(options: ChatSenderOptions): Sender<'teams'> {
  return { send: postMessageToTarget(teamsKind, options) };
}
