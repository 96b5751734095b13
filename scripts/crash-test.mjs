#!/usr/bin/env node
// `npm run test:crash [-- sqlite|postgres]`: 200 simulated tills, the server killed with SIGKILL and restarted, then
// every acknowledged payment checked (apps/server/test/crash/crash.ts). PostgreSQL too when TEST_DATABASE_URL or
// DATABASE_URL is set (a fresh database is created on it and dropped afterwards).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { main } = await import(path.join(root, 'apps/server/test/crash/crash.ts'));
process.exit(await main(process.argv.slice(2)));
