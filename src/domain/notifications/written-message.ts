/** A message worded apart from the default notices (a channel's template, a digest): every kind shows the subject as its title and the body as plain text, escaped in its own markup. */
export interface WrittenMessage {
  subject: string;
  body: string;
  /** Where the message leads in the dashboard: the change, or the monitor list for a digest. */
  link: { url: string; label: string };
  at: number;
}
