#!/usr/bin/env node
// `npm run backup [-- <file>]`: a consistent online copy of the SQLite database (into DATA_DIR/backups by default),
// or, on PostgreSQL (DATABASE_URL), the pg_dump line to run. Restore: docs/operations.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { backupCli } = await import(path.join(root, 'apps/server/src/backup.ts'));
process.exit(await backupCli(process.argv.slice(2)));
