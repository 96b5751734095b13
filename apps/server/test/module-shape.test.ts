import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawTenantTable } from '../src/db/tenant-guard';

/** The server's shape (docs/architecture.md, "One module shape"), checked on the source files. */

const SRC = path.resolve(import.meta.dirname, '../src');
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Query-builder entry points and raw SQL templates. Write entry points are matched with their table name (a string),
 * so a service method called `updateTable` (tables.service.ts) is not taken for SQL.
 */
const SQL =
  /\.(selectFrom|selectNoFrom|mergeInto)\(|\.(insertInto|updateTable|deleteFrom|replaceInto)\(\s*['"`]|\bsql(<[^>]*>)?`|\bsql\.raw\(/;

/**
 * A compiled query made by hand, or run as it is: `CompiledQuery.raw(...)`, `db.executeQuery(...)`. No plugin sees
 * it (the guard's connections judge its text: db/tenant-guard.ts); only the driver layer below may write it.
 */
const RUN_COMPILED = /\bCompiledQuery\s*\.\s*raw\s*\(|\bCompiledQuery\s*\(|\.executeQuery\s*\(/;
const RUN_COMPILED_ALLOWED = new Set(['db/tenant-guard.ts', 'db/sqlite-driver.ts']);

/** String and template literals (a template's `${...}` is read as text: good enough to find SQL words). */
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** A literal that is a SQL statement (not prose that says "from invoice"). */
const STATEMENT = /\b(select|insert|update|delete|truncate)\b/i;
/** The tenant table a literal's SQL names (in a comma list, schema-qualified or quoted too), if any. */
const literalTenantTable = (literal: string) =>
  STATEMENT.test(literal) ? rawTenantTable(literal.slice(1, -1)) : undefined;
/**
 * Where SQL text may name a tenant table: migrations and the system module run unguarded. The demo (src/demo) needs
 * no such exception: it writes through the query builder (SQL_ALLOWED) and the modules' services.
 */
const RAW_TENANT_ALLOWED = (rel: string) => rel === 'db/system.repository.ts' || rel.startsWith('db/migrations/');

/** Where SQL may be written besides *.repository.ts: migrations and the demo (src/demo: its catalogue and bulk rows). */
const SQL_ALLOWED = (rel: string) =>
  rel.endsWith('.repository.ts') || rel.startsWith('db/migrations/') || rel.startsWith('demo/');

/** An import statement (`import type` marked): group 1 is `type `, group 2 the path. Spans lines. */
const IMPORT = /^import\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gm;

/**
 * Whether the import `from` of the file `rel` (of module `own`, if under modules/) reaches a repository of a module it
 * is not: `../<other>/<anything>.repository` from a module, `../modules/<m>/<anything>.repository` from elsewhere.
 * db/system.repository.ts is the system module (db/), not a feature's.
 */
function reachesRepository(rel: string, own: string | undefined, from: string): boolean {
  if (!/\.repository$/.test(from)) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), from));
  const owner = /^modules\/([a-z-]+)\//.exec(target)?.[1];
  return owner !== undefined && owner !== own;
}

describe('module shape', () => {
  const areas = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());

  it.each(areas)('%s has <area>.routes.ts, .service.ts and .repository.ts, or says in index.ts why not', (area) => {
    const files = readdirSync(path.join(MODULES, area));
    expect(files).toContain('index.ts');
    const shaped = ['routes', 'service', 'repository'].every((kind) => files.includes(`${area}.${kind}.ts`));
    if (!shaped) {
      const index = readFileSync(path.join(MODULES, area, 'index.ts'), 'utf8');
      expect(index, `${area}/index.ts should explain its shape`).toMatch(/Module shape: .+ has no /);
    }
  });

  /** The routes files whose text `pattern` finds. */
  const routesFilesWith = (pattern: RegExp) =>
    sourceFiles(MODULES)
      .filter((f) => f.endsWith('.routes.ts') && pattern.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));

  it('routes files never reach a repository or the database directly', () => {
    expect(routesFilesWith(/Repository\b|\bctx\.db\b|\.db\./)).toEqual([]);
  });

  // Issue 25, decision 160: one way to declare a route. The kit answers `{ data }`, declares envelope(data) and runs
  // idempotent calls; a file, PDF or cached answer is its `route.reply(...)`.
  const DIRECT_ROUTE = /\b(app|api|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all|route)\s*\(/;
  it('routes files declare their routes through the route kit (plugins/route-kit.ts), never app.get/post/...', () => {
    expect(routesFilesWith(DIRECT_ROUTE)).toEqual([]);
    expect(DIRECT_ROUTE.test("app.get('/x', { schema }, handler)")).toBe(true);
    expect(DIRECT_ROUTE.test('app.route({ method, url, handler })')).toBe(true);
    expect(DIRECT_ROUTE.test("route.get('/x', { summary, data }, handler)")).toBe(false);
  });

  it('writes SQL only in *.repository.ts files (and migrations, the demo)', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => path.relative(SRC, f))
      .filter((rel) => !SQL_ALLOWED(rel))
      .flatMap((rel) =>
        readFileSync(path.join(SRC, rel), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => SQL.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  // Issue 21: one owner for the ticket tables. The accounts module is their only writer; other modules (promo codes,
  // invoicing, shifts, analytics...) use what its index.ts shows, never its files.
  it('other modules reach the tickets only through the accounts module’s index.ts', () => {
    const deep = sourceFiles(MODULES)
      .filter((f) => !f.startsWith(path.join(MODULES, 'accounts') + path.sep))
      .filter((f) => /from '\.\.\/accounts\/[^']+'/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(deep).toEqual([]);
  });

  // Issue 25: each module owns its tables; others read them through its service (its index.ts), never its repository.
  const imports = (text: string) => [...text.matchAll(IMPORT)].map((m) => ({ typeOnly: !!m[1], from: m[2]! }));
  it("no module imports another module's repository (the owner's service, through its index.ts), nor do the plugins", () => {
    const offenders = sourceFiles(SRC).flatMap((f) => {
      const rel = path.relative(SRC, f);
      const own = rel.startsWith('modules/') ? rel.split('/')[1] : undefined;
      return imports(readFileSync(f, 'utf8'))
        .filter(({ from }) => reachesRepository(rel, own, from))
        .map(({ from }) => `${rel} -> ${from}`);
    });
    expect(offenders).toEqual([]);
  });

  /** Where the import `from` of the file `rel` lands, relative to src/ (`modules/accounts`, `db/schema`, `demo`). */
  const target = (rel: string, from: string) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), from));
  const importsOf = (rel: string) => imports(readFileSync(path.join(SRC, rel), 'utf8'));
  const relFiles = () => sourceFiles(SRC).map((f) => path.relative(SRC, f).split(path.sep).join('/'));

  // Issue 25: the import graph points down. db/ (the database, its schema, the guard, the system module) is below
  // every module; the demo is a client of the modules above them.
  it('nothing under src/db imports src/modules or src/demo (type-only imports included)', () => {
    const offenders = relFiles()
      .filter((rel) => rel.startsWith('db/'))
      .flatMap((rel) =>
        importsOf(rel)
          .filter(({ from }) => from.startsWith('.') && /^(modules|demo)(\/|$)/.test(target(rel, from)))
          .map(({ from }) => `${rel} -> ${from}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the demo (src/demo) uses the modules as any client does: through their index.ts only', () => {
    const offenders = relFiles()
      .filter((rel) => rel.startsWith('demo/'))
      .flatMap((rel) =>
        importsOf(rel)
          .filter(({ from }) => /^modules\/[a-z-]+\/./.test(target(rel, from)))
          .map(({ from }) => `${rel} -> ${from}`),
      );
    expect(offenders).toEqual([]);
  });

  /**
   * The graph of modules: A -> B when a file of modules/A imports from modules/B (type-only imports too: a type is
   * knowledge of the other module). Circles are its strongly connected components of more than one module.
   */
  function moduleGraph(): Map<string, Set<string>> {
    const graph = new Map<string, Set<string>>(areas.map((a) => [a, new Set<string>()]));
    for (const rel of relFiles().filter((r) => r.startsWith('modules/') && r.split('/').length > 2)) {
      const own = rel.split('/')[1]!;
      for (const { from } of importsOf(rel)) {
        const other = /^modules\/([a-z-]+)(\/|$)/.exec(target(rel, from))?.[1];
        if (other && other !== own && graph.has(other)) graph.get(own)!.add(other);
      }
    }
    return graph;
  }

  /** The circles of a graph (Tarjan's strongly connected components of two or more nodes), each sorted by name. */
  function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const found: string[][] = [];
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.push(w);
        if (component.length > 1) found.push(component.sort());
      }
    };
    for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
    return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
  }

  // Issue 25: the modules form layers. A call that must go up the graph goes through the context's upcalls
  // (context.ts, wired in modules/index.ts), never an import.
  it('no circle of modules (a module imports only modules below it)', () => {
    const graph = moduleGraph();
    const named = circles(graph).map((c) => {
      const edges = c.flatMap((a) => [...graph.get(a)!].filter((b) => c.includes(b)).map((b) => `${a} -> ${b}`));
      return `{${c.join(', ')}}: ${edges.join(', ')}`;
    });
    expect(named).toEqual([]);
  });

  it('the circle finder sees the circles it looks for', () => {
    const g = (edges: string) => {
      const graph = new Map<string, Set<string>>();
      for (const [a, b] of edges.split(' ').map((e) => e.split('>') as [string, string])) {
        graph.set(a, (graph.get(a) ?? new Set()).add(b));
        if (!graph.has(b)) graph.set(b, new Set());
      }
      return graph;
    };
    expect(circles(g('a>b b>c c>a c>d d>e e>d f>a'))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(circles(g('a>b b>c a>c'))).toEqual([]);
    expect(moduleGraph().get('accounts')).toContain('journal');
  });

  it('repositories import no service (a service calls its repository, never the other way round)', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => f.endsWith('.repository.ts'))
      .flatMap((f) =>
        imports(readFileSync(f, 'utf8'))
          .filter(({ typeOnly, from }) => /\.service$/.test(from) || (!typeOnly && /^\.\.\/[a-z-]+$/.test(from)))
          .map(({ from }) => `${path.relative(SRC, f)} -> ${from}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the import checks see the forms they look for', () => {
    expect(reachesRepository('modules/shifts/shifts.service.ts', 'shifts', '../orgs/orgs.repository')).toBe(true);
    expect(reachesRepository('modules/accounts/a.ts', 'accounts', '../rollups/rollups.reads.repository')).toBe(true);
    expect(reachesRepository('plugins/auth.ts', undefined, '../modules/users/users.repository')).toBe(true);
    expect(reachesRepository('modules/shifts/shifts.service.ts', 'shifts', './shifts.repository')).toBe(false);
    expect(reachesRepository('modules/shifts/shifts.service.ts', 'shifts', '../orgs')).toBe(false);
    expect(reachesRepository('modules/orgs/orgs.repository.ts', 'orgs', '../../db/system.repository')).toBe(false);
    expect(reachesRepository('demo/demo-till.ts', undefined, '../modules/stock/stock.repository')).toBe(true);
    expect(target('db/seed/demo-till.ts', '../../modules/accounts')).toBe('modules/accounts');
    expect(target('db/rollups-rebuild.ts', '../modules/rollups/rollups.service')).toBe(
      'modules/rollups/rollups.service',
    );
    expect(target('demo/index.ts', '../modules/journal')).toBe('modules/journal');
    expect(imports("import { a } from '../x/x.repository';\nimport type { B } from '../y';")).toEqual([
      { typeOnly: false, from: '../x/x.repository' },
      { typeOnly: true, from: '../y' },
    ]);
    expect(imports("import {\n  a,\n  type B,\n} from './z.service';")).toEqual([
      { typeOnly: false, from: './z.service' },
    ]);
  });

  it('only the accounts module writes the ticket tables', () => {
    // A write by the query builder, or through lib/org-rows.repository.ts's rows of a table.
    const WRITE =
      /(\.(insertInto|updateTable|deleteFrom)|\b(orgRows|softDeletedRows))\(\s*['"`](client_account|ordered_product|payment_transaction|ticket_vat)\b/;
    const writers = sourceFiles(MODULES)
      .filter((f) => !f.startsWith(path.join(MODULES, 'accounts') + path.sep))
      .filter((f) => WRITE.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(writers).toEqual([]);
    // The check sees what it looks for.
    expect(WRITE.test(".updateTable('client_account')")).toBe(true);
    expect(WRITE.test(".insertInto('invoice')")).toBe(false);
    expect(WRITE.test("orgRows('ordered_product')")).toBe(true);
  });

  // Issue 25: a compiled query run as it is goes around the guard's plugin.
  it('builds and runs compiled queries by hand only in the driver layer (db/tenant-guard.ts, db/sqlite-driver.ts)', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => path.relative(SRC, f))
      .filter((rel) => !RUN_COMPILED_ALLOWED.has(rel))
      .flatMap((rel) =>
        readFileSync(path.join(SRC, rel), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => RUN_COMPILED.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  // Issue 25: raw SQL naming a tenant table is refused by the guard when it runs; this finds it where no test runs it,
  // in a repository too, whichever way the table is written (a comma list, `public.product`, `"product"`).
  it('no SQL text names a tenant table outside migrations and the system module (use the query builder)', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => path.relative(SRC, f))
      .filter((rel) => !RAW_TENANT_ALLOWED(rel))
      .flatMap((rel) =>
        [
          ...readFileSync(path.join(SRC, rel), 'utf8')
            .replace(/^\s*(\/\/|\*|\/\*).*$/gm, '')
            .matchAll(LITERAL),
        ]
          .map((m) => ({ table: literalTenantTable(m[0]), rel }))
          .filter(({ table }) => table)
          .map(({ rel, table }) => `${rel}: ${table}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the checks for compiled queries and SQL text see the forms they look for', () => {
    for (const line of [
      "await db.executeQuery(CompiledQuery.raw('delete from product'))",
      'trx.executeQuery(query)',
      'const q = CompiledQuery.raw(text, [orgId])',
    ])
      expect(RUN_COMPILED.test(line), line).toBe(true);
    expect(RUN_COMPILED.test('async executeQuery<R>(compiledQuery: CompiledQuery)')).toBe(false);
    for (const [literal, table] of [
      ["'select * from product where id = ?'", 'product'],
      ["'select p.name from kysely_migration m, product p'", 'product'],
      ['"delete from public.image"', 'image'],
      ['`update "public"."app_user" set username = $' + '{name}`', 'app_user'],
      ["'select 1 from (select 2) x, shift s'", 'shift'],
    ] as const)
      expect(literalTenantTable(literal), literal).toBe(table);
    expect(literalTenantTable('`This credit note is deducted from invoice $' + '{invoice}`')).toBeUndefined();
    expect(literalTenantTable("'select 1 from kysely_migration'")).toBeUndefined();
  });

  // Issue 25: Biome refuses an explicit `any` unless a comment silences it; the migrations are written against the
  // untyped builder on purpose (db/migrations/util.ts), nothing else. A WHERE is built with the query builder's
  // expressions, never from SQL text (the rollup rebuild's conditions are typed in rollups.tables.ts).
  it('no `any` outside the migrations, and no WHERE or HAVING made of raw SQL text', () => {
    const offenders = relFiles()
      .filter((rel) => !rel.startsWith('db/migrations/'))
      .flatMap((rel) =>
        readFileSync(path.join(SRC, rel), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => /noExplicitAny|\.(where|having|on)\(\s*sql(\.raw\(|`)/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  it('the SQL check sees the forms it looks for', () => {
    for (const line of [
      "db.selectFrom('x')",
      "trx.insertInto('x')",
      "db.updateTable('x')",
      "db.deleteFrom('x')",
      'sql`select 1`',
      'sql<number>`a - b`',
    ]) {
      expect(SQL.test(line), line).toBe(true);
    }
    expect(SQL.test('service.updateTable(ctx, orgId, tableId, body)')).toBe(false);
    expect(SQL.test('const sqlText = 1')).toBe(false);
  });

  it('no module keeps mutable state for tests to poke (settings come through config and the context)', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => /^export let /m.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('modules add no onRequest hook for a whole plugin: the session check (plugins/auth.ts) runs first on a route', () => {
    // The session check is each route's first own onRequest hook; a plugin-wide one would run before it. A route
    // that needs more declares it in its options (`onRequest: canUseImages`), after the check.
    const offenders = sourceFiles(MODULES)
      .filter((f) => /addHook\(\s*['"]onRequest['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });
});
