#!/usr/bin/env node
/**
 * The browser suite in shards that run side by side (docs/decisions.md 116): each shard is its own Playwright run with
 * its own server on its own port and its own fresh demo database, so no test sees another shard's changes. With spec
 * files or options given (`npm run e2e -- e2e/menu.spec.ts`), one plain run. E2E_SHARDS sets the count (default 2).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8091);
const cli = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'playwright');
const bin = (await import('node:fs')).existsSync(cli) ? cli : 'playwright';

function run(index) {
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const env = { ...process.env, E2E_PORT: String(basePort + index * 10) };
  if (shards > 1) env.E2E_SHARD_DIR = `shard-${index + 1}`;
  const child = spawn(bin, ['test', ...shardArgs, ...args], {
    cwd: path.join(import.meta.dirname, '..'),
    env,
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (shards > 1) {
    const prefix = `[${index + 1}/${shards}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
