import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { DatabaseHandle } from './db/database';
import { JOB_LOCKS, runExclusive } from './lib/exclusive';
import { DatabaseLoginLimiter, MemoryLoginLimiter } from './lib/login-limiter';
import { createLocalBus, createPostgresBus, type PushBus } from './lib/push-bus';
import { directUploadOrigins } from './lib/storage';
import { createTokens } from './lib/tokens';
import { modules, upcalls } from './modules';
import { journalService } from './modules/journal';
import { shiftsService } from './modules/shifts/shifts.service';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';

/** The largest JSON body any route takes (1 MB). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => number;
  logger?: boolean;
  /** Check shift auto-close every minute (off in tests, which call the service with their own clock). */
  schedule?: boolean;
}

export interface App {
  app: FastifyInstance;
  ctx: ServerContext;
}

/** Plugin order: infrastructure -> auth (tenant scope, abilities) -> modules -> console. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const now = opts.now ?? Date.now;
  const push: PushBus = config.databaseUrl
    ? await createPostgresBus(config.databaseUrl, (err) => console.error('push bus error', err))
    : createLocalBus();
  const ctx: ServerContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    tokens: createTokens(config.jwtSecret, config.tokenTtlSeconds, now),
    // Several processes share PostgreSQL, so they share its failure counters; SQLite is one process (memory).
    loginLimiter:
      database.dialect === 'postgres'
        ? new DatabaseLoginLimiter(database.db, config.loginLimits, now)
        : new MemoryLoginLimiter(config.loginLimits, now),
    push,
    now,
    upcalls,
  };

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    // Request bodies: 1 MB for JSON (every route); the upload routes raise their own to the 2 MB image limit
    // (images PUT, org logo). Larger bodies answer 413 PAYLOAD_TOO_LARGE in the error envelope (docs/operations.md).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure
  await app.register(errorsPlugin);
  // Helmet's headers on every answer (plugins/security-headers.ts, helmet built once).
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // Uploads to an S3 bucket go straight from the console to the bucket (lib/storage.ts).
          connectSrc: ["'self'", 'ws:', 'wss:', ...directUploadOrigins(config.storage)],
          fontSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  });
  // API answers over 1 KB are compressed (brotli or gzip, by Accept-Encoding). The push socket is not a reply to
  // compress: its routes opt out (the console's static files come pre-compressed from the build, see plugins/web.ts).
  // A GET or HEAD body is never read (Fastify parses no body for them): no request decompression hook either.
  app.addHook('onRoute', (route) => {
    if (route.websocket) route.compress = false;
    if (route.method === 'GET' || route.method === 'HEAD') route.decompress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // On close (SIGTERM), every push socket is told 1001 "going away" so consoles reconnect to another process.
  await app.register(websocket, {
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1001, 'going away');
      app.websocketServer.close(() => done());
    },
  });
  await app.register(docsPlugin);
  app.addHook('onClose', async () => {
    await push.close();
    await database.close();
  });
  if (opts.schedule) {
    // One process at a time closes shifts (an advisory lock on PostgreSQL, see lib/exclusive.ts).
    // Then the fiscal closures of the days, months and years that ended (modules/journal), also in one process.
    const timer = setInterval(() => {
      runExclusive(database.db, database.dialect, JOB_LOCKS.shiftAutoClose, () => shiftsService.autoCloseDue(ctx))
        .then((orgs) => orgs?.length && app.log.info({ orgs }, 'shifts closed automatically'))
        .catch((err) => app.log.error({ err }, 'shift auto-close failed'))
        .then(() =>
          runExclusive(database.db, database.dialect, JOB_LOCKS.fiscalClosures, () => journalService.closeDue(ctx)),
        )
        .then((orgs) => orgs?.length && app.log.info({ orgs }, 'fiscal closures made'))
        .catch((err) => app.log.error({ err }, 'fiscal closures failed'));
    }, config.autoCloseIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // Auth: tenant scope and ability guard for every route after this line.
  await app.register(authPlugin, { ctx });

  // Feature modules under /api.
  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod.routes, { ctx });
    },
    { prefix: '/api' },
  );

  // The console, with SPA fallback.
  await app.register(webPlugin, { webDist: config.webDist });
  return { app, ctx };
}
