import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zonedTime } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { systemExecutor } from '../src/db/system.repository';
import { BISTRO } from '../src/demo/index';
import { orgDb } from '../src/lib/org-db';
import { rollupsRepository } from '../src/modules/rollups';
import { createTestApp } from './helper';
import { productId, terminal } from './pos-helpers';

/** The command that rebuilds the statistics rollups (src/rollups-rebuild.ts; rollups.test.ts: the rollups themselves). */
describe('npm run rollups:rebuild', () => {
  it('rebuilds the rollups of an embedded SQLite database and says what it rebuilt', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-rollups-'));
    try {
      const app = await createTestApp({
        now: zonedTime('Europe/Brussels', 2026, 11, 18, 12, 0),
        config: { dataDir, databaseUrl: null },
      });
      const till = terminal(app, await app.login('admin'));
      expect((await till.openShift(100)).status).toBe(200);
      const opened = await till.openAccount({ kind: 'TAKEAWAY' });
      const id = opened.body.data.clientAccountId as number;
      expect(
        (await till.addLines(id, [{ productId: await productId(app, BISTRO, 'Espresso'), units: 2 }])).status,
      ).toBe(200);
      const before = await rollupsRepository.rows(orgDb(app.ctx.db, BISTRO), 'rollup_account_vat_day');
      expect(before.length).toBeGreaterThan(0);
      await app.db.deleteFrom('rollup_account_vat_day').execute();
      await app.close();

      const run = promisify(execFile);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/rollups-rebuild.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      });
      expect(stdout).toMatch(/organisation 1: rollups rebuilt over \d+ day/);
      expect(stdout).toMatch(/Rebuilt the statistics rollups of \d+ organisation\(s\) \(SQLite/);

      const database = openDatabase({ databaseUrl: null, dataDir });
      try {
        const after = await systemExecutor(database.db)
          .selectFrom('rollup_account_vat_day')
          .selectAll()
          .where('org_id', '=', BISTRO)
          .execute();
        expect(after.map((r) => ({ ...r }))).toEqual(before);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
