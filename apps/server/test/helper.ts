import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { ServerContext } from '../src/context';
import { type Db, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { systemExecutor } from '../src/db/system.repository';
import { seedDemoIfEmpty } from '../src/demo';
import { DEMO_PASSWORD } from '../src/demo/demo-identity';

/** When set (postgres://.../postgres), every test app gets its own fresh PostgreSQL database, dropped afterwards. */
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || null;

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `comptoir_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL! });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL! });
      await c.connect();
      // Let closed pools finish hanging up before dropping: FORCE would kill connections still saying goodbye
      // and their clients would report it as an error.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 50 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the API answered, field by field
export type Json = any;
/** An API answer as tests read it: the status and the body (JSON; any other answer reads as `{ data: <text> }`). */
export interface Answer {
  status: number;
  body: Json;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's own context: its database runs every query through the tenant guard, as in production. */
  ctx: ServerContext;
  /**
   * The same database without the tenant guard (db/system.repository.ts `systemExecutor`), for tests that inspect
   * rows across organisations. Services and routes never see it.
   */
  db: Db;
  /** The test clock: tests may move it. */
  clock: { now: number };
  /** Logs a demo user in (password demo1234) and returns the token. */
  login(username: string, orgId?: number): Promise<string>;
  /** fastify.inject with an optional bearer token. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** One API call (the payload sent when given, as JSON for an object), read as an `Answer`; asserts nothing. */
  call(
    token: string | undefined,
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  close(): Promise<void>;
}

/** The `data` of an answer, as the type the test expects. */
export const data = <T>(res: Answer) => res.body.data as T;

/** `t.call` with one user's token. */
export const caller =
  (t: TestApp, token: string) => (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
    t.call(token, method, url, payload, headers);

export interface TestAppOptions {
  /** Seed the demo organisations and users (default true). */
  demo?: boolean;
  now?: number;
  loginLimits?: { perAccount: number; perAddress: number; windowMs: number };
  /** A built console to serve (default none). */
  webDist?: string;
  /** How long an integration's connection test waits (default 4 s, as in production). */
  integrationTestTimeoutMs?: number;
  /** Any other configuration (storage, printer ports...). */
  config?: Partial<Config>;
}

/** The real app on a real database (SQLite in a temp folder, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-test-'));
  const pgDb = PG_ADMIN_URL ? await freshPostgres() : null;
  const clock = { now: options.now ?? Date.UTC(2026, 10, 18, 11, 0, 0) };
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    {
      databaseUrl: pgDb?.url ?? null,
      jwtSecret: new TextEncoder().encode(randomBytes(32).toString('hex')),
      webDist: options.webDist ?? null,
      loginLimits: options.loginLimits ?? { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
      ...(options.integrationTestTimeoutMs && { integrationTestTimeoutMs: options.integrationTestTimeoutMs }),
      ...options.config,
    },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, now: () => clock.now, logger: false });
  if (options.demo !== false) await seedDemoIfEmpty(ctx);
  await app.ready();

  const request = ({ token, ...opts }: InjectOptions & { token?: string }) =>
    app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    ctx,
    db: systemExecutor(ctx.db),
    clock,
    request,
    async call(token, method, url, payload, headers) {
      const res = await request({
        method,
        url,
        token,
        headers,
        ...(payload !== undefined && { payload: payload as object }),
      });
      const json = res.headers['content-type']?.toString().startsWith('application/json');
      return { status: res.statusCode, body: json ? res.json() : { data: res.body } };
    },
    async login(username, orgId = username === 'shopadmin' ? 2 : 1) {
      const res = await request({
        method: 'POST',
        url: '/api/user/login',
        payload: { orgId, username, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
