import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file, the generated token secret and uploads. */
  dataDir: string;
  /** postgres://... switches from the embedded SQLite database to PostgreSQL. */
  databaseUrl: string | null;
  /** Seed the demo organisations when the database is empty. */
  demo: boolean;
  jwtSecret: Uint8Array;
  /** Lifetime of a session token. */
  tokenTtlSeconds: number;
  /** Folder of the built console (apps/web/dist); null serves the API only. */
  webDist: string | null;
  /** Origins allowed to open the push socket, besides the server's own host. */
  allowedOrigins: string[];
  loginLimits: { perAccount: number; perAddress: number; windowMs: number };
  /** How long a push socket may stay open before it authenticates (docs: document 1, push). */
  pushAuthTimeoutMs: number;
  logLevel: string;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS); null: no e-mail is sent (invoice reminders refused). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of e-mails, "Name <address>". */
  mailFrom: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const DEFAULT_MAIL_FROM = 'Comptoir <no-reply@localhost>';

/**
 * The token secret comes from JWT_SECRET, or is generated once and kept in DATA_DIR/jwt-secret (mode 600), so it
 * survives restarts without ever being a constant in the code.
 */
export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    demo: !['off', 'false', '0', 'no'].includes((env.DEMO ?? 'on').toLowerCase()),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginLimits: { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 },
    pushAuthTimeoutMs: 5000,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    ...overrides,
  };
}
