import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from './config';

export type BackupResult = { kind: 'sqlite'; file: string; bytes: number } | { kind: 'postgres'; command: string };

/** 2026-11-25T19-32-10Z: sorts by time and is a valid file name everywhere. */
export const backupStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * `npm run backup [target]`. SQLite: a consistent copy taken with SQLite's online backup API while the server keeps
 * running (writes go on; the copy is one committed state), into DATA_DIR/backups/comptoir-<time>.sqlite or `target`.
 * PostgreSQL: the database is not ours to copy file by file, so the pg_dump line to run is answered (it reads
 * DATABASE_URL from the environment, so no password is printed). Restore: docs/operations.md.
 */
export async function backupDatabase(
  env: NodeJS.ProcessEnv = process.env,
  target?: string,
  now = new Date(),
): Promise<BackupResult> {
  // The token secret is not needed to copy the database: do not create one in an empty DATA_DIR.
  const config = loadConfig(env, { jwtSecret: new Uint8Array(0) });
  const stamp = backupStamp(now);
  if (config.databaseUrl) {
    const file = target ?? `comptoir-${stamp}.dump`;
    return {
      kind: 'postgres',
      command: `pg_dump --format=custom --no-owner --file=${JSON.stringify(file)} "$DATABASE_URL"`,
    };
  }
  const source = path.join(config.dataDir, 'comptoir.sqlite');
  if (!existsSync(source)) throw new Error(`No database to back up: ${source} does not exist`);
  const file = path.resolve(target ?? path.join(config.dataDir, 'backups', `comptoir-${stamp}.sqlite`));
  if (existsSync(file)) throw new Error(`${file} exists already: choose another file`);
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { totalPages } = await db.backup(file);
    return { kind: 'sqlite', file, bytes: totalPages * (db.pragma('page_size', { simple: true }) as number) };
  } finally {
    db.close();
  }
}

export async function backupCli(argv: string[]): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    console.log(
      'Usage: npm run backup [-- <file>]\nSQLite: copies DATA_DIR/comptoir.sqlite (default into DATA_DIR/backups).\nPostgreSQL: prints the pg_dump line to run.',
    );
    return 0;
  }
  try {
    const result = await backupDatabase(process.env, argv[0]);
    if (result.kind === 'sqlite') console.log(`Backup written: ${result.file} (${result.bytes} bytes)`);
    else {
      console.log('The database is PostgreSQL: back it up with pg_dump (DATABASE_URL set in the environment):');
      console.log(`  ${result.command}`);
    }
    return 0;
  } catch (err) {
    console.error(`Backup failed: ${(err as Error).message}`);
    return 1;
  }
}
