/**
 * The console's source files and their imports, resolved: what the shape tests (shape.test.ts, first-load.test.ts)
 * read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(import.meta.dirname, '..');
export const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

export const FILES = sourceFiles(SRC);
export const CODE = FILES.filter((f) => !/\.test\.tsx?$|\.typecheck\.ts$/.test(f) && !rel(f).startsWith('test/'));
export const text = (file: string) => readFileSync(file, 'utf8');

/** `import ... from '…'`, `export ... from '…'`, `import '…'` and `import('…')`; type-only ones count too. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Edge {
  from: string;
  to: string;
  lazy: boolean;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function importsOf(file: string, source = text(file)): Edge[] {
  return [...source.matchAll(IMPORT)].flatMap((m) => {
    const to = resolveImport(file, m[1] ?? m[2] ?? m[3] ?? '');
    return to ? [{ from: file, to, lazy: m[3] !== undefined }] : [];
  });
}

export const EDGES = FILES.flatMap((f) => importsOf(f));
