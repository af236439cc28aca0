/** A user account as services and presenters see it (the password hash stays in storage). */
export interface User {
  id: string;
  email: string;
  tier: string;
  trial_ends_at: number;
  created_at: number;
}

/** An API key; the key itself is shown once at creation and only its hash is kept. */
export interface ApiKey {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}
