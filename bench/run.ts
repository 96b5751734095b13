/**
 * Runs the benchmarks of this folder: every `*.bench.ts`, or only those whose file name contains one of the arguments
 * (`npm run bench -- dashboard`). A benchmark's default export runs it and prints its own table.
 *
 * Rule: speed is measured here, by ratios against a baseline run in the same process (so the machine's speed cancels
 * out), never by timed assertions in tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const filters = process.argv.slice(2).filter((a) => a !== '--');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')} in ${dir}`);
  process.exit(1);
}

for (const file of files) {
  const started = performance.now();
  console.log(`\n=== ${file}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: () => Promise<void> };
  await mod.default();
  console.log(`=== ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
