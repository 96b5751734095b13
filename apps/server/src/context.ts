import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import type { LoginLimiter } from './lib/login-limiter';
import type { PushBus } from './lib/push-bus';
import type { Tokens } from './lib/tokens';

/** What services need from the running server. Built once in app.ts and passed down; tests build their own. */
export interface ServerContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  tokens: Tokens;
  loginLimiter: LoginLimiter;
  push: PushBus;
  /** The clock (epoch ms). Tests move it; everything that reads "now" reads it here. */
  now: () => number;
}
