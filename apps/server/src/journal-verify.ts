import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { asOrgId } from './db/org-id';
import { systemRepository } from './db/system.repository';
import { type JournalArchive, journalService, verifyArchive } from './modules/journal';

/**
 * npm run journal:verify [-- --org N] [-- --archive FILE]: recomputes each organisation's fiscal journal (the chain,
 * every signature, every closure) from the database the server uses (DATA_DIR's SQLite, or DATABASE_URL), or an
 * archive file with no database. Exits 0 when everything is intact, 1 otherwise, naming the first broken entry and
 * why; 2 on a usage error.
 */
const { values } = parseArgs({
  options: { org: { type: 'string' }, archive: { type: 'string' }, help: { type: 'boolean' } },
});

if (values.help) {
  console.log('npm run journal:verify [-- --org N | --archive FILE]');
  process.exit(0);
}

const describe = (r: {
  intact: boolean;
  entries: number;
  closures: number;
  lastSeq: number;
  break: { seq: number; reason: string; detail: string } | null;
}) =>
  r.intact
    ? `intact: ${r.entries} entries, ${r.closures} closures, last entry ${r.lastSeq}`
    : `BROKEN at entry ${r.break!.seq}: ${r.break!.reason} (${r.break!.detail})`;

async function archive(file: string): Promise<boolean> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as JournalArchive;
  const started = Date.now();
  const check = await verifyArchive(parsed);
  console.log(`archive ${file}: organisation ${parsed.organisation?.id}, period ${parsed.period?.label}`);
  console.log(`public key fingerprint ${check.fingerprint} (compare it with the console's Closures page)`);
  if (!check.signatureValid) {
    console.log('BROKEN: the archive signature does not verify (the file was changed after it was made)');
    return false;
  }
  console.log(`${describe(check.result!)} in ${Date.now() - started} ms`);
  return check.result!.intact;
}

async function database(org: number | null): Promise<boolean> {
  const config = loadConfig(process.env, { jwtSecret: new Uint8Array(32) });
  const db = openDatabase(config);
  try {
    const orgs =
      org === null ? (await systemRepository.journalledOrganizations(db.db)).map((o) => o.org_id) : [asOrgId(org)];
    let intact = true;
    for (const id of orgs) {
      const started = Date.now();
      const r = await journalService.verify({ db: db.db, now: Date.now }, id, { parallel: true });
      console.log(`organisation ${id}: ${describe(r)} in ${Date.now() - started} ms`);
      if (r.fingerprint) console.log(`  public key fingerprint ${r.fingerprint}`);
      intact &&= r.intact;
    }
    if (orgs.length === 0) console.log('no organisation has a fiscal journal yet');
    return intact;
  } finally {
    await db.close();
  }
}

const org = values.org === undefined ? null : Number(values.org);
if (org !== null && !(Number.isInteger(org) && org > 0)) {
  console.error('--org takes an organisation id (a positive integer)');
  process.exit(2);
}
const ok = values.archive ? await archive(values.archive) : await database(org);
process.exit(ok ? 0 : 1);
