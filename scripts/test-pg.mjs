#!/usr/bin/env node
// Runs the server's API suite on PostgreSQL: starts the local cluster if it is down, then runs vitest with
// TEST_DATABASE_URL, so each test app creates (and drops) its own fresh database.
import { execSync, spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;

if (!process.env.TEST_DATABASE_URL && !ready()) {
  console.log('PostgreSQL is not running: starting the local cluster');
  try {
    const version = execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (err) {
    console.error('could not start PostgreSQL:', err.message);
    process.exit(1);
  }
  for (let i = 0; i < 30 && !ready(); i++) await new Promise((r) => setTimeout(r, 500));
}

console.log(`API suite on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
const run = spawnSync('npm', ['test', '-w', '@comptoir/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
