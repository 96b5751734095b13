import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import type { OrgId } from '../db/org-id';
import type { OrgDb } from './org-db';
import { type PushBus, perServer } from './push-bus';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A serialised answer, compressed once: what every request for it sends until the catalogue changes. */
export interface CachedBody {
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The caching headers every answer of this body sends (200 and 304 alike), built once. */
  headers: Readonly<Record<string, string>>;
}

/** What a builder returns: the JSON text, and the organisations whose writes change it (own, and a parent's). */
export interface BuiltAnswer {
  json: string;
  dependsOn: number[];
}

interface Entry {
  dependsOn: number[];
  body: CachedBody;
}

/** The answer's JSON once checked against its response schema (as Fastify's serialiser would, once per build). */
export function checkedJson(schema: z.ZodType, value: unknown, keepOrder = false): string {
  const result = schema.safeEncode(value);
  if (!result.success) throw new Error(`Cached answer does not match its schema: ${result.error.message}`);
  // keepOrder: the value is built by typed code and serialised as it is (the schema's key order would reorder it).
  return JSON.stringify(keepOrder ? value : result.data);
}

async function compressOnce(json: string): Promise<CachedBody> {
  const raw = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: 6 }),
  ]);
  const etag = `W/"${createHash('sha1').update(raw).digest('base64url')}"`;
  const headers = Object.freeze({ etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' });
  return { etag, raw, br, gzip: gz, headers };
}

/**
 * Per-organisation serialised answers of the catalogue (products, product groups, the till's products), kept until a
 * catalogue write of an organisation they depend on. Every process drops its copies when any process writes: the
 * drop goes through the push bus (LISTEN/NOTIFY on PostgreSQL). A build that overlaps a drop is served but not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { generation: number; promise: Promise<CachedBody> }>();
  private generation = 0;

  /**
   * `bus.hearsAll()` false (the PostgreSQL LISTEN connection is down): other processes' drops would be missed, so
   * nothing is served from the cache nor kept until it is back.
   */
  constructor(private readonly bus: Pick<PushBus, 'hearsAll'> = { hearsAll: () => true }) {}

  /** The kept answer of a key, without waiting; undefined when it must be built (`get`). */
  peek(key: string): CachedBody | undefined {
    return this.bus.hearsAll() ? this.entries.get(key)?.body : undefined;
  }

  /** The kept answer of a key, or a new build; `replaces` names keys this one makes obsolete (same prefix). */
  async get(key: string, build: () => Promise<BuiltAnswer>, replaces?: string): Promise<CachedBody> {
    const kept = this.peek(key);
    if (kept) return kept;
    const running = this.pending.get(key);
    if (running && running.generation === this.generation) return running.promise;
    const generation = this.generation;
    const promise = (async () => {
      const built = await build();
      const body = await compressOnce(built.json);
      if (generation === this.generation && this.bus.hearsAll()) {
        if (replaces) for (const old of this.entries.keys()) if (old.startsWith(replaces)) this.entries.delete(old);
        this.entries.set(key, { dependsOn: built.dependsOn, body });
      }
      return body;
    })();
    this.pending.set(key, { generation, promise });
    try {
      return await promise;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }

  /** Drops every answer (signals may have been missed); a build already running is not kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Drops every answer that shows this organisation's catalogue (its own, and its children's that include it). */
  drop(orgId: OrgId): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.dependsOn.includes(orgId)) this.entries.delete(key);
  }
}

/** The cache of the server whose routes ask (their ctx holds the server's own bus). */
export const answerCache: (ctx: ServerContext) => AnswerCache = perServer(
  (ctx: ServerContext) => new AnswerCache(ctx.push),
  (cache, signal) => {
    if (signal.topic === 'CATALOGUE') cache.drop(signal.orgId);
  },
);

/**
 * Call once a catalogue write has committed (product, group, printer, stock, an organisation's parent settings): the
 * next request rebuilds the answers that show it, in this process at once, in the others on notification. Inside an
 * idempotent till request the bus holds the signal until the commit.
 */
export function catalogueChanged(ctx: ServerContext, org: OrgDb): void {
  ctx.push.signal({ topic: 'CATALOGUE', orgId: org.orgId });
}

const bareTag = (tag: string) => tag.trim().replace(/^W\//, '');

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true; // what a client that kept the answer sends
  return header.split(',').some((tag) => tag.trim() === '*' || bareTag(tag) === bareTag(etag));
}

type Encoding = 'br' | 'gzip' | null;

/** br, then gzip, then none, as the request accepts them (q=0 refuses). */
function parseEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set((name ?? '').trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Accept-Encoding headers seen lately and what they chose: clients send the same few strings again and again. */
const encodings = new Map<string, Encoding>();

function encodingFor(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a cached answer: 304 when the request already has it (If-None-Match), else the copy its Accept-Encoding
 * takes. Routes sending it opt out of @fastify/compress (`compress: false`): the body is compressed already.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.headers(body.headers);
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.raw);
}

/** Waits for a committed catalogue write, then drops the answers that show it (see catalogueChanged). */
export async function catalogueWrite<T>(ctx: ServerContext, org: OrgDb, write: Promise<T>): Promise<T> {
  const result = await write;
  catalogueChanged(ctx, org);
  return result;
}
