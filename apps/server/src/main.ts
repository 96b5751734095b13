import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './demo';

const config = loadConfig();
const database = openDatabase(config);
// In a cluster the primary process migrated and seeded before forking the workers (scripts/start.mjs).
const prepared = process.env.COMPTOIR_PREPARED === '1';
const applied = prepared ? [] : await migrateToLatest(database.db);
const { app, ctx } = await buildApp({ config, database, schedule: true });
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.demo && !prepared)
  await seedDemoIfEmpty(ctx, {
    activityDays: config.demoDays,
    traffic: config.demoTraffic,
    log: (msg) => console.log(msg),
  });
if (!config.webDist) app.log.warn('apps/web/dist is missing: serving the API only (run npm run build)');

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from Ctrl-C): the server stops accepting connections,
 * push sockets are closed with 1001 "going away", requests under way finish, then the bus and the database close
 * and the process exits 0. Requests still running after `shutdownGraceMs` (10 s) are cut and the process exits 1.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing (waiting up to ${config.shutdownGraceMs / 1000} s for requests under way)`);
    const deadline = setTimeout(() => {
      app.log.error('requests still running after the grace period: exiting anyway');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownGraceMs);
    deadline.unref();
    // A keep-alive connection whose request finishes during the close would be kept up to 5 s more: hang up on
    // connections as soon as they are idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(
  `\nComptoir is ready on http://localhost:${config.port} (database: ${database.dialect}${config.databaseUrl ? '' : ` in ${config.dataDir}`})` +
    (config.demo
      ? '\nDemo sign-in: organisation 1, admin / demo1234 (see README.md for the other demo users)\n'
      : '\n'),
);
