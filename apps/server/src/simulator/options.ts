import { parseArgs } from 'node:util';

export interface SimulationOptions {
  /** Base URL of a running server, e.g. http://localhost:8080. */
  url: string;
  orgId: number;
  terminals: number;
  /** How long the tills take new tickets; the tickets under way are then finished. */
  seconds: number;
  /** Staff to log in as, round-robin over the terminals (default: the demo staff of the organisation). */
  users?: string[];
  password?: string;
  /** Random pause between two actions of a till, in ms (default 300-1500, so a console left open visibly updates). */
  pauseMs?: [min: number, max: number];
  /** One line per action (default console.log). */
  log?: (line: string) => void;
  /** Aborting stops taking new tickets, like the time running out. */
  signal?: AbortSignal;
  /** Codes the tills apply to about one ticket in five (default: the organisation's demo codes). */
  promoCodes?: string[];
  /** Share of tickets a promo code is tried on (default 0.2). */
  promoChance?: number;
}

/** Promo codes the tills try now and then (see src/demo/demo-catalogue.ts). */
export const DEFAULT_PROMO_CODES: Record<number, string[]> = { 1: ['BIENVENUE10', 'SOFTS3POUR2'] };

/** The demo staff who play the tills (see src/demo/demo-identity.ts). */
export const DEFAULT_USERS: Record<number, string[]> = { 1: ['sophie', 'lucas', 'emma'], 2: ['julie'] };
export const DEFAULT_PASSWORD = 'demo1234';

export const USAGE = `Usage: npm run simulate -- [options]

Plays point-of-sale terminals against a running Comptoir server: each till signs in, registers itself, makes sure a
shift is open, then opens tickets, orders, applies a promo code or voids now and then, takes payments and closes,
until the time is up.

Options:
  --org <id>          organisation id (default 1)
  --terminals <n>     number of tills playing at once (default 3)
  --seconds <s>       how long to take new tickets (default 60)
  --url <url>         server base URL (default http://localhost:8080)
  --users <a,b,...>   staff usernames, round-robin (default: org 1 sophie,lucas,emma; org 2 julie)
  --password <p>      their password (default demo1234)
  --promo <A,B,...>   promo codes tried on one ticket in five (default: org 1 BIENVENUE10,SOFTS3POUR2)
  -h, --help          show this help`;

export class UsageError extends Error {}

function positiveInt(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
  return n;
}

/** Reads the command line; throws UsageError with a message for the user. Returns null for --help. */
export function parseCli(argv: string[]): SimulationOptions | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        org: { type: 'string' },
        terminals: { type: 'string' },
        seconds: { type: 'string' },
        url: { type: 'string' },
        users: { type: 'string' },
        password: { type: 'string' },
        promo: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return null;
  const text = (name: string) => values[name] as string | undefined;
  const seconds = Number(text('seconds') ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
    throw new UsageError('--seconds must be a number of seconds above 0 (at most 86400)');
  }
  const url = text('url') ?? 'http://localhost:8080';
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error();
  } catch {
    throw new UsageError(`--url must be an http(s) URL, e.g. http://localhost:8080 (got "${url}")`);
  }
  const users = text('users')
    ?.split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (users && users.length === 0) throw new UsageError('--users needs at least one username');
  return {
    url,
    orgId: positiveInt('org', text('org'), 1, 2 ** 31 - 1),
    terminals: positiveInt('terminals', text('terminals'), 3, 50),
    seconds,
    users,
    password: text('password'),
    promoCodes: text('promo')
      ?.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

/** The staff for each terminal, round-robin; throws when the organisation has no default staff. */
export function staffFor(options: SimulationOptions): string[] {
  const users = options.users?.length ? options.users : DEFAULT_USERS[options.orgId];
  if (!users?.length) {
    throw new UsageError(`Organisation ${options.orgId} has no demo staff: pass --users name1,name2`);
  }
  return Array.from({ length: options.terminals }, (_, i) => users[i % users.length]!);
}
