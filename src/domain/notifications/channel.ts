/** A notification channel of a user (e-mail, Slack, Discord, ntfy, Telegram); its target is kept sealed. */
export interface Channel {
  id: string;
  user_id: string;
  /** One of CHANNEL_TYPES. */
  type: string;
  name: string;
  target_sealed: string;
  /** What responses show instead of the target. */
  target_masked: string;
  /** JSON array of monitor ids this channel is limited to; null: every monitor of its owner. */
  monitor_ids: string | null;
  /** null while an e-mail address other than the account's own has not confirmed. */
  confirmed_at: number | null;
  confirm_token_hash: string | null;
  created_at: number;
  updated_at: number;
}
