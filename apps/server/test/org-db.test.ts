import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BISTRO } from '../src/demo';
import { accountsService } from '../src/modules/accounts';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

/**
 * The scoped executor (src/lib/org-db.ts, issue 25, decision 165): a repository takes one `OrgDb` and filters on
 * its `orgId` itself; it never receives a database and an organisation id apart (which could be mismatched: the
 * transaction of one call with the organisation of another). A request's is built once from the verified token.
 */

const SRC = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });

/** Types that are an executor (the database or a transaction). */
const EXECUTOR = /^(Executor|Kysely<Database>|Transaction<Database>|ServerContext\['db'\])$/;

/** Each function of `text` that declares an executor parameter and an organisation id parameter, as `name(line)`. */
function splitScopes(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'parameters' in node) {
      const types = node.parameters.map((p) => p.type?.getText(source) ?? '');
      if (types.some((t) => EXECUTOR.test(t)) && types.includes('OrgId')) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${path.relative(SRC, file)}:${line}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Repository functions given a bare executor: each reads or writes across organisations on purpose, or runs no
 * statement. Anything else takes the scoped executor.
 */
const UNSCOPED_ALLOWED = [
  'modules/orgs/orgs.repository.ts: create', // makes the organisation: there is none to scope to yet
  'modules/users/users.repository.ts: managedOrganizations', // the organisations a manager works for
  'modules/rollups/rollups.repository.ts: holdUnwritten', // keeps a transaction's deferred writes; no statement
  'modules/rollups/rollups.repository.ts: rollupDb', // the typed view of the executor an OrgDb carries
  'modules/shifts/shifts.stats.repository.ts: usernames', // the names of users whose home is another organisation
];

function unscopedRepositoryFunctions(): string[] {
  const found: string[] = [];
  for (const file of files(path.join(SRC, 'modules')).filter((f) => f.endsWith('.repository.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'parameters' in node) {
        if (node.parameters.some((p) => EXECUTOR.test(p.type?.getText(source) ?? ''))) {
          const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
          found.push(`${path.relative(SRC, file)}: ${named?.getText(source) ?? '?'}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the scoped executor', () => {
  it('is the only way a function receives an organisation with a database: none takes the two apart', () => {
    const found = files(SRC)
      .filter((f) => !f.endsWith('lib/org-db.ts'))
      .flatMap((f) => splitScopes(f, readFileSync(f, 'utf8')));
    // The rollup rebuild is maintenance of the whole database: of one organisation, or of all when none is named.
    const rebuild = /^modules\/rollups\/rollups\.service\.ts:\d+$/;
    const rebuilds = found.filter((f) => rebuild.test(f));
    expect(rebuilds).toHaveLength(1);
    expect(readFileSync(path.join(SRC, 'modules/rollups/rollups.service.ts'), 'utf8')).toMatch(
      /export async function rebuildRollups\(db: Executor, orgId\?: OrgId\)/,
    );
    expect(found.filter((f) => !rebuild.test(f))).toEqual([]);
  });

  it('is what repositories take, but where they work across organisations on purpose', () => {
    expect(unscopedRepositoryFunctions().sort()).toEqual([...UNSCOPED_ALLOWED].sort());
  });

  it('the source check sees the forms it looks for', () => {
    const forms = [
      'export const r = { list(db: Executor, orgId: OrgId) { return 1; } };',
      'async function f(trx: Transaction<Database>, x: number, orgId: OrgId) {}',
      'const g = (db: Kysely<Database>, orgId: OrgId) => 0;',
      "type T = (db: ServerContext['db'], orgId: OrgId) => void;",
    ];
    for (const form of forms) expect(splitScopes(path.join(SRC, 'x.ts'), form), form).toHaveLength(1);
    expect(splitScopes(path.join(SRC, 'x.ts'), 'const h = (org: OrgDb, id: number) => 0;')).toEqual([]);
  });
});

describe("a request's scoped executor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the organisation of the verified token, and follows an idempotent request into its transaction', async () => {
    const till = terminal(t, await t.login('admin'));
    expect((await till.openShift()).status).toBe(200);
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    const cola = await productId(t, BISTRO, 'Coca-Cola');
    const detail = vi.spyOn(accountsService, 'detail');
    try {
      expect((await till.account(clientAccountId)).status).toBe(200);
      expect((await till.addLines(clientAccountId, [{ productId: cola }])).status).toBe(200);
      const scopes = detail.mock.calls.map(([org]) => [org.orgId, org.db.isTransaction]);
      // A read runs on the database; the idempotent order (one transaction) reads its answer in that transaction.
      expect(scopes).toEqual([
        [BISTRO, false],
        [BISTRO, true],
      ]);
    } finally {
      detail.mockRestore();
    }
  });
});
