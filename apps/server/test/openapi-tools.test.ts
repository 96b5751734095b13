import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/**
 * The OpenAPI document of the real app, as other tools read it: swagger-parser validates it, Redocly's recommended
 * rules find no error, and every operation has its own operationId (a generated client names its calls after them).
 * The app serves a console too, so its file routes are there to be judged.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-openapi-'));
let t: TestApp;
let doc: { paths: Record<string, Record<string, { operationId?: string }>> };
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ demo: false, webDist: dist });
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, operationId: op.operationId })),
  );

describe('the OpenAPI document, read by other tools', () => {
  it('is valid for swagger-parser', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('gives every operation an operationId of its own', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter((o) => !o.operationId).map((o) => o.key)).toEqual([]);
    const seen = new Map<string, string[]>();
    for (const o of ops) seen.set(o.operationId!, [...(seen.get(o.operationId!) ?? []), o.key]);
    expect([...seen].filter(([, keys]) => keys.length > 1)).toEqual([]);
    for (const o of ops) expect(o.operationId, o.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('derives readable names from the method and the path when a route sets none', () => {
    const all = operations();
    const id = (key: string) => all.find((o) => o.key === key)?.operationId;
    expect(id('GET /api/product')).toBe('listProducts');
    expect(id('POST /api/product')).toBe('createProduct');
    expect(id('PATCH /api/product/{productId}')).toBe('updateProduct');
    expect(id('DELETE /api/product/{productId}')).toBe('deleteProduct');
    expect(id('GET /api/credit_note/{id}')).toBe('getCreditNote');
    expect(id('POST /api/shift/stop')).toBe('stopShift');
    expect(id('POST /api/terminal/accounts/{accountId}/lines/{lineId}/void')).toBe('voidTerminalAccountLine');
    // Two operations that would share a name: the one with parameters says which.
    expect(id('GET /api/shift/X')).toBe('getShiftX');
    expect(id('GET /api/shift/{shiftId}/X')).toBe('getShiftXByShiftId');
    // A route's own operationId wins.
    expect(id('POST /api/user/me/password')).toBe('changeMyPassword');
  });

  // A generated client names its calls after the operationIds: a published one never changes. A derived name
  // (plugins/operation-ids.ts) can move when a route is added beside it (`By<Parameters>`); this list, kept in the
  // repository, makes that a failing test. A new route adds its line (`npx vitest run test/openapi-tools.test.ts -u`,
  // then read the diff: only additions); a rename is a route's own `operationId` keeping the old name.
  it('keeps every published operationId (test/operation-ids.json)', async () => {
    const ids = Object.fromEntries(operations().map((o) => [o.key, o.operationId]));
    await expect(`${JSON.stringify(ids, null, 2)}\n`).toMatchFileSnapshot('./operation-ids.json');
  });

  it('documents the API, not the files of the console', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});
