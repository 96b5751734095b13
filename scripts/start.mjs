#!/usr/bin/env node
// `npm start`: builds the console when it is missing or older than its sources, then starts the server, which
// migrates the database, seeds the demo into an empty database (unless DEMO=off) and serves everything on PORT.
// `npm run start:cluster` (or WORKERS=n npm start) starts n server processes sharing PORT (node:cluster), on
// PostgreSQL only: the primary migrates and seeds once, forks the workers, restarts one that dies, and passes
// SIGTERM/SIGINT on so each shuts down gracefully (docs/operations.md).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

async function loadTsx() {
  const { register } = await import('tsx/esm/api');
  register();
}

if (cluster.isWorker) {
  await loadTsx();
  await import(path.join(root, 'apps/server/src/main.ts'));
} else {
  await primary();
}

function workerCount() {
  const text = process.env.WORKERS ?? (process.argv.includes('--cluster') ? String(os.availableParallelism()) : '1');
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WORKERS must be a whole number from 1 to 64 (got "${text}")`);
    process.exit(1);
  }
  return n;
}

async function primary() {
  const workers = workerCount();
  if ((workers > 1 || process.argv.includes('--cluster')) && !process.env.DATABASE_URL) {
    console.error(
      `Refusing to start ${workers} processes on SQLite: the embedded database is for one process. ` +
        'Set DATABASE_URL=postgres://... to run several, or start one process with npm start (docs/operations.md).',
    );
    process.exit(1);
  }
  buildConsole();
  if (workers === 1) {
    await loadTsx();
    await import(path.join(root, 'apps/server/src/main.ts'));
    return;
  }
  await loadTsx();
  const { prepareDatabase } = await import(path.join(root, 'apps/server/src/prepare.ts'));
  await prepareDatabase();
  console.log(`Starting ${workers} server processes on port ${process.env.PORT ?? 8080}`);
  let stopping = false;
  const fork = () => cluster.fork({ COMPTOIR_PREPARED: '1' });
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    setTimeout(fork, 1000);
  });
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      stopping = true;
      console.log(`${sig}: stopping ${Object.keys(cluster.workers ?? {}).length} server processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      // Each worker gives its requests 10 s; do not wait for ever on one that hangs.
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  }
}

function buildConsole() {
  const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
  const sourceTime = Math.max(...sources.map(newestMtime), statSync(path.join(root, 'apps/web/index.html')).mtimeMs);
  if (process.env.WEB_DIST) {
    console.log(`Serving the console built in ${process.env.WEB_DIST}`);
  } else if (!existsSync(distIndex) || statSync(distIndex).mtimeMs < sourceTime) {
    console.log('Building the console (apps/web)...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@comptoir/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
