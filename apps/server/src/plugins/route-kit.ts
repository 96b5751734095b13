import { envelope } from '@comptoir/shared';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import { idempotent } from '../lib/idempotency';
import { scopeOf } from './auth';
import { IMMUTABLE } from './web';

/**
 * The route kit: how a module's routes file declares its routes (docs/architecture.md, "One module shape"; decision
 * 160). `export const tablesRoutes = routes({ tags, config }, (route, ctx) => { ... })` once per routes file, then one
 * call per route:
 *
 *     route.patch('/table/:tableId', { summary: '...', params: idParam('tableId'), body: updateTableBodySchema,
 *       data: tableSchema }, (request) => service.updateTable(ctx, scopeOf(request), request.params.tableId, request.body));
 *
 * - The handler returns the answer's payload; the kit answers `{ data }` and declares `envelope(data)` as the 200
 *   answer's schema. `request.params`, `.query` and `.body` are typed from the zod schemas, as with `app.get`.
 * - `idempotent: true`: the handler runs in `idempotent(...)` (lib/idempotency.ts) and gets the transaction's context
 *   as its second argument; the summary says " Accepts Idempotency-Key.".
 * - The file's `tags` and `config` (the guard: `{ ability }`, `{ superUser: true }`, `{ public: true }`) apply to
 *   every route unless the route names its own; `config: {}` is "signed in", no ability. `route.with({ tags, config })`
 *   is the kit with other defaults, for another part of the file.
 * - `route.reply(method, url, ...)` is for the other answers: files, PDFs and exports (no `response`), a cached
 *   answer sent through the reply, or a body that is not `{ data }` alone (`response` is then the whole 200 schema).
 *   Its handler is Fastify's own `(request, reply)`; a file is sent with `sendFile` or `sendPublicImage` below.
 */

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Schema = z.ZodType | undefined;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request as Fastify types it for a route with these zod schemas. */
export type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

/** What every route declares: its OpenAPI words, its input schemas and its guard. */
interface Declared<P extends Schema, Q extends Schema, B extends Schema> {
  summary: string;
  /** Only where the derived one (plugins/operation-ids.ts) will not do. */
  operationId?: string;
  /** Else the file's. */
  tags?: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** Else the file's; `{}` for "signed in". */
  config?: FastifyContextConfig;
  /** A check after the session's (plugins/auth.ts), e.g. one of several abilities. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
  bodyLimit?: number;
  /** The body's content types when not JSON (`['multipart/form-data']`). */
  consumes?: string[];
  /** Run the handler at most once per Idempotency-Key, in the transaction `idempotent` opens (lib/idempotency.ts). */
  idempotent?: boolean;
}

/** A route answering `{ data }`. */
export interface DataRoute<P extends Schema, Q extends Schema, B extends Schema, D extends z.ZodType>
  extends Declared<P, Q, B> {
  data: D;
}

/** A route answering through its reply (see above). */
export interface ReplyRoute<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>
  extends Declared<P, Q, B> {
  /** The whole 200 answer's schema; none for a file. */
  response?: R;
  /** false for an answer compressed once and kept (lib/cached-answer.ts). */
  compress?: false;
}

type Declare = <
  D extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  url: string,
  route: DataRoute<P, Q, B, D>,
  /** Its second argument is the server context; with `idempotent`, the transaction's. */
  handler: (request: RouteRequest<P, Q, B>, ctx: ServerContext) => Promise<z.output<D>>,
) => void;

/** What a reply route's handler may return: its body (checked against `response`), or the reply it sent. */
type Answer<R extends Schema> = R extends z.ZodType ? z.output<R> | FastifyReply | undefined : unknown;

const KEY = ' Accepts Idempotency-Key.';

/**
 * A routes file's plugin (a module's `routes`): `declare` gets the kit with the file's tags and guard, the server
 * context, and the app itself for what is not a route (a content parser, a plugin such as multipart, another routes
 * file registered with this one).
 */
export function routes(
  defaults: { tags: string[]; config?: FastifyContextConfig },
  declare: (route: RouteKit, ctx: ServerContext, app: App) => void | Promise<void>,
): FastifyPluginAsyncZod<{ ctx: ServerContext }> {
  return async (app, { ctx }) => declare(routeKit(app, { ctx, ...defaults }), ctx, app);
}

export type RouteKit = ReturnType<typeof routeKit>;

function routeKit(app: App, defaults: { ctx: ServerContext; tags: string[]; config?: FastifyContextConfig }) {
  const { ctx } = defaults;

  /** Fastify's route options. */
  function options(route: ReplyRoute<Schema, Schema, Schema, Schema>) {
    const { operationId, tags = defaults.tags, params, querystring, body, consumes, response } = route;
    const config = 'config' in route ? route.config : defaults.config;
    return {
      ...(config && Object.keys(config).length > 0 && { config }),
      ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
      ...(route.onRequest && { onRequest: route.onRequest }),
      ...(route.compress === false && { compress: false }),
      schema: {
        ...(operationId && { operationId }),
        tags,
        summary: route.idempotent ? `${route.summary}${KEY}` : route.summary,
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        ...(consumes && { consumes }),
        ...(response && { response: { 200: response } }),
      },
    };
  }

  /** Fastify's handler: the route's, given the context to run in. */
  function handler<R>(
    route: Declared<Schema, Schema, Schema>,
    run: (request: FastifyRequest, reply: FastifyReply, ctx: ServerContext) => R | Promise<R>,
  ) {
    return route.idempotent
      ? (request: FastifyRequest, reply: FastifyReply) => {
          const outer = scopeOf(request);
          return idempotent(ctx, request, outer, async (tx) => {
            // The request's scoped executor follows the request into the transaction `idempotent` opened.
            request.tenantScope = { ...outer, db: tx.db };
            try {
              return await run(request, reply, tx);
            } finally {
              request.tenantScope = outer;
            }
          });
        }
      : (request: FastifyRequest, reply: FastifyReply) => run(request, reply, ctx);
  }

  const declare =
    (method: Method): Declare =>
    (url, route, answer) => {
      const { data, ...rest } = route;
      const run = handler(route, async (request, _reply, runCtx) => ({ data: await answer(request as never, runCtx) }));
      app[method](url, options({ ...rest, response: envelope(data) }) as never, run);
    };

  return {
    /** The same kit with other defaults (another part of the file: other tags, another guard or none). */
    with: (other: { tags: string[]; config?: FastifyContextConfig }) => routeKit(app, { ctx, ...other }),
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
    /** A route that answers through its reply (see above). Its handler gets the context to run in third. */
    reply<
      P extends Schema = undefined,
      Q extends Schema = undefined,
      B extends Schema = undefined,
      R extends Schema = undefined,
    >(
      method: Method,
      url: string,
      route: ReplyRoute<P, Q, B, R>,
      answer: (
        request: RouteRequest<P, Q, B>,
        reply: FastifyReply,
        ctx: ServerContext,
      ) => Answer<R> | Promise<Answer<R>>,
    ): void {
      app[method](url, options(route) as never, handler(route, answer as never));
    },
  };
}

/** A file for its caller: a download (`attachment`) or shown in the browser (`inline`), never kept by a cache. */
export function sendFile(
  reply: FastifyReply,
  file: { body: string | Buffer; type: string; filename: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * An uploaded image anyone may fetch (the web shop, tills, printers; its name is random): read as its own type only,
 * runs nothing, may be shown on other sites, kept for a year (a new upload is a new name).
 */
export function sendPublicImage(reply: FastifyReply, type: string, data: Buffer) {
  return reply
    .header('Content-Type', type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Cache-Control', IMMUTABLE)
    .send(data);
}
