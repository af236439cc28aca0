import type { Kysely } from 'kysely';

// A monitor's steps before reading (JSON, secret values sealed inside) and its proxy (the URL
// sealed, beside the masked form answers show, so listing monitors opens no secret).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('steps', 'text').execute();
  await db.schema.alterTable('monitors').addColumn('proxy_sealed', 'text').execute();
  await db.schema.alterTable('monitors').addColumn('proxy_masked', 'text').execute();
}
