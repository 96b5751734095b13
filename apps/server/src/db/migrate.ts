import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';
import { systemExecutor } from './system.repository';

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    // Migrations change the schema and backfill every organisation's rows: they run unguarded.
    db: systemExecutor(db),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
