import type { HttpClient } from '../../http/http-client.js';

/** What the senders of chat services need: the guarded client and the base of links to changes. */
export interface ChatSenderOptions {
  http: HttpClient;
  /** Base of the links to changes in messages. */
  publicUrl: string;
}
