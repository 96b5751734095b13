import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryCompiler,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './schema';
import { sqlTableNames } from './sql-tables';

/**
 * Tenant scope by construction (docs/architecture.md, "Tenant scope by construction"). Every query the app's database runs goes
 * through this plugin, which refuses (throws TenantScopeError before anything reaches the database) a query that
 * touches an organisation's rows without saying which organisation:
 *
 * - SELECT / UPDATE / DELETE: each tenant table in FROM, JOIN, USING or the UPDATE target, at every level (subqueries
 *   too), needs an `org_id` comparison in a top-level AND of the WHERE or of its JOIN's ON: `t.org_id = <value>`,
 *   `t.org_id in (<values>)`, or `t.org_id = u.org_id` where `u` is itself scoped (in this query or an enclosing one).
 *   A comparison under OR does not count (it would not restrict the rows).
 * - INSERT into a tenant table must set org_id.
 * - Raw `sql` that names a tenant table where a table goes (after from/join/into/update/using/truncate, each item of a
 *   comma list, schema-qualified or quoted: `rawTenantTable`), or passes one as `sql.table`, is refused: write it
 *   with the query builder, or run it from the system module.
 * - A compiled query run as it is (`db.executeQuery(CompiledQuery.raw(...))`), which no plugin sees, is judged by its
 *   SQL text the same way, by the connection, before it is sent (`tenantGuarded`).
 *
 * Queries that deliberately cross organisations run on the unguarded executor of `db/system.ts`, and nowhere else.
 */

/** The tables with an org_id column: their rows belong to one organisation. test/tenant-guard.test.ts checks this list
 * against the migrated database, and the type below checks it against schema.ts when it compiles, so a new tenant
 * table cannot be forgotten. */
export const TENANT_TABLES = [
  'organization',
  'printer',
  'app_user',
  'user_managed_org',
  'audit_log',
  'product_group',
  'product',
  'table_zone',
  'table_type',
  'dining_table',
  'shift',
  'worker_shift',
  'client_account',
  'ordered_product',
  'payment_transaction',
  'stock_movement',
  'device',
  'idempotency_key',
  'product_group_printer',
  'image',
  'promo_code',
  'kitchen_message',
  'custom_flag',
  'pickup_location',
  'integration',
  'client_data',
  'invoice',
  'invoice_counter',
  'ticket_vat',
  'credit_note',
  'credit_note_counter',
  'rollup_line_day',
  'rollup_payment_day',
  'rollup_account_day',
  'rollup_account_vat_day',
  'rollup_account_payment_day',
  'rollup_account_quarter',
  'rollup_account_product_day',
  'rollup_shift',
  'rollup_shift_vat',
  'rollup_shift_payment',
  'rollup_shift_user',
  'rollup_shift_user_payment',
  'rollup_shift_group',
  'rollup_shift_product',
  'rollup_shift_void',
  'rollup_day_bound',
  'journal_head',
  'journal_key',
  'journal_entry',
  'fiscal_closure',
  'fiscal_accounts',
  'ingredient',
  'ingredient_price',
  'recipe_line',
  'stock_count',
  'ingredient_movement',
  'recipe_setting',
] as const satisfies readonly TenantTable[];

/** Every table of schema.ts whose row type has org_id. */
export type TenantTable = { [K in keyof Database]: 'org_id' extends keyof Database[K] ? K : never }[keyof Database];
// Fails to compile when schema.ts gains a tenant table that TENANT_TABLES does not list.
const everyTenantTableListed: [Exclude<TenantTable, (typeof TENANT_TABLES)[number]>] extends [never] ? true : false =
  true;
void everyTenantTableListed;

const TENANT = new Set<string>(TENANT_TABLES);

/**
 * Tables a scoped row may point at across organisations, by primary key: a user who manages several organisations
 * acts in each of them, so an organisation's tickets, lines and shifts name users whose home is another organisation.
 * `JOIN app_user u ON u.user_id = x.<column>`, with `x` scoped, is in scope (the user that row names, and only that
 * one); any other join to app_user needs its org_id comparison like every tenant table.
 */
const FOLLOW_BY_KEY: Readonly<Record<string, string>> = { app_user: 'user_id' };
const ORG = 'org_id';

export class TenantScopeError extends Error {
  constructor(
    readonly table: string,
    detail: string,
  ) {
    super(`Tenant scope: ${detail} (table ${table}). Filter by org_id, or move the query to the system module.`);
    this.name = 'TenantScopeError';
    if (process.env.GUARD_DEBUG)
      console.error(
        this.message,
        new Error().stack
          ?.split('\n')
          .filter((l) => l.includes('/src/modules/') || l.includes('/src/lib/') || l.includes('/src/demo/'))
          .slice(0, 2)
          .join(' | '),
      );
  }
}

type Node = OperationNode & Record<string, unknown>;
const isNode = (x: unknown): x is Node =>
  typeof x === 'object' && x !== null && typeof (x as { kind?: unknown }).kind === 'string';
const QUERY_KINDS = new Set(['SelectQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'InsertQueryNode']);

function identifier(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'IdentifierNode') return node.name as string;
  if (node.kind === 'SchemableIdentifierNode') return identifier(node.identifier);
  if (node.kind === 'TableNode') return identifier(node.table);
  if (node.kind === 'ColumnNode') return identifier(node.column);
  return undefined;
}

/** A FROM/JOIN item: the tenant table it names (if any) and the name its columns are referred to by. */
function tableItem(node: unknown): { table: string; alias: string } | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'TableNode') {
    const table = identifier(node)!;
    return { table, alias: table };
  }
  if (node.kind === 'AliasNode' && isNode(node.node) && node.node.kind === 'TableNode') {
    return { table: identifier(node.node)!, alias: identifier(node.alias)! };
  }
  return undefined;
}

/** The operands of a top-level AND chain (parentheses looked through; OR branches are one opaque operand). */
function conjuncts(node: unknown, out: Node[] = []): Node[] {
  if (!isNode(node)) return out;
  if (node.kind === 'WhereNode') return conjuncts(node.where, out);
  if (node.kind === 'OnNode') return conjuncts(node.on, out);
  if (node.kind === 'ParensNode') return conjuncts(node.node, out);
  if (node.kind === 'AndNode') {
    conjuncts(node.left, out);
    return conjuncts(node.right, out);
  }
  out.push(node);
  return out;
}

/** `x.org_id` (or a bare `org_id`): the qualifier, '' when bare; undefined when not an org_id reference. */
function orgRef(node: unknown): string | undefined {
  if (!isNode(node) || node.kind !== 'ReferenceNode' || identifier(node.column) !== ORG) return undefined;
  return node.table ? identifier(node.table) : '';
}

/** `alias.key = other.column` (either way round): the alias `other`, or undefined. */
function keyFollow(c: Node, alias: string, key: string): string | undefined {
  if (c.kind !== 'BinaryOperationNode' || (c.operator as Node).operator !== '=') return undefined;
  const ref = (n: unknown) =>
    isNode(n) && n.kind === 'ReferenceNode' && n.table
      ? { table: identifier(n.table)!, column: identifier(n.column) }
      : undefined;
  const l = ref(c.leftOperand);
  const r = ref(c.rightOperand);
  if (!l || !r) return undefined;
  if (l.table === alias && l.column === key && r.table !== alias) return r.table;
  if (r.table === alias && r.column === key && l.table !== alias) return l.table;
  return undefined;
}

interface Scope {
  /** alias -> table, for the tenant tables this query level reads or writes. */
  tables: Map<string, string>;
  /** Aliases (here or in an enclosing query) known to be restricted to one organisation's rows. */
  scoped: Set<string>;
}

function checkQuery(node: Node, outerScoped: ReadonlySet<string>): void {
  if (node.kind === 'InsertQueryNode') {
    const table = identifier(node.into);
    if (table && TENANT.has(table)) {
      const columns = ((node.columns as Node[] | undefined) ?? []).map(identifier);
      if (!columns.includes(ORG)) throw new TenantScopeError(table, 'insert without org_id');
    }
    walkChildren(node, outerScoped);
    return;
  }

  const items: unknown[] = [];
  const conditions: Node[] = [];
  const from = (node.from as Node | undefined)?.froms as unknown[] | undefined;
  if (from) items.push(...from);
  if (node.kind === 'UpdateQueryNode') items.push(node.table);
  const using = (node.using as Node | undefined)?.tables as unknown[] | undefined;
  if (using) items.push(...using);
  const follows: { alias: string; from: string }[] = [];
  for (const join of (node.joins as Node[] | undefined) ?? []) {
    items.push(join.table);
    const on = conjuncts(join.on);
    conditions.push(...on);
    const t = tableItem(join.table);
    const key = t && FOLLOW_BY_KEY[t.table];
    if (t && key) {
      for (const c of on) {
        const target = keyFollow(c, t.alias, key);
        if (target) follows.push({ alias: t.alias, from: target });
      }
    }
  }
  conditions.push(...conjuncts(node.where));

  const scope: Scope = { tables: new Map(), scoped: new Set(outerScoped) };
  for (const item of items) {
    const t = tableItem(item);
    if (t && TENANT.has(t.table)) {
      scope.tables.set(t.alias, t.table);
      // An alias of this level hides the enclosing query's alias of the same name.
      scope.scoped.delete(t.alias);
    }
  }

  // org_id comparisons: `a.org_id = value`, `a.org_id in (values)`, `a.org_id = b.org_id`.
  const resolve = (qualifier: string): string | undefined => {
    if (qualifier) return qualifier;
    return scope.tables.size === 1 ? [...scope.tables.keys()][0] : undefined;
  };
  const links: [string, string][] = [];
  for (const c of conditions) {
    if (c.kind !== 'BinaryOperationNode') continue;
    const op = (c.operator as Node).operator;
    if (op !== '=' && op !== 'in') continue;
    const left = orgRef(c.leftOperand);
    const right = orgRef(c.rightOperand);
    if (left !== undefined && right !== undefined) {
      const a = resolve(left);
      const b = right === '' ? undefined : right;
      if (a && b && op === '=') links.push([a, b]);
      continue;
    }
    const side = left ?? right;
    const other = left !== undefined ? c.rightOperand : c.leftOperand;
    if (side === undefined || !isNode(other)) continue;
    if (other.kind === 'ValueNode' || other.kind === 'PrimitiveValueListNode' || other.kind === 'ValueListNode') {
      const a = resolve(side);
      if (a) scope.scoped.add(a);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [a, b] of links) {
      if (scope.scoped.has(a) !== scope.scoped.has(b)) {
        scope.scoped.add(a);
        scope.scoped.add(b);
        changed = true;
      }
    }
  }
  for (const f of follows) if (scope.scoped.has(f.from)) scope.scoped.add(f.alias);
  for (const [alias, table] of scope.tables) {
    if (!scope.scoped.has(alias)) {
      const verb = node.kind === 'SelectQueryNode' ? 'select' : node.kind === 'UpdateQueryNode' ? 'update' : 'delete';
      throw new TenantScopeError(table, `${verb} without an org_id filter on ${alias}`);
    }
  }
  walkChildren(node, scope.scoped);
}

/**
 * The first tenant table that SQL text names where a table goes (`sqlTableNames`: after from/join/into/update/using/
 * truncate, each item of a comma list, schema-qualified or quoted). Exported for the source test
 * (test/module-shape.test.ts), which looks for the same thing in string literals.
 */
export function rawTenantTable(text: string): string | undefined {
  for (const table of sqlTableNames(text)) if (TENANT.has(table)) return table;
  return undefined;
}

function checkRaw(node: Node): void {
  const table = rawTenantTable((node.sqlFragments as string[]).join(' ? '));
  if (table) throw new TenantScopeError(table, 'raw sql reads or writes a tenant table');
  for (const p of node.parameters as unknown[]) {
    const t = tableItem(p);
    if (t && TENANT.has(t.table)) throw new TenantScopeError(t.table, 'raw sql reads or writes a tenant table');
  }
}

/**
 * A value's payload: what a query compares with or writes, sent as a parameter (`?`, `$1`), never part of the SQL
 * text. Not walked: the verdict depends on the query's shape alone, never on a value (the verdict cache relies on it).
 */
const VALUE_KINDS = new Set(['ValueNode', 'PrimitiveValueListNode']);

/** Checks every query and raw fragment nested anywhere under `node` (subqueries, CTEs, insert ... select). */
function walkChildren(node: Node, scoped: ReadonlySet<string>): void {
  if (VALUE_KINDS.has(node.kind)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const v of value) if (isNode(v)) visit(v, scoped);
    } else if (isNode(value)) visit(value, scoped);
  }
}

function visit(node: Node, scoped: ReadonlySet<string>): void {
  if (QUERY_KINDS.has(node.kind)) checkQuery(node, scoped);
  else {
    if (node.kind === 'RawNode') checkRaw(node);
    walkChildren(node, scoped);
  }
}

/** Throws TenantScopeError when the query touches a tenant table without an organisation filter. */
export function assertTenantScoped(node: RootOperationNode): void {
  visit(node as unknown as Node, new Set());
}

/** How many accepted SQL texts a guard keeps (the app's query shapes are a few hundred; `in (?, ?, ...)` lists add more). */
const VERDICT_CACHE_SIZE = 2000;

/**
 * The Kysely plugin: installed on the app's database by openDatabase (both dialects), through `tenantGuarded`.
 *
 * Its verdict is kept per compiled SQL text (docs/decisions.md): the guard compiles the query with the dialect's
 * compiler, walks the tree only for a text it has not accepted yet, and hands that very compiled query to Kysely
 * (`compiler()`), so what was checked is exactly what is sent and a query is compiled once. Sound because the
 * database sees only the SQL text and the parameters, and the verdict never depends on a parameter's value (values
 * are not walked; an immediate value such as `sql.lit` is part of the text): a text accepted once is scoped with any
 * parameters. Refusals are not kept: a refused query is walked (and refused) every time; raw sql is always walked.
 * Without a compiler, every query is walked.
 *
 * A compiled query handed to Kysely as it is (`db.executeQuery(CompiledQuery.raw(...))`, or one built by hand) never
 * reaches a plugin: the connections of `tenantGuarded` pass each query to `checkSent`, which lets through what this
 * compiler made (the builder's queries, checked above, and the system executor's) and refuses any other SQL text
 * that names a tenant table, as raw sql is refused.
 */
export class TenantGuardPlugin implements KyselyPlugin {
  readonly #compiler: QueryCompiler | undefined;
  /** The accepted SQL texts, oldest first. */
  readonly #accepted = new Set<string>();
  /** The queries compiled here, until Kysely asks for them (a tree is compiled right after it is transformed). */
  readonly #compiled = new WeakMap<RootOperationNode, CompiledQuery>();
  /** Every query `compiler()` handed to Kysely: anything else a connection is asked to run was compiled elsewhere. */
  readonly #madeHere = new WeakSet<CompiledQuery>();

  constructor(compiler?: QueryCompiler) {
    this.#compiler = compiler;
  }

  /** How many SQL texts are kept as accepted (tests). */
  get acceptedShapes(): number {
    return this.#accepted.size;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Queries of the builder only: raw sql (and schema changes) are walked every time.
    const compiled = QUERY_KINDS.has(args.node.kind) ? this.#compile(args.node, args.queryId) : undefined;
    if (compiled && this.#accepted.has(compiled.sql)) return args.node;
    assertTenantScoped(args.node);
    if (compiled) {
      if (this.#accepted.size >= VERDICT_CACHE_SIZE) this.#accepted.delete(this.#accepted.values().next().value!);
      this.#accepted.add(compiled.sql);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /**
   * The compiler Kysely uses (the unguarded executor of db/system.repository.ts too): the query this guard compiled
   * for that tree, else a fresh compile.
   */
  compiler(): QueryCompiler {
    const inner = this.#compiler;
    if (!inner) throw new Error('TenantGuardPlugin: no compiler');
    return {
      compileQuery: (node: RootOperationNode, queryId: QueryId): CompiledQuery => {
        let compiled = this.#compiled.get(node);
        if (compiled && compiled.queryId === queryId) this.#compiled.delete(node);
        else compiled = inner.compileQuery(node, queryId);
        this.#madeHere.add(compiled);
        return compiled;
      },
    };
  }

  /**
   * Called by a guarded connection before it runs `compiled`: a query this guard's compiler did not make (Kysely's
   * `executeQuery` with a CompiledQuery, which no plugin sees) is judged by its SQL text, as raw sql is.
   */
  checkSent(compiled: CompiledQuery): void {
    if (this.#madeHere.has(compiled)) return;
    const table = rawTenantTable(compiled.sql);
    if (table) throw new TenantScopeError(table, 'a compiled query (executeQuery) reads or writes a tenant table');
  }

  #compile(node: RootOperationNode, queryId: QueryId): CompiledQuery | undefined {
    if (!this.#compiler) return undefined;
    let compiled: CompiledQuery;
    try {
      compiled = this.#compiler.compileQuery(node, queryId);
    } catch {
      // Kysely's own compile will report it; the tree is walked meanwhile.
      return undefined;
    }
    this.#compiled.set(node, compiled);
    return compiled;
  }
}

/**
 * `driver`, with each connection it lends checking what it is asked to run (`plugin.checkSent`) first. The driver's
 * own calls (begin, commit, savepoints) get its own connection back, unchecked: they name no table.
 */
function guardedDriver(driver: Driver, plugin: TenantGuardPlugin): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const own = (c: DatabaseConnection) => inner.get(c) ?? c;
  const guarded: Driver = {
    init: () => driver.init(),
    acquireConnection: async () => {
      const connection = await driver.acquireConnection();
      const checked: DatabaseConnection = {
        executeQuery: (compiled) => {
          plugin.checkSent(compiled);
          return connection.executeQuery(compiled);
        },
        streamQuery: (compiled, chunkSize) => {
          plugin.checkSent(compiled);
          return connection.streamQuery(compiled, chunkSize);
        },
      };
      inner.set(checked, connection);
      return checked;
    },
    beginTransaction: (c, settings) => driver.beginTransaction(own(c), settings),
    commitTransaction: (c) => driver.commitTransaction(own(c)),
    rollbackTransaction: (c) => driver.rollbackTransaction(own(c)),
    releaseConnection: (c) => driver.releaseConnection(own(c)),
    destroy: () => driver.destroy(),
  };
  // Kysely looks for these to know whether the driver has savepoints: pass on only those it has.
  if (driver.savepoint) guarded.savepoint = (c, name, compile) => driver.savepoint!(own(c), name, compile);
  if (driver.rollbackToSavepoint)
    guarded.rollbackToSavepoint = (c, name, compile) => driver.rollbackToSavepoint!(own(c), name, compile);
  if (driver.releaseSavepoint)
    guarded.releaseSavepoint = (c, name, compile) => driver.releaseSavepoint!(own(c), name, compile);
  return guarded;
}

/**
 * The configuration of a guarded Kysely on `dialect`: the guard, alone, and the dialect with the guard's compiler
 * and connections that check what was compiled elsewhere (`new Kysely<Database>(tenantGuarded(dialect))`).
 */
export function tenantGuarded(dialect: Dialect): { dialect: Dialect; plugins: [TenantGuardPlugin] } {
  const plugin = new TenantGuardPlugin(dialect.createQueryCompiler());
  return {
    plugins: [plugin],
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => guardedDriver(dialect.createDriver(), plugin),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => plugin.compiler(),
    },
  };
}
