import { sql, type Kysely } from 'kysely';
import { conditionFromThreshold, type LegacyThreshold } from '../../domain/conditions/legacy-threshold.js';

interface StoredInterpretation {
  threshold?: LegacyThreshold | null;
  [field: string]: unknown;
}

// A monitor's condition (JSON {kind, amount?, currency?, text?}; null alerts by sensitivity). An
// intent's price threshold was kept inside its interpretation: it becomes the interpretation's
// `condition` and the monitor's, so monitors made before alert exactly as they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('condition', 'text').execute();
  const rows = await sql<{ id: string; interpretation: string }>`select id, interpretation from monitors where interpretation like '%"threshold"%'`.execute(db);
  for (const row of rows.rows) {
    const { threshold = null, ...rest } = JSON.parse(row.interpretation) as StoredInterpretation;
    const condition = threshold === null ? null : conditionFromThreshold(threshold);
    const interpretation = JSON.stringify({ ...rest, condition });
    await sql`update monitors set interpretation = ${interpretation}, condition = ${condition === null ? null : JSON.stringify(condition)} where id = ${row.id}`.execute(db);
  }
}
