import { slackKind } from '../../../domain/destinations/slack.js';
import { withNotice } from '../read-change-event.js';
import type { Sender } from '../sender.js';
import { readServiceAnswer, sendJson } from '../service-answer.js';
import type { ChatSenderOptions } from './chat-sender-options.js';

/** Slack incoming webhooks answer 200 "ok"; a 429 carries Retry-After. */
export function createSlackSender({ http, publicUrl }: ChatSenderOptions): Sender<'slack'> {
  return {
    send: (destination, event) =>
      withNotice(event, publicUrl, async (notice) =>
        readServiceAnswer(await sendJson(http, slackKind.writeTarget(destination.parts), slackKind.formatMessage(notice, destination.parts))),
      ),
  };
}
