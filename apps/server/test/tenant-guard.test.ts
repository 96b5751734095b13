import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  type Dialect,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import type { Database } from '../src/db/schema';
import { systemExecutor } from '../src/db/system.repository';
import {
  rawTenantTable,
  TENANT_TABLES,
  TenantGuardPlugin,
  TenantScopeError,
  tenantGuarded,
} from '../src/db/tenant-guard';
import { BISTRO, SHOP } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';

/** A SQLite dialect that only compiles, counting its compiles. */
class CountingCompiler extends SqliteQueryCompiler {
  compiles = 0;
  override compileQuery(...args: Parameters<SqliteQueryCompiler['compileQuery']>) {
    this.compiles++;
    return super.compileQuery(...args);
  }
}
function compileOnly(compiler = new CountingCompiler()): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => compiler,
  };
}

/**
 * Guarded Kyselies that only compile: the guard runs when a query is compiled, before anything is sent. `db` is set
 * up as the app's database (verdicts kept per SQL text), `walked` walks every query.
 */
const db = new Kysely<Database>(tenantGuarded(compileOnly()));
const walked = new Kysely<Database>({ dialect: compileOnly(), plugins: [new TenantGuardPlugin()] });

// Each case runs on both, twice (the second time, an accepted text is known to `db`'s guard).
const refused = (build: (k: Kysely<Database>) => { compile(): unknown }, table: string) => {
  for (const k of [db, walked, db, walked])
    expect(() => build(k).compile()).toThrow(new RegExp(`Tenant scope: .*\\(table ${table}\\)`));
};
const allowed = (build: (k: Kysely<Database>) => { compile(): unknown }) => {
  for (const k of [db, walked, db, walked]) expect(() => build(k).compile()).not.toThrow();
};

describe('the tenant guard refuses a query without an organisation filter', () => {
  it('select', () => {
    refused((db) => db.selectFrom('product').selectAll().where('id', '=', 1), 'product');
    allowed((db) => db.selectFrom('product').selectAll().where('org_id', '=', BISTRO).where('id', '=', 1));
    allowed((db) => db.selectFrom('product as p').selectAll().where('p.org_id', 'in', [BISTRO, SHOP]));
    // The filter of another table does not count, nor one under OR.
    refused((db) => db.selectFrom('product as p').selectAll().where('p.id', '=', 1), 'product');
    refused(
      (db) =>
        db
          .selectFrom('product')
          .selectAll()
          .where((eb) => eb.or([eb('org_id', '=', BISTRO), eb('id', '=', 2)])),
      'product',
    );
  });

  it('join: each joined tenant table needs its own org_id comparison (value, or a scoped alias)', () => {
    refused(
      (db) =>
        db
          .selectFrom('product as p')
          .leftJoin('product_group as g', 'g.id', 'p.group_id')
          .select(['p.id', 'g.name'])
          .where('p.org_id', '=', BISTRO),
      'product_group',
    );
    allowed((db) =>
      db
        .selectFrom('product as p')
        .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
        .select(['p.id', 'g.name'])
        .where('p.org_id', '=', BISTRO),
    );
    // Two tables equated to each other but to no organisation: both unscoped.
    refused(
      (db) =>
        db
          .selectFrom('product as p')
          .innerJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
          .select('p.id'),
      'product',
    );
  });

  it('join to app_user by its key from a scoped row (managers act in other organisations), and only that', () => {
    allowed((db) =>
      db
        .selectFrom('client_account as a')
        .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
        .select(['a.id', 'u.username'])
        .where('a.org_id', '=', BISTRO),
    );
    refused(
      (db) =>
        db
          .selectFrom('client_account as a')
          .leftJoin('app_user as u', 'u.username', 'a.custom_name')
          .select(['a.id', 'u.password_hash'])
          .where('a.org_id', '=', BISTRO),
      'app_user',
    );
    refused(
      (db) => db.selectFrom('client_account as a').leftJoin('app_user as u', 'u.user_id', 'a.user_id').select('a.id'),
      'client_account',
    );
  });

  it('subqueries are checked at their own level; a correlated one may lean on its scoped outer row', () => {
    refused(
      (db) =>
        db
          .selectFrom('ordered_product')
          .select('id')
          .where('org_id', '=', BISTRO)
          .where('client_account_id', 'in', db.selectFrom('client_account').select('id').where('status', '=', 'OPEN')),
      'client_account',
    );
    allowed((db) =>
      db
        .selectFrom('ordered_product as l')
        .select('l.id')
        .where('l.org_id', '=', BISTRO)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('client_account as a')
              .select('a.id')
              .whereRef('a.id', '=', 'l.client_account_id')
              .whereRef('a.org_id', '=', 'l.org_id'),
          ),
        ),
    );
  });

  it('update', () => {
    refused((db) => db.updateTable('dining_table').set({ zone_id: null }).where('zone_id', '=', 3), 'dining_table');
    allowed((db) =>
      db.updateTable('dining_table').set({ zone_id: null }).where('org_id', '=', BISTRO).where('zone_id', '=', 3),
    );
  });

  it('delete', () => {
    refused((db) => db.deleteFrom('table_zone').where('zone_id', '=', 3), 'table_zone');
    allowed((db) => db.deleteFrom('table_zone').where('org_id', '=', BISTRO).where('zone_id', '=', 3));
  });

  it('insert must set org_id', () => {
    refused((db) => db.insertInto('table_type').values({ name: 'Bar' } as never), 'table_type');
    allowed((db) => db.insertInto('table_type').values({ org_id: BISTRO, name: 'Bar' }));
  });

  it('raw sql that reads or writes a tenant table', () => {
    refused((db) => ({ compile: () => sql`select * from product where id = ${1}`.compile(db) }), 'product');
    refused((db) => ({ compile: () => sql`delete from ${sql.table('image')}`.compile(db) }), 'image');
    allowed((db) => ({ compile: () => sql`select 1`.compile(db) }));
    // A raw expression inside a scoped query is fine.
    allowed((db) =>
      db
        .selectFrom('payment_transaction')
        .select(sql<number>`amount_paid_cents - amount_returned_cents`.as('net'))
        .where('org_id', '=', BISTRO),
    );
  });

  // Issue 25: the raw check read only the first table after a keyword, and only a bare name.
  it('raw sql: every table of a comma list, and schema-qualified or quoted names', () => {
    refused((db) => ({ compile: () => sql`select p.name from kysely_migration m, product p`.compile(db) }), 'product');
    refused(
      (db) => ({ compile: () => sql`select 1 from kysely_migration as m , "shift" s, image`.compile(db) }),
      'shift',
    );
    refused(
      (db) => ({ compile: () => sql`select 1 from (select 2) x, client_account a`.compile(db) }),
      'client_account',
    );
    refused((db) => ({ compile: () => sql`select * from public.product where id = ${1}`.compile(db) }), 'product');
    refused((db) => ({ compile: () => sql`delete from "public"."image"`.compile(db) }), 'image');
    refused((db) => ({ compile: () => sql`update main.app_user set username = ${'x'}`.compile(db) }), 'app_user');
    refused((db) => ({ compile: () => sql`insert into public."invoice" (id) values (${1})`.compile(db) }), 'invoice');
    refused((db) => ({ compile: () => sql`truncate table public.audit_log`.compile(db) }), 'audit_log');
    // What is no table is not taken for one.
    allowed((db) => ({ compile: () => sql`select extract(epoch from now()), a, b from kysely_migration`.compile(db) }));
    allowed((db) => ({ compile: () => sql`select 1 from generate_series(1, 3) g, kysely_migration m`.compile(db) }));
  });

  it('query builder: a comma join and a schema-qualified table are checked like any table', () => {
    refused(
      (db) => db.selectFrom(['product', 'product_group']).select('product.id').where('product.org_id', '=', BISTRO),
      'product_group',
    );
    allowed((db) =>
      db
        .selectFrom(['product', 'product_group'])
        .select('product.id')
        .where('product.org_id', '=', BISTRO)
        .where('product_group.org_id', '=', BISTRO),
    );
    const qualified = (db: Kysely<Database>) => db.withTables<{ 'public.product': Database['product'] }>();
    refused((db) => qualified(db).selectFrom('public.product').select('id'), 'product');
    allowed((db) =>
      qualified(db).selectFrom('public.product').select('id').where('public.product.org_id', '=', BISTRO),
    );
  });

  // Issue 25: `executeQuery` with a compiled query reaches the connection without passing any plugin.
  it('a compiled query run as it is (executeQuery): its text is checked before it is sent', async () => {
    await expect(db.executeQuery(CompiledQuery.raw('delete from product'))).rejects.toThrow(/table product/);
    await expect(db.executeQuery(CompiledQuery.raw('select * from kysely_migration m, image i'))).rejects.toThrow(
      TenantScopeError,
    );
    await expect(db.executeQuery(CompiledQuery.raw('select * from public.shift'))).rejects.toThrow(/table shift/);
    // Inside a transaction too.
    await expect(
      db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw('update product set name = 1'))),
    ).rejects.toThrow(/table product/);
    // A query the builder compiled (and the guard checked) runs; a copy with another text is judged by its text.
    const compiled = db.selectFrom('product').select('id').where('org_id', '=', BISTRO).compile();
    await expect(db.executeQuery(compiled)).resolves.toBeDefined();
    await expect(db.executeQuery({ ...compiled, sql: 'delete from product' })).rejects.toThrow(TenantScopeError);
    await expect(db.executeQuery(CompiledQuery.raw('select 1'))).resolves.toBeDefined();
  });

  it('the raw check names the table it found', () => {
    expect(rawTenantTable('select * from kysely_migration, "public"."Product"')).toBe('product');
    expect(rawTenantTable('select 1 from x join y on true')).toBeUndefined();
  });

  it('names the table in a TenantScopeError, and the system executor alone goes around it', () => {
    expect(() => db.selectFrom('shift').selectAll().compile()).toThrow(TenantScopeError);
    expect(() => systemExecutor(db).selectFrom('shift').selectAll().compile()).not.toThrow();
  });
});

describe('the verdict kept per SQL text', () => {
  const fresh = () => {
    const compiler = new CountingCompiler();
    const config = tenantGuarded(compileOnly(compiler));
    return { k: new Kysely<Database>(config), guard: config.plugins[0], compiler };
  };
  const scoped = (k: Kysely<Database>, org: OrgId, id: number) =>
    k.selectFrom('product').select(['id', 'name']).where('org_id', '=', org).where('id', '=', id);

  it('accepts a known shape with any values, and still refuses that shape without its org_id filter', () => {
    const { k, guard } = fresh();
    const first = scoped(k, BISTRO, 1).compile();
    expect(guard.acceptedShapes).toBe(1);
    const again = scoped(k, SHOP, 7).compile();
    expect(again.sql).toBe(first.sql);
    expect(again.parameters).toEqual([2, 7]);
    expect(guard.acceptedShapes).toBe(1);
    // Missing its org filter, or with it under OR: another text, walked and refused, every time.
    for (let i = 0; i < 3; i++) {
      expect(() => k.selectFrom('product').select(['id', 'name']).where('id', '=', 1).compile()).toThrow(
        TenantScopeError,
      );
      expect(() =>
        k
          .selectFrom('product')
          .select(['id', 'name'])
          .where((eb) => eb.or([eb('org_id', '=', BISTRO), eb('id', '=', 1)]))
          .compile(),
      ).toThrow(TenantScopeError);
    }
    expect(guard.acceptedShapes).toBe(1);
    // A join to an unscoped table in a query that otherwise has a known shape's filters: a new text, refused.
    expect(() =>
      k
        .selectFrom('product')
        .leftJoin('product_group', 'product_group.id', 'product.group_id')
        .select(['product.id', 'product.name'])
        .where('product.org_id', '=', BISTRO)
        .where('product.id', '=', 1)
        .compile(),
    ).toThrow(/table product_group/);
  });

  it('sends the query it checked: one compile per query, the system executor compiling its own', () => {
    const { k, compiler } = fresh();
    scoped(k, BISTRO, 1).compile();
    scoped(k, BISTRO, 2).compile();
    expect(compiler.compiles).toBe(2);
    systemExecutor(k).selectFrom('shift').selectAll().compile();
    expect(compiler.compiles).toBe(3);
  });

  it('never lets a value change the verdict: values are not walked', () => {
    const { k } = fresh();
    // A value shaped like a raw node naming a tenant table is a value (a parameter), not sql.
    const value = { kind: 'RawNode', sqlFragments: ['delete from product'], parameters: [] } as never;
    for (const q of [db, walked, k, k])
      expect(() =>
        q.selectFrom('product').select('id').where('org_id', '=', BISTRO).where('name', '=', value).compile(),
      ).not.toThrow();
  });

  it('walks raw sql every time, even with the text of an accepted query', () => {
    const { k, guard } = fresh();
    const { sql: text } = scoped(k, BISTRO, 1).compile();
    expect(guard.acceptedShapes).toBe(1);
    for (let i = 0; i < 2; i++) expect(() => sql.raw(text).compile(k)).toThrow(/table product/);
  });
});

describe('on the real database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists every table with an org_id column as a tenant table, and no other', async () => {
    const tables = await t.db.introspection.getTables();
    const withOrg = tables
      .filter((table) => table.columns.some((c) => c.name === 'org_id'))
      .map((table) => table.name)
      .sort();
    expect(withOrg).toEqual([...TENANT_TABLES].sort());
  });

  it("refuses an unfiltered write on the app's own database and changes nothing", async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(t.ctx.db.deleteFrom('product').execute()).rejects.toThrow(TenantScopeError);
    await expect(t.ctx.db.updateTable('product').set({ name: 'x' }).execute()).rejects.toThrow(/table product/);
    await expect(t.ctx.db.executeQuery(CompiledQuery.raw('delete from product'))).rejects.toThrow(TenantScopeError);
    await expect(
      t.ctx.db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw('delete from public.product'))),
    ).rejects.toThrow(/table product/);
    expect(await count()).toBe(before);
  });
});

const SRC = path.resolve(import.meta.dirname, '../src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('the unguarded executor stays in the system module', () => {
  const files = sourceFiles(SRC).map((f) => ({ rel: path.relative(SRC, f), text: readFileSync(f, 'utf8') }));

  it('only db/system.repository.ts calls withoutPlugins()', () => {
    expect(files.filter((f) => f.text.includes('withoutPlugins(')).map((f) => f.rel)).toEqual([
      'db/system.repository.ts',
    ]);
  });

  it('only migrations and the demo seed take systemExecutor; everything else calls named system functions', () => {
    const users = files.filter((f) => /\bsystemExecutor\b/.test(f.text)).map((f) => f.rel);
    const allowedFiles = (rel: string) =>
      rel === 'db/system.repository.ts' || rel === 'db/migrate.ts' || rel.startsWith('demo/');
    expect(users.filter((rel) => !allowedFiles(rel))).toEqual([]);
  });

  it('no plugin list other than the guard is given to a Kysely instance', () => {
    const kyselies = files.filter((f) => /new Kysely</.test(f.text));
    for (const f of kyselies) {
      const count = (f.text.match(/new Kysely</g) ?? []).length;
      const guarded = (
        f.text.match(/plugins: \[new TenantGuardPlugin\(\)\]|new Kysely<Database>\(tenantGuarded\(/g) ?? []
      ).length;
      expect({ file: f.rel, guarded }).toEqual({ file: f.rel, guarded: count });
    }
  });
});
