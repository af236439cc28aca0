import type { Kysely } from 'kysely';

// The account's own address counts as confirmed once any confirmation link sent to it was
// opened: later e-mail channels to it start confirmed, without another mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'bigint').execute();
}
