import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo';

/**
 * The cluster primary's step before forking workers (scripts/start.mjs): migrate the database and seed the demo into
 * an empty one, once, so workers starting together never race to do it.
 */
export async function prepareDatabase(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  if (config.demo) {
    const { app, ctx } = await buildApp({ config, database, logger: false });
    await seedDemoIfEmpty(ctx, {
      activityDays: config.demoDays,
      traffic: config.demoTraffic,
      log: (msg) => console.log(msg),
    });
    await app.close();
  } else await database.close();
}
