/** A message a channel's template wrote: every kind shows the subject as its title and the body as plain text, escaped in its own markup. */
export interface WrittenMessage {
  subject: string;
  body: string;
  /** The change in the dashboard, which the message links to like the default one does. */
  changeUrl: string;
  at: number;
}
