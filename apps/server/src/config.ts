import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRINTER_PORTS_DEFAULT } from '@comptoir/shared';
import { DEFAULT_OUTBOUND_NETWORKS, parseNetworkList } from './lib/outbound';

export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file, the generated token secret and uploads. */
  dataDir: string;
  /** postgres://... switches from the embedded SQLite database to PostgreSQL. */
  databaseUrl: string | null;
  /** Seed the demo organisations when the database is empty. */
  demo: boolean;
  /** Days of demo activity before today (DEMO_DAYS, default 60). */
  demoDays: number;
  /** Multiplier of the demo bistro's tickets per day (DEMO_TRAFFIC, default 1). */
  demoTraffic: number;
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
  /** How long an integration's "test connection" waits for the device to answer. */
  integrationTestTimeoutMs: number;
  logLevel: string;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS); null: no e-mail is sent (invoice reminders refused). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of e-mails, "Name <address>". */
  mailFrom: string;
  /** How often the shift auto-close scheduler looks for shifts to close (AUTOCLOSE_INTERVAL_MS, default 60 s). */
  autoCloseIntervalMs: number;
  /** How long a SIGTERM/SIGINT waits for requests under way before the process exits anyway. */
  shutdownGraceMs: number;
  /** Where images and logos live: the local disk (DATA_DIR/images, DATA_DIR/uploads) unless S3_BUCKET is set. */
  storage: StorageConfig;
  /** The TCP ports test prints may go to (PRINTER_PORTS, default 9100-9109): nothing else is reachable that way. */
  printerPorts: number[];
  /**
   * The TCP ports an integration's "test connection" may go to (INTEGRATION_PORTS, default 80, 443, 4100-4102, 8080,
   * 8443: a CashDro's web server, a CCV OPI terminal).
   */
  integrationPorts: number[];
  /**
   * The networks connections made on a user's word may reach (OUTBOUND_NETWORKS, CIDR list, default the private
   * ranges); loopback, link-local, multicast... are refused whatever it says (lib/outbound.ts).
   */
  outboundNetworks: string[];
}

/** The default ports of INTEGRATION_PORTS: HTTP(S) of a CashDro (80, 443, 8080, 8443), the CCV OPI ports 4100-4102. */
export const INTEGRATION_PORTS_DEFAULT = '80,443,4100-4102,8080,8443';

export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** S3_ENDPOINT: null for AWS itself, e.g. http://minio:9000 for a self-hosted server. */
      endpoint: string | null;
      bucket: string;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** S3_FORCE_PATH_STYLE: http://host/bucket/key addresses (MinIO, Garage, s3rver) instead of bucket.host. */
      forcePathStyle: boolean;
    };

const yes = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());

/** S3_BUCKET switches images and logos to S3-compatible storage; the keys come from S3_* or the usual AWS chain. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT || null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: yes(env.S3_FORCE_PATH_STYLE),
  };
}

/** "9100-9109,515": single ports and ranges, each 1..65535; `name` is the setting named in errors. */
export function parsePortList(text: string, name = 'PRINTER_PORTS'): number[] {
  const ports = new Set<number>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to > 65535 || to < from || to - from > 1000) {
      throw new Error(`${name}: "${part}" is not a port or a range such as 9100-9109`);
    }
    for (let port = from; port <= to; port++) ports.add(port);
  }
  if (ports.size === 0) throw new Error(`${name} must name at least one port`);
  return [...ports].sort((a, b) => a - b);
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

/** A number setting: the default when unset, else within [min, max] (a whole number when `integer`), or a clear error. */
function boundedNumber(
  raw: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
  integer: boolean,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max} (got "${raw}")`);
  }
  return value;
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
    demoDays: boundedNumber(env.DEMO_DAYS, 'DEMO_DAYS', 60, 0, 3660, true),
    demoTraffic: boundedNumber(env.DEMO_TRAFFIC, 'DEMO_TRAFFIC', 1, 0.1, 20, false),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginLimits: { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 },
    pushAuthTimeoutMs: 5000,
    integrationTestTimeoutMs: 4000,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    autoCloseIntervalMs: Math.max(100, Number(env.AUTOCLOSE_INTERVAL_MS ?? 60_000) || 60_000),
    shutdownGraceMs: 10_000,
    storage: storageConfig(env),
    printerPorts: parsePortList(env.PRINTER_PORTS || PRINTER_PORTS_DEFAULT),
    integrationPorts: parsePortList(env.INTEGRATION_PORTS || INTEGRATION_PORTS_DEFAULT, 'INTEGRATION_PORTS'),
    outboundNetworks: parseNetworkList(env.OUTBOUND_NETWORKS || DEFAULT_OUTBOUND_NETWORKS),
    ...overrides,
  };
}
