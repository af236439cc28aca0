/** A webhook endpoint of a user; its secrets are kept sealed (secret-box.ts). */
export interface Webhook {
  id: string;
  user_id: string;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: number | null;
  /** JSON array of monitor ids this webhook is limited to; null: every monitor of its owner. */
  monitor_ids: string | null;
  /** 1 while it receives events, 0 once deactivated. */
  active: number;
  created_at: number;
  updated_at: number;
}
