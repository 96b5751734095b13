import { spawnSync } from 'node:child_process';
import { sign } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../src/demo/demo-activity';
import { seedDemoCorrections } from '../src/demo/demo-corrections';
import { seedCreditLunch, seedDemoInvoices } from '../src/demo/demo-invoices';
import { BISTRO, SHOP } from '../src/demo/index';
import { canonicalJson } from '../src/lib/canonical-json';
import { type JournalArchive, journalService, verifyArchive } from '../src/modules/journal';
import { FEC_COLUMNS } from '../src/modules/journal/journal.exports';
import { createTestApp, type TestApp } from './helper';
import { asIntruder, strangerKey, verify } from './journal-helpers';

/**
 * The journal of a seeded demo (past days in bulk, today through the services, invoices and corrections): its
 * closures against the registered tickets, the FEC's structural rules, archives checked offline, and
 * `npm run journal:verify` on the database and on a file.
 */
let t: TestApp;
let admin: string;
const DAYS = 12;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.ctx, { days: DAYS, traffic: 1, log: () => {}, beforeClose: seedCreditLunch });
  await seedDemoInvoices(t.ctx);
  await seedDemoCorrections(t.ctx);
  await journalService.closeDue(t.ctx);
  admin = await t.login('admin');
}, 300_000);
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
};

interface ClosureDto {
  kind: string;
  period: string;
  start: number;
  end: number;
  totals: { tickets: number; total: number; vat: Record<string, { base: number; vat: number; total: number }> };
  grand: { total: number; absolute: number };
}

describe('the demo journal', () => {
  it('is intact, with a closure for every past day equal to the registered tickets of that day', async () => {
    for (const org of [BISTRO, SHOP]) expect((await verify(t, org)).intact).toBe(true);
    const days = (await get('/api/journal/closures?kind=DAY')).json().data as ClosureDto[];
    expect(days.length).toBe(DAY_COUNT_WITH_SALES(days));
    expect(days.length).toBeGreaterThanOrEqual(DAYS - 2);
    for (const d of days.slice(0, 4)) {
      const row = await t.db
        .selectFrom('ticket_vat')
        .select((eb) => [eb.fn.sum<number>('total_cents').as('total'), eb.fn.sum<number>('base_cents').as('base')])
        .where('org_id', '=', BISTRO)
        .where('closed_at', '>=', d.start)
        .where('closed_at', '<', d.end)
        .executeTakeFirstOrThrow();
      expect(d.totals.total).toBe(Number(row.total));
      expect(Object.values(d.totals.vat).reduce((s, v) => s + v.base, 0)).toBe(Number(row.base));
    }
    // Grand totals run from day to day.
    const chrono = [...days].reverse();
    for (let i = 1; i < chrono.length; i++)
      expect(chrono[i]!.grand.total).toBe(chrono[i - 1]!.grand.total + chrono[i]!.totals.total);
  });
});

/** Every day closure has at least one event (days without sales get none). */
function DAY_COUNT_WITH_SALES(days: ClosureDto[]) {
  return days.filter((d) => d.totals.tickets > 0 || d.totals.total !== 0).length;
}

describe('the FEC', () => {
  it('follows the structural rules of Test Compta Demat and reconciles with the closures to the cent', async () => {
    const days = ((await get('/api/journal/closures?kind=DAY')).json().data as ClosureDto[]).reverse();
    const [first, last] = [days[0]!.period, days.at(-1)!.period];
    const res = await get(`/api/export/fec?startDate=${first}&endDate=${last}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="0123456749FEC${last.replaceAll('-', '')}.txt"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    lines.pop();
    expect(lines[0]).toBe(FEC_COLUMNS.join('\t'));
    const rows = lines.slice(1).map((l) => l.split('\t'));
    const col = (r: string[], name: (typeof FEC_COLUMNS)[number]) => r[FEC_COLUMNS.indexOf(name)]!;
    const amount = (s: string) => {
      expect(s).toMatch(/^\d+,\d{2}$/);
      return Number(s.replace(',', '')) as number;
    };
    const byEntry = new Map<string, { debit: number; credit: number; date: string }>();
    let previousNum = 0;
    let previousDate = '';
    for (const r of rows) {
      expect(r).toHaveLength(18);
      for (const name of [
        'JournalCode',
        'JournalLib',
        'EcritureNum',
        'EcritureDate',
        'CompteNum',
        'CompteLib',
        'PieceRef',
        'PieceDate',
        'EcritureLib',
        'ValidDate',
      ] as const)
        expect(col(r, name), name).not.toBe('');
      for (const name of ['EcritureDate', 'PieceDate', 'ValidDate'] as const) {
        const d = col(r, name);
        expect(d).toMatch(/^\d{8}$/);
        expect(Number.isNaN(Date.parse(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`))).toBe(false);
      }
      const num = Number(col(r, 'EcritureNum'));
      // Numbered without gaps, in date order; validated on or after the day booked.
      expect(num === previousNum || num === previousNum + 1).toBe(true);
      expect(col(r, 'EcritureDate') >= previousDate).toBe(true);
      expect(col(r, 'ValidDate') >= col(r, 'EcritureDate')).toBe(true);
      [previousNum, previousDate] = [num, col(r, 'EcritureDate')];
      const [debit, credit] = [amount(col(r, 'Debit')), amount(col(r, 'Credit'))];
      expect(debit === 0 || credit === 0).toBe(true);
      const e = byEntry.get(col(r, 'EcritureNum')) ?? { debit: 0, credit: 0, date: col(r, 'EcritureDate') };
      byEntry.set(col(r, 'EcritureNum'), { debit: e.debit + debit, credit: e.credit + credit, date: e.date });
      expect(col(r, 'EcritureDate')).toBe(e.date);
    }
    expect(byEntry.size).toBe(days.length);
    for (const e of byEntry.values()) expect(e.debit).toBe(e.credit);
    // Sales and VAT accounts (70x / 451x by default in Belgium) add up to the closures' bases and VAT.
    const sum = (prefix: string) =>
      rows
        .filter((r) => col(r, 'CompteNum').startsWith(prefix))
        .reduce((s, r) => s + amount(col(r, 'Credit')) - amount(col(r, 'Debit')), 0);
    const totals = days.map((d) => Object.values(d.totals.vat));
    expect(sum('700')).toBe(totals.flat().reduce((s, v) => s + v.base, 0));
    expect(sum('451')).toBe(totals.flat().reduce((s, v) => s + v.vat, 0));
  });

  it('refuses a bad period with field messages', async () => {
    const res = await t.request({ method: 'GET', url: '/api/export/fec?startDate=2026-13-01&endDate=x', token: admin });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(['startDate', 'endDate']));
  });
});

describe('archives', () => {
  let archive: JournalArchive;
  it('verifies offline, and fails when altered or signed with another key', async () => {
    archive = (await get('/api/journal/archive?year=2026')).json() as JournalArchive;
    expect(archive.entries.length).toBeGreaterThan(100);
    const ok = await verifyArchive(archive, false);
    expect(ok.signatureValid).toBe(true);
    expect(ok.result).toMatchObject({ intact: true, break: null });

    const edited = structuredClone(archive);
    const i = edited.entries.findIndex((e) => e.body.includes('"kind":"TICKET"'));
    edited.entries[i]!.body = edited.entries[i]!.body.replace(/"cents":(\d+)/, '"cents":1$1');
    expect((await verifyArchive(edited, false)).signatureValid).toBe(false);

    // Re-signed whole by someone without the organisation's key: the entries do not verify with the new key.
    const stranger = strangerKey();
    const forged = { ...edited, publicKey: stranger.publicKey } as Partial<JournalArchive>;
    delete forged.signature;
    const bytes = Buffer.from(canonicalJson(forged));
    const resigned = {
      ...forged,
      signature: sign(null, bytes, stranger.privateKey).toString('base64'),
    } as JournalArchive;
    const check = await verifyArchive(resigned, false);
    expect(check.signatureValid).toBe(true);
    expect(check.fingerprint).not.toBe(archive.fingerprint);
    expect(check.result?.break?.reason).toBe('WRONG_SIGNATURE');
  });

  it('is checked by npm run journal:verify -- --archive, exit 0 when intact and 1 when altered', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-archive-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(archive));
    const run = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/journal-verify.ts', '--archive', file], {
        encoding: 'utf8',
        timeout: 100_000,
      });
    const a = run(good);
    expect(a.status, a.stdout + a.stderr).toBe(0);
    expect(a.stdout).toMatch(/intact/);
    const bad = path.join(dir, 'bad.json');
    const altered = structuredClone(archive);
    altered.entries.splice(5, 1);
    writeFileSync(bad, JSON.stringify(altered));
    const b = run(bad);
    expect(b.status).toBe(1);
    expect(b.stdout).toMatch(/BROKEN/);
  }, 240_000);
});

describe('npm run journal:verify on the database', () => {
  it('exits 0 when intact, 1 naming the first broken entry after an edit', async () => {
    const env = {
      ...process.env,
      DATA_DIR: t.ctx.config.dataDir,
      ...(t.ctx.config.databaseUrl ? { DATABASE_URL: t.ctx.config.databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    };
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/journal-verify.ts', '--org', '1'], {
        encoding: 'utf8',
        env,
        timeout: 100_000,
      });
    const a = run();
    expect(a.status, a.stdout + a.stderr).toBe(0);
    const seq = 40;
    const row = await t.db
      .selectFrom('journal_entry')
      .select('body')
      .where('org_id', '=', BISTRO)
      .where('seq', '=', seq)
      .executeTakeFirstOrThrow();
    await asIntruder(t, () =>
      sql`update journal_entry set body = ${row.body.replace('"v":1', '"v":1,"x":0')} where org_id = 1 and seq = ${seq}`.execute(
        t.db,
      ),
    );
    const b = run();
    expect(b.status).toBe(1);
    expect(b.stdout).toMatch(new RegExp(`BROKEN at entry ${seq}: EDITED`));
    await asIntruder(t, () =>
      sql`update journal_entry set body = ${row.body} where org_id = 1 and seq = ${seq}`.execute(t.db),
    );
  }, 240_000);
});
