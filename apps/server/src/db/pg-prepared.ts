/**
 * PostgreSQL statements prepared once per shape (issue 26; decision 152). Kysely's PostgreSQL driver sends every query
 * unnamed, so the server parses, analyses and plans the same SQL text again for each ticket. This pool hands Kysely
 * clients that give each parameterised query a name derived from its text: node-postgres prepares a named statement
 * once per connection and afterwards only binds and executes it.
 *
 * - Only queries with parameters are named: a query without any goes by the simple protocol, which is also what lets
 *   a migration hold several statements.
 * - Names are kept per text for the process (`p1`, `p2`...): one name always means one text, on every connection.
 *   Past `MAX_SHAPES` texts (lists of varying length make new ones), further texts run unnamed, as before.
 * - A connection prepares at most `MAX_PER_CONNECTION` statements; after that its new texts run unnamed.
 * - A statement prepared before a schema change that alters its result fails once with "cached plan must not change
 *   result type"; the schema changes only in migrations, which run before the server serves.
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const MAX_SHAPES = 5000;
const MAX_PER_CONNECTION = 1000;

const names = new Map<string, string>();
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_SHAPES) return known;
  const name = `p${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** The name to run `text` under on `client`, or undefined to run it unnamed. */
function statementName(client: pg.PoolClient, text: string, parameters: readonly unknown[]): string | undefined {
  if (parameters.length === 0) return undefined;
  const name = nameFor(text);
  if (name === undefined) return undefined;
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  if (prepared.has(name)) return name;
  if (prepared.size >= MAX_PER_CONNECTION) return undefined;
  prepared.add(name);
  return name;
}

class PreparedClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof textOrCursor !== 'string') return this.client.query(textOrCursor as unknown as pg.Submittable);
    const values = [...(parameters ?? [])];
    const name = statementName(this.client, textOrCursor, values);
    return this.client.query(name ? { name, text: textOrCursor, values } : { text: textOrCursor, values });
  }

  release(): void {
    this.client.release();
  }
}

/** The pool Kysely's PostgresDialect uses: `pool`'s clients, with statements prepared per shape. */
export function preparedStatementsPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new PreparedClient(await pool.connect()),
    end: () => pool.end(),
  };
}
