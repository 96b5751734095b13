/**
 * The fiscal journal (issue 24): how long verifying a large journal takes, and what appending costs.
 *
 * 1. Verification: BENCH_JOURNAL_EVENTS (default 1,000,000) ticket events of one organisation are journalled in a
 *    temporary SQLite database, 2,000 a day, each day closed (closures interleaved as the scheduler makes them), then
 *    the whole journal is verified as `npm run journal:verify` does (chain, every Ed25519 signature on worker threads,
 *    every closure recomputed). Goal: under 60 s for 1,000,000 events. Baseline in the same process: reading the same
 *    entries page by page with no check (the floor of any verification).
 * 2. Append cost: N ticket events appended one transaction each (what closing a ticket adds), against the same
 *    transactions inserting a row of the same size into a plain table (the cost of any write of that size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { systemExecutor } from '../apps/server/src/db/system.repository';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { BISTRO } from '../apps/server/src/demo/index';
import { orgDb } from '../apps/server/src/lib/org-db';
import { journalService } from '../apps/server/src/modules/journal';
import { closeDuePeriods } from '../apps/server/src/modules/journal/journal.closures';
import { journalPages } from '../apps/server/src/modules/journal/journal.service';
import { writeBenchResult } from './results';

const EVENTS = Number(process.env.BENCH_JOURNAL_EVENTS ?? 1_000_000);
const PER_DAY = 2000;
const APPENDS = Number(process.env.BENCH_JOURNAL_APPENDS ?? 2000);
const GOAL_SECONDS = 60;
const DAY_MS = 86_400_000;
const START = Date.UTC(2024, 0, 1, 9, 0);

/** A ticket as the till journals it: 3 lines at two rates, a card payment. */
function ticket(i: number, at: number) {
  const lines = [
    { name: 'Espresso', product: 1, units: 2000, unit: 250, cents: 500, vatBp: 1200 },
    { name: 'Croissant', product: 2, units: 1000, unit: 180, cents: 180, vatBp: 600 },
    { name: 'Water', product: 3, units: 1000, unit: 300, cents: 300, vatBp: 2100 },
  ];
  return {
    kind: 'TICKET' as const,
    at,
    data: {
      ticket: i,
      shift: 1,
      user: 1,
      kind: 'TAKEAWAY',
      openedAt: at - 60_000,
      closedAt: at,
      lines,
      vat: [
        { vatBp: 600, base: 170, vat: 10, total: 180 },
        { vatBp: 1200, base: 446, vat: 54, total: 500 },
        { vatBp: 2100, base: 248, vat: 52, total: 300 },
      ],
      payments: [{ type: 'CARD', tx: 'PAYMENT', cents: 980 }],
      total: 980,
    },
  };
}

export default async function journalBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-journal-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { jwtSecret: new Uint8Array(32).fill(7) },
  );
  const database = openDatabase(config);
  const ctx = { config, db: database.db, now: () => Date.now() };
  try {
    await migrateToLatest(database.db);
    // biome-ignore lint/suspicious/noExplicitAny: the seed needs only the database and the clock here
    await seedDemoIfEmpty(ctx as any);

    // 1. A large journal, closed day by day.
    const t0 = performance.now();
    let made = 0;
    for (let day = 0; made < EVENTS; day++) {
      const dayStart = START + day * DAY_MS;
      const n = Math.min(PER_DAY, EVENTS - made);
      const events = Array.from({ length: n }, (_, k) => ticket(made + k, dayStart + k * 20_000));
      await database.db.transaction().execute(async (trx) => {
        await journalService.append(orgDb(trx, BISTRO), ctx, events);
        await closeDuePeriods(orgDb(trx, BISTRO), ctx, 'Europe/Brussels', dayStart + DAY_MS + 3_600_000);
      });
      made += n;
      if (day % 50 === 0) console.log(`  journalled ${made} events`);
    }
    const buildSeconds = (performance.now() - t0) / 1000;
    const entries = Number(
      (
        await sql<{ n: number }>`select count(*) as n from journal_entry where org_id = 1`.execute(
          systemExecutor(database.db),
        )
      ).rows[0]!.n,
    );
    const r0 = performance.now();
    let read = 0;
    for await (const page of journalPages(orgDb(database.db, BISTRO))) read += page.length;
    const readSeconds = (performance.now() - r0) / 1000;
    const v0 = performance.now();
    const result = await journalService.verify(ctx, BISTRO, { parallel: true });
    const verifySeconds = (performance.now() - v0) / 1000;
    if (!result.intact || read !== entries)
      throw new Error(`bench journal not intact: ${JSON.stringify(result.break)}`);

    // 2. Append cost, one transaction per ticket, against a plain insert of the same size.
    await sql`create table bench_plain (id integer primary key, body text not null)`.execute(
      systemExecutor(database.db),
    );
    const body = JSON.stringify(ticket(0, START).data);
    const a0 = performance.now();
    for (let i = 0; i < APPENDS; i++)
      await database.db
        .transaction()
        .execute((trx) => journalService.append(orgDb(trx, BISTRO), ctx, [ticket(i, Date.now())]));
    const appendMs = (performance.now() - a0) / APPENDS;
    const p0 = performance.now();
    for (let i = 0; i < APPENDS; i++)
      await database.db
        .transaction()
        .execute((trx) => sql`insert into bench_plain (body) values (${body})`.execute(systemExecutor(trx)));
    const plainMs = (performance.now() - p0) / APPENDS;

    console.log(
      [
        `journal of ${entries} entries (${EVENTS} events and their closures) written in ${buildSeconds.toFixed(1)} s`,
        `read page by page: ${readSeconds.toFixed(1)} s; verified (chain, signatures on ${os.availableParallelism()} threads, closures): ${verifySeconds.toFixed(1)} s (goal < ${GOAL_SECONDS} s for 1,000,000 events); ratio verify/read ${(verifySeconds / readSeconds).toFixed(1)}`,
        `append of one ticket event: ${appendMs.toFixed(3)} ms per transaction, against ${plainMs.toFixed(3)} ms for a plain insert of the same size (x${(appendMs / plainMs).toFixed(2)}; +${(appendMs - plainMs).toFixed(3)} ms per ticket)`,
      ].join('\n'),
    );
    writeBenchResult(
      'journal',
      { events: EVENTS, entries, buildSeconds, readSeconds, verifySeconds, appendMs, plainMs },
      `${entries} entries verified in ${verifySeconds.toFixed(1)} s (read alone ${readSeconds.toFixed(1)} s); append +${(appendMs - plainMs).toFixed(3)} ms per ticket over a plain insert`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
