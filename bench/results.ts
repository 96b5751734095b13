/**
 * Where a benchmark leaves its figures: `bench/results/<name>.json` (git-ignored) with the date, the machine and the
 * figures, and one summary line on stdout (`RESULT <name>: ...`) that `npm run bench` logs can be searched for.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function writeBenchResult(name: string, figures: Record<string, unknown>, summary: string): void {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const record = {
    bench: name,
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
    },
    summary,
    figures,
  };
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`RESULT ${name}: ${summary}`);
}

/** The p-th percentile of sorted figures (NaN when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
