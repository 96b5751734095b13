#!/usr/bin/env node
// `npm start`: builds the console when it is missing or older than its sources, then starts the server, which
// migrates the database, seeds the demo into an empty database (unless DEMO=off) and serves everything on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
const sourceTime = Math.max(...sources.map(newestMtime), statSync(path.join(root, 'apps/web/index.html')).mtimeMs);
if (process.env.WEB_DIST) {
  console.log(`Serving the console built in ${process.env.WEB_DIST}`);
} else if (!existsSync(distIndex) || statSync(distIndex).mtimeMs < sourceTime) {
  console.log('Building the console (apps/web)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@comptoir/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
