import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';

const config = loadConfig();
const database = openDatabase(config);
const applied = await migrateToLatest(database.db);
const { app, ctx } = await buildApp({ config, database, schedule: true });
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.demo)
  await seedDemoIfEmpty(ctx, {
    activityDays: config.demoDays,
    traffic: config.demoTraffic,
    log: (msg) => console.log(msg),
  });
if (!config.webDist) app.log.warn('apps/web/dist is missing: serving the API only (run npm run build)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(
  `\nComptoir is ready on http://localhost:${config.port} (database: ${database.dialect}${config.databaseUrl ? '' : ` in ${config.dataDir}`})` +
    (config.demo
      ? '\nDemo sign-in: organisation 1, admin / demo1234 (see README.md for the other demo users)\n'
      : '\n'),
);
