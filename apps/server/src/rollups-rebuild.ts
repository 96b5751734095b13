import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { rebuildRollups } from './modules/rollups';

/**
 * npm run rollups:rebuild: recomputes every organisation's statistics rollups from the raw tickets, lines and payments
 * (docs/decisions.md, "Statistics from rollups"), in one transaction. The embedded SQLite database of DATA_DIR by
 * default, PostgreSQL when DATABASE_URL is set (as the server). Safe while the server runs: the till writes wait for
 * the transaction.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    const reports = await rebuildRollups(database.db);
    for (const r of reports) console.log(`organisation ${r.orgId}: rollups rebuilt over ${r.days} day(s)`);
    const where = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    console.log(
      `Rebuilt the statistics rollups of ${reports.length} organisation(s) (${where}) in ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
  }
}

await main();
