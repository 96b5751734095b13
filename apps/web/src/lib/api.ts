/**
 * The one fetch wrapper of the console: adds the bearer token, unwraps `{ data }`, turns error bodies into ApiError,
 * and ends the session on a 401 (document 1 section 8).
 */
import { ERROR_REASONS, type ErrorReason } from '@comptoir/shared';
import type { z } from 'zod';
import { downloadBlob } from './download';
import { loadFirstSchemas } from './firstLoad';
import i18n from './i18n';
import { refusalMessage } from './refusals';
import { clearSession, getToken } from './session';

export const API_BASE = '/api';

export type ErrorParams = Record<string, string | number>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  /** A specific refusal the console may react to (packages/shared ERROR_REASONS); switch on it, never on `message`. */
  readonly reason: ErrorReason | undefined;
  readonly params: ErrorParams;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string>,
    refusal?: { reason?: string; params?: ErrorParams },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.reason = refusal?.reason && refusal.reason in ERROR_REASONS ? (refusal.reason as ErrorReason) : undefined;
    this.params = refusal?.params ?? {};
  }

  /**
   * The error of a failed answer: the body's `{ message, code, fieldErrors?, reason?, params? }` when it has one. Async:
   * the body's schema comes with zod, which the sign-in page does not load up front (firstLoadSchemas.ts).
   */
  static async fromBody(status: number, body: unknown): Promise<ApiError> {
    const { apiErrorSchema } = await loadFirstSchemas();
    const parsed = apiErrorSchema.safeParse(body);
    if (!parsed.success) return new ApiError(status, 'HTTP_ERROR', i18n.t('common:errors.http', { status }));
    const { code, message, fieldErrors, reason, params } = parsed.data;
    return new ApiError(status, code, message, fieldErrors, { reason, params });
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

export interface ApiRequest<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). Login is the exception. */
  auth?: boolean;
  /**
   * Validates `data` against a shared schema; a mismatch is a contract bug and throws. The calls of the sign-in page and
   * the session pass a loader instead (`() => loadFirstSchemas().then((s) => s.userSchema)`): zod is then not part of
   * the sign-in page's first load (issue 26), and the schema loads while the request is in flight.
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
}

/**
 * A list a screen can do without: null when the signed-in user may not read it (403) or the server has no such call
 * (404); other errors still throw.
 */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/** Paths whose 401 means "wrong credentials", not "session over". */
const NO_SESSION_PATHS = ['/user/login'];

function onUnauthorized(): void {
  clearSession();
  globalThis.location?.reload();
}

export async function api<T = unknown, S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : T> {
  const { method = 'GET', body, auth = true, signal } = request;
  const schemaReady = typeof request.schema === 'function' ? request.schema() : request.schema;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, i18n.t('common:errors.network'));
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    // Only a session we sent can have ended; a 401 on login means wrong credentials.
    if (response.status === 401 && token && !NO_SESSION_PATHS.includes(path)) onUnauthorized();
    throw await ApiError.fromBody(response.status, payload);
  }

  const data = (payload as { data?: unknown } | undefined)?.data;
  const schema = await schemaReady;
  if (!schema) return data as S extends z.ZodType ? z.infer<S> : T;
  const checked = schema.safeParse(data);
  if (!checked.success) {
    console.error(`Unexpected answer from ${method} ${path}`, checked.error.issues);
    throw new ApiError(response.status, 'INVALID_RESPONSE', i18n.t('common:errors.invalidResponse'));
  }
  return checked.data as S extends z.ZodType ? z.infer<S> : T;
}

/**
 * Downloads a file the server makes (a PDF report, a journal archive, a FEC) with the session's token and saves it
 * under the name the server's content-disposition gives (else `fallbackName`). A refusal throws an ApiError, as api().
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, i18n.t('common:errors.network'));
  }
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    throw await ApiError.fromBody(response.status, await response.json().catch(() => undefined));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  downloadBlob(await response.blob(), name);
}

/**
 * The text to show for a failed call: the translated refusal when the server gave a known reason (with its params),
 * else a translated message when the code has one, otherwise the server's.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = refusalMessage(error);
    if (refusal) return refusal;
    // The server's code picks the key; exists() guards the codes without a translation.
    const key = `common:apiErrors.${error.code}`;
    if (!i18n.exists(key)) return error.message;
    return i18n.t(key as 'common:apiErrors.INVALID_CREDENTIALS');
  }
  return i18n.t('common:errors.unexpected');
}

/** The server's message for one field, when the failed request named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors?.[field] : undefined;
}
