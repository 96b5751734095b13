import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_REASONS } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { EXPECTED_MISSING } from './spec-contract-missing';

/**
 * The whole contract of the spec: every call in the section 7 tables of docs/spec (verbatim copies of the three spec
 * documents) is in the OpenAPI document of the real app, or listed in EXPECTED_MISSING (and then must not be served).
 */

const SPEC_DIR = path.resolve(__dirname, '../../../docs/spec');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface SpecCall {
  method: string;
  path: string;
  source: string;
}

/** The lines of section 7 ("## 7. ..." up to the next "## "). */
function sectionSeven(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => /^##\s+7\.\s/.test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** First cells of the table rows, split into `METHOD /path` calls ("GET /table, GET /table_zone" holds two). */
function specCalls(markdown: string, source: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const line of sectionSeven(markdown)) {
    if (!line.trim().startsWith('|')) continue;
    const first = line.trim().replace(/^\|/, '').split('|')[0]!.trim();
    if (/^-+$|^:?-+:?$/.test(first) || /^method/i.test(first)) continue; // separator and header rows
    const pattern = new RegExp(`\\b(${METHODS.join('|')})\\s+(\\/[^\\s,|]*)`, 'g');
    for (const [, method, rawPath] of first.matchAll(pattern)) {
      calls.push({ method: method!, path: rawPath!.split('?')[0]!.replace(/\/+$/, '') || '/', source });
    }
  }
  return calls;
}

/** `/shift/{id}/X` and `/shift/{shiftId}/X` are one call: parameters become `{}`. */
const normalise = (method: string, p: string) =>
  `${method.toUpperCase()} ${p.replace(/\{[^}]*\}/g, '{}').replace(/:[A-Za-z_]\w*/g, '{}')}`;

const specFiles = readdirSync(SPEC_DIR).filter((f) => /^\d-.*\.md$/.test(f));
const spec = specFiles.flatMap((f) => specCalls(readFileSync(path.join(SPEC_DIR, f), 'utf8'), f));
const specKeys = new Set(spec.map((c) => normalise(c.method, c.path)));

let t: TestApp;
let served: Set<string>;
let doc: {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  doc = res.json();
  served = new Set(
    Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => (METHODS as readonly string[]).includes(m.toUpperCase()))
        .map((m) => normalise(m, p.replace(/^\/api(?=\/)/, ''))),
    ),
  );
});
afterAll(async () => t?.close());

describe('the spec contract (section 7 of docs/spec)', () => {
  it('reads the call tables of the three documents', () => {
    expect(specFiles).toEqual(['1-shell-and-session.md', '2-catalogue-and-website.md', '3-operations.md']);
    for (const f of specFiles) expect(spec.filter((c) => c.source === f).length, f).toBeGreaterThan(10);
    // Rows holding several calls, query strings and parameters are read as calls.
    expect(specKeys).toContain('GET /table_type');
    expect(specKeys).toContain('DELETE /table_zone/{}');
    expect(specKeys).toContain('GET /product_group');
    expect(specKeys).toContain('GET /client_data');
    // "PUT to the presigned address" is not a path of the API.
    expect([...specKeys].some((k) => k.startsWith('PUT '))).toBe(false);
  });

  it('the parser splits a row with several calls and drops the query', () => {
    const md = [
      '## 7. The calls it makes',
      '| Method and path | Payload | Answer |',
      '|---|---|---|',
      '| GET /a, POST /b/{bId} | none | x |',
      '| GET /c?x={bool} | none | x |',
      '## 8. Errors',
      '| GET /not-in-section-7 | | |',
    ].join('\n');
    expect(specCalls(md, 'x').map((c) => normalise(c.method, c.path))).toEqual(['GET /a', 'POST /b/{}', 'GET /c']);
  });

  it('serves every call of the spec except the expected-missing ones', () => {
    const expected = new Set(EXPECTED_MISSING.map((k) => normalise(k.split(' ')[0]!, k.split(' ')[1]!)));
    const missing = spec
      .filter((c) => !served.has(normalise(c.method, c.path)) && !expected.has(normalise(c.method, c.path)))
      .map((c) => `${c.method} ${c.path} (${c.source})`);
    expect(missing, 'spec calls the OpenAPI document does not have').toEqual([]);
  });

  it('the expected-missing list holds only spec calls that are still missing', () => {
    const stale = EXPECTED_MISSING.filter((k) => served.has(normalise(k.split(' ')[0]!, k.split(' ')[1]!)));
    expect(stale, 'served now: remove them from spec-contract-missing.ts').toEqual([]);
    const unknown = EXPECTED_MISSING.filter((k) => !specKeys.has(normalise(k.split(' ')[0]!, k.split(' ')[1]!)));
    expect(unknown, 'not calls of the spec').toEqual([]);
  });

  it('declares the error body with its reasons, and every operation answers errors with it', () => {
    const error = doc.components.schemas.ApiError!;
    expect(Object.keys(error.properties).sort()).toEqual(['code', 'fieldErrors', 'message', 'params', 'reason']);
    expect(error.properties.reason!.enum).toEqual(Object.keys(ERROR_REASONS));
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, op]) => [m, p, op]),
    );
    const without = operations.filter(([, , op]) => !(op as { responses?: object }).responses?.['4XX' as never]);
    expect(without.map(([m, p]) => `${m} ${p}`)).toEqual([]);
  });
});
