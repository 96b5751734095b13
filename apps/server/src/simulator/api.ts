import { randomUUID } from 'node:crypto';

/** The server answered with an error body ({ message, code }). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The refusal reason (ERROR_REASONS), when the server gave one. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** No answer at all (connection refused, reset, timed out), even after the one retry. */
export class NetworkError extends Error {}

export interface CallOptions {
  /** Send an Idempotency-Key (money-moving calls); such a call is retried once, with the same key. */
  idempotent?: boolean;
}

/** An answered call, as the crash test records what the server acknowledged. */
export interface Acknowledged {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
  data: unknown;
}

export interface RetryPolicy {
  /**
   * Keep retrying a safe call (GET, or with its Idempotency-Key) whose request got no answer, every `delayMs`, until
   * `patienceMs` have passed (a till waiting for its server to come back), instead of retrying once.
   */
  patienceMs?: number;
  delayMs?: number;
  /** Called with every 2xx answer. */
  onAcknowledged?: (ack: Acknowledged) => void;
}

export interface Api {
  readonly baseUrl: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** The same client, sending this session token. */
  withToken(token: string): Api;
}

const TIMEOUT_MS = 15_000;

/** Why fetch failed, in words: "ECONNREFUSED", "timed out", ... */
export function describeNetworkError(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
}

interface Raw {
  status: number;
  text: string;
  etag: string | null;
}

/**
 * A small JSON client for the API under `${baseUrl}/api`. Reads the `{ data }` envelope; an error answer becomes an
 * ApiError. Safe calls (GET, or with an Idempotency-Key) are retried once when the network fails; the retry sends the
 * same key, so the server runs the effect at most once. A GET answered with an ETag (the catalogue) is kept, and
 * asked again with If-None-Match: a 304 answers the kept data, as a till keeps its catalogue until it changes.
 */
export function createApi(
  baseUrl: string,
  onRetry?: (what: string) => void,
  token?: string,
  policy: RetryPolicy = {},
): Api {
  const root = baseUrl.replace(/\/+$/, '');
  /** GET answers that came with an ETag, by path (this client's token: one organisation). */
  const kept = new Map<string, { etag: string; text: string }>();

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, opts: CallOptions): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.idempotent) headers['idempotency-key'] = randomUUID();
    const known = method === 'GET' ? kept.get(path) : undefined;
    if (known) headers['if-none-match'] = known.etag;
    const attempt = async (): Promise<Raw> => {
      const res = await fetch(`${root}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: res.status, text: await res.text(), etag: res.headers.get('etag') };
    };
    let raw: Raw;
    try {
      raw = await attempt();
    } catch (first) {
      if (method !== 'GET' && !opts.idempotent)
        throw new NetworkError(`${method} ${path}: ${describeNetworkError(first)}`);
      const sameKey = opts.idempotent ? ' with the same Idempotency-Key' : '';
      const giveUpAt = Date.now() + (policy.patienceMs ?? 0);
      onRetry?.(`${method} ${path} failed (${describeNetworkError(first)}), retrying${sameKey}`);
      for (;;) {
        if (policy.patienceMs) await new Promise((r) => setTimeout(r, policy.delayMs ?? 200));
        try {
          raw = await attempt();
          break;
        } catch (again) {
          if (Date.now() >= giveUpAt) throw new NetworkError(`${method} ${path}: ${describeNetworkError(again)}`);
        }
      }
    }
    // Not modified: the kept answer (parsed again, so no caller shares another's objects).
    if (raw.status === 304 && known) raw = { status: 200, text: known.text, etag: known.etag };
    let json: { data?: unknown; message?: string; code?: string; reason?: string } | null = null;
    try {
      json = raw.text ? JSON.parse(raw.text) : null;
    } catch {
      // not JSON: described below
    }
    if (raw.status < 200 || raw.status >= 300) {
      const message = json?.message ?? (raw.text.slice(0, 200) || `HTTP ${raw.status}`);
      throw new ApiError(raw.status, json?.code, message, json?.reason);
    }
    if (!json || !('data' in json))
      throw new ApiError(raw.status, 'BAD_RESPONSE', `${method} ${path}: not a Comptoir answer`);
    if (method === 'GET') {
      if (raw.etag) kept.set(path, { etag: raw.etag, text: raw.text });
      else kept.delete(path);
    }
    policy.onAcknowledged?.({ method, path, body, idempotencyKey: headers['idempotency-key'], data: json.data });
    return json.data as T;
  }

  return {
    baseUrl: root,
    get: (path) => call('GET', path, undefined, {}),
    post: (path, body, opts = {}) => call('POST', path, body ?? {}, opts),
    withToken: (t) => createApi(root, onRetry, t, policy),
  };
}
