import type { OrgDb } from '../src/lib/org-db';
import { ROLLUP_TABLES, type RollupTable, rollupsRepository } from '../src/modules/rollups';

/** Every rollup row of an organisation whose amounts are not all zero, in a stable order. */
export async function rollupRows(org: OrgDb) {
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(ROLLUP_TABLES) as RollupTable[]) {
    const rows = await rollupsRepository.rows(org, table);
    out[table] = rows
      .filter((r) =>
        Object.entries(r).some(
          ([k, v]) =>
            typeof v === 'number' &&
            k !== 'org_id' &&
            v !== 0 &&
            !(ROLLUP_TABLES[table] as readonly string[]).includes(k),
        ),
      )
      .map((r) => JSON.stringify(r, Object.keys(r).sort()))
      .sort();
  }
  return out;
}
