/**
 * The crash test (`npm run test:crash`): nothing the server acknowledged is lost, and nothing happens twice.
 *
 * 200 simulated tills (src/simulator: the same ticket play as `npm run simulate`, money calls with Idempotency-Keys)
 * take tickets against a real server process. At a random moment the process is killed with SIGKILL (no shutdown
 * at all) and started again; the tills keep retrying what got no answer, with the same keys, until it is back.
 * Afterwards, in the database:
 * - every acknowledged money call's key is stored (acknowledged means committed);
 * - every account's payments are exactly the payments the tills were told were taken (none lost, none twice), and
 *   as many accounts and payments exist as distinct keys acknowledged them (no key had two effects);
 * - every closed account's payments (less change) equal its lines' total and the total the close answered;
 * - the shift's expected cash equals its opening cash plus the cash the tills took, less change.
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set. Exit code 1 on any failure.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientAccount, LoginResponse } from '@comptoir/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { systemExecutor } from '../../src/db/system.repository';
import { seedDemoIfEmpty } from '../../src/demo';
import { BISTRO } from '../../src/demo/index';
import { createRandom } from '../../src/demo/random';
import { type Acknowledged, createApi } from '../../src/simulator/api';
import { DEFAULT_PASSWORD } from '../../src/simulator/options';
import { type PlayContext, playTicket } from '../../src/simulator/play';
import { cents, emptyStats, type Terminal } from '../../src/simulator/terminal';
import { type Catalogue, prepareCatalogue } from '../../src/simulator/ticket';
import { freshPostgres } from '../helper';
import { type ServerProcess, startServer } from '../process-helpers';

const TILLS = Number(process.env.CRASH_TILLS ?? 200);
const PLAY_MS = Number(process.env.CRASH_PLAY_MS ?? 20_000);
const STAFF = ['sophie', 'lucas', 'emma'];
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Outcome {
  database: string;
  ok: boolean;
  failures: string[];
  facts: Record<string, number | string>;
}

async function runOn(kind: 'sqlite' | 'postgres'): Promise<Outcome> {
  const started = Date.now();
  const say = (line: string) => console.log(`[${kind} ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-crash-'));
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  };
  const config = loadConfig({ ...env, DEMO: 'off', LOG_LEVEL: 'silent' });
  const database = openDatabase(config);
  let server: ServerProcess | null = null;
  try {
    await migrateToLatest(database.db);
    const seeded = await buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
    await seedDemoIfEmpty(seeded.ctx);
    await seeded.app.close();

    server = await startServer(env, 60_000);
    env.PORT = String(server.port);
    say(`server up on ${server.url}`);

    const acks: Acknowledged[] = [];
    const policy = { patienceMs: 90_000, delayMs: 250, onAcknowledged: (a: Acknowledged) => acks.push(a) };
    let retried = 0;
    const api = createApi(server.url, () => retried++, undefined, policy);
    const tokens = new Map<string, string>();
    for (const username of [...STAFF, 'admin']) {
      const session = await api.post<LoginResponse>('/user/login', {
        orgId: BISTRO,
        username,
        password: DEFAULT_PASSWORD,
      });
      tokens.set(username, session.token);
    }
    const admin = api.withToken(tokens.get('admin')!);
    await admin.post('/shift', { currentCash: '150.00' }, { idempotent: true });
    const catalogue = await admin.get<Catalogue>('/terminal/catalogue');

    const terminals: Terminal[] = Array.from({ length: TILLS }, (_, i) => {
      const username = STAFF[i % STAFF.length]!;
      return {
        n: i + 1,
        username,
        api: api.withToken(tokens.get(username)!),
        catalogue,
        kitchenMessages: [],
        clockedIn: false,
        log: () => {},
        stats: emptyStats(),
      };
    });
    const rnd = createRandom(Number.parseInt(randomBytes(4).toString('hex'), 16));
    const killAt = 3000 + Math.floor(Math.random() * (PLAY_MS - 8000));
    const deadline = Date.now() + PLAY_MS;
    const errors: string[] = [];
    const shared = { claimedTables: new Set<number>() };

    // The crash: SIGKILL at a random moment of the play, then the same command again (as a supervisor would).
    const crash = (async () => {
      await sleep(killAt);
      const before = acks.length;
      server!.kill('SIGKILL');
      await server!.exited;
      say(`server killed with SIGKILL after ${before} acknowledged calls; starting it again`);
      server = await startServer(env, 60_000);
      say('server up again');
    })();

    await Promise.all(
      terminals.map(async (t) => {
        const ctx: PlayContext = {
          rnd,
          cat: prepareCatalogue(t.catalogue),
          shared,
          pause: () => sleep(20 + Math.floor(Math.random() * 180)),
          promo: { codes: ['BIENVENUE10', 'SOFTS3POUR2'], chance: 0.2 },
        };
        t.log = (line) => {
          if (line.includes('ERROR') || line.includes('left open')) errors.push(line);
        };
        await sleep(Math.floor(Math.random() * 500));
        while (Date.now() < deadline) await playTicket(t, ctx);
      }),
    );
    await crash;
    say(`tills done: ${acks.length} acknowledged calls`);

    // The tills' own record: what they were told.
    const paymentAcks = acks.filter((a) => /^\/terminal\/accounts\/\d+\/payments$/.test(a.path));
    const openAcks = acks.filter((a) => a.path === '/terminal/accounts' && a.method === 'POST');
    const closeAcks = acks.filter((a) => /^\/terminal\/accounts\/\d+\/close$/.test(a.path));
    const idempotentAcks = acks.filter((a) => a.idempotencyKey);
    const tillPayments = new Map<number, string[]>();
    let tillCashNet = 0;
    for (const a of paymentAcks) {
      const { paymentType, amountPaid } = a.body as { paymentType: string; amountPaid: string };
      const data = a.data as { changeReturned: number; account: ClientAccount };
      const id = data.account.clientAccountId;
      const paid = cents(Number(amountPaid));
      const change = cents(data.changeReturned);
      tillPayments.set(id, [...(tillPayments.get(id) ?? []), `${paymentType} ${paid} ${change}`].sort());
      if (paymentType === 'CASH') tillCashNet += paid - change;
    }

    // Close the shift with the cash the tills say they hold; then stop the server and look at the database.
    const shiftClose = await admin
      .post<unknown>('/terminal/shift/close', { currentCash: ((15000 + tillCashNet) / 100).toFixed(2) })
      .catch((err: Error) => err);
    server.kill('SIGTERM');
    const exitCode = await server.exited;

    const db = systemExecutor(database.db);
    const failures: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(what);
    };
    check(!(shiftClose instanceof Error), `the shift closes: ${(shiftClose as Error).message}`);
    check(exitCode === 0, `the restarted server exits 0 on SIGTERM (got ${exitCode})`);

    const keys = new Set(
      (await db.selectFrom('idempotency_key').select('key').where('org_id', '=', BISTRO).execute()).map((r) => r.key),
    );
    const lostKeys = idempotentAcks.filter((a) => !keys.has(a.idempotencyKey!));
    check(lostKeys.length === 0, `${lostKeys.length} acknowledged calls have no stored Idempotency-Key`);

    const payments = await db
      .selectFrom('payment_transaction')
      .select(['client_account_id', 'payment_type', 'amount_paid_cents', 'amount_returned_cents', 'reversed_at'])
      .where('org_id', '=', BISTRO)
      .execute();
    const dbPayments = new Map<number, string[]>();
    for (const p of payments) {
      const line = `${p.payment_type} ${p.amount_paid_cents} ${p.amount_returned_cents}`;
      dbPayments.set(p.client_account_id, [...(dbPayments.get(p.client_account_id) ?? []), line].sort());
    }
    const paymentKeys = new Set(paymentAcks.map((a) => a.idempotencyKey));
    check(
      payments.length === paymentKeys.size,
      `${payments.length} payments stored for ${paymentKeys.size} acknowledged payment keys`,
    );
    const accountIds = new Set([...tillPayments.keys(), ...dbPayments.keys()]);
    const mismatched = [...accountIds].filter(
      (id) => JSON.stringify(tillPayments.get(id) ?? []) !== JSON.stringify(dbPayments.get(id) ?? []),
    );
    check(mismatched.length === 0, `${mismatched.length} accounts whose payments differ from the acknowledged ones`);
    for (const id of mismatched.slice(0, 5)) {
      failures.push(`  account ${id}: tills ${tillPayments.get(id)} / database ${dbPayments.get(id)}`);
    }

    const accounts = await db
      .selectFrom('client_account')
      .select(['id', 'status'])
      .where('org_id', '=', BISTRO)
      .execute();
    const openKeys = new Set(openAcks.map((a) => a.idempotencyKey));
    check(accounts.length === openKeys.size, `${accounts.length} accounts stored for ${openKeys.size} opening keys`);
    const stillOpen = accounts.filter((a) => a.status === 'OPEN');
    check(stillOpen.length === 0, `${stillOpen.length} accounts left open`);

    const lineTotals = new Map(
      (
        await db
          .selectFrom('ordered_product')
          .select(['client_account_id', (eb) => eb.fn.sum<number>('charged_cents').as('total')])
          .where('org_id', '=', BISTRO)
          .where('reversed_at', 'is', null)
          .groupBy('client_account_id')
          .execute()
      ).map((r) => [r.client_account_id, Number(r.total)]),
    );
    const closedTotals = new Map<number, number>();
    for (const a of closeAcks) {
      const account = a.data as ClientAccount;
      closedTotals.set(account.clientAccountId, cents(account.totalData.total));
    }
    let unreconciled = 0;
    for (const a of accounts.filter((x) => x.status === 'CLOSED')) {
      const net = payments
        .filter((p) => p.client_account_id === a.id && p.reversed_at === null)
        .reduce((s, p) => s + p.amount_paid_cents - p.amount_returned_cents, 0);
      const lines = lineTotals.get(a.id) ?? 0;
      const answered = closedTotals.get(a.id);
      if (net !== lines || (answered !== undefined && answered !== lines)) {
        unreconciled++;
        if (unreconciled <= 5)
          failures.push(`  account ${a.id}: paid ${net}, lines ${lines}, close answered ${answered}`);
      }
    }
    check(unreconciled === 0, `${unreconciled} closed accounts whose payments do not equal their total`);
    const closedWithoutAck = accounts.filter((a) => a.status === 'CLOSED' && !closedTotals.has(a.id)).length;
    check(closedWithoutAck === 0, `${closedWithoutAck} accounts closed without an acknowledged close`);

    const shift = await db
      .selectFrom('shift')
      .select(['start_cash', 'expected_cash', 'end_cash', 'end_timestamp'])
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    check(shift.end_timestamp !== null, 'the shift is closed');
    check(
      shift.expected_cash === shift.start_cash + tillCashNet,
      `shift expected cash ${shift.expected_cash} = opening ${shift.start_cash} + cash taken ${tillCashNet}`,
    );
    check(shift.end_cash === shift.expected_cash, `counted cash ${shift.end_cash} = expected ${shift.expected_cash}`);

    const tickets = terminals.reduce((s, t) => s + t.stats.tickets, 0);
    check(tickets > 0, 'tickets were taken');
    check(retried > 0, 'calls were cut by the crash and retried');
    const facts = {
      tills: TILLS,
      'killed after (ms of play)': killAt,
      tickets,
      'acknowledged calls': acks.length,
      'calls retried (no answer: crash or restart)': retried,
      accounts: accounts.length,
      payments: payments.length,
      'till errors (retried tickets settled)': errors.length,
      'run time (s)': Number(((Date.now() - started) / 1000).toFixed(1)),
    };
    for (const line of errors.slice(0, 5)) say(`till: ${line}`);
    return { database: kind, ok: failures.length === 0, failures, facts };
  } finally {
    if (server && server.proc.exitCode === null && server.proc.signalCode === null) server.kill('SIGKILL');
    await database.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function main(argv: string[]): Promise<number> {
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (pgUrl && !process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = pgUrl;
  const only = argv.find((a) => a === 'sqlite' || a === 'postgres');
  const kinds = only ? [only] : pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  if (!pgUrl && kinds.includes('postgres')) {
    console.error('PostgreSQL run asked without TEST_DATABASE_URL or DATABASE_URL');
    return 1;
  }
  if (!pgUrl) console.log('No TEST_DATABASE_URL or DATABASE_URL: SQLite only');
  let ok = true;
  for (const kind of kinds as ('sqlite' | 'postgres')[]) {
    const outcome = await runOn(kind);
    console.log(`\nCrash test on ${kind}: ${outcome.ok ? 'PASSED' : 'FAILED'}`);
    for (const [k, v] of Object.entries(outcome.facts)) console.log(`  ${k}: ${v}`);
    for (const f of outcome.failures) console.log(`  FAILED: ${f}`);
    ok &&= outcome.ok;
  }
  return ok ? 0 : 1;
}
