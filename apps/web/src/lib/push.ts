/**
 * Push socket client (document 1 section 7, ARCHITECTURE.md section 5): connects to /api/push, authenticates with
 * the session token as its first message, hands valid messages to subscribers and reconnects with a backoff.
 * Invalid messages are only logged.
 */
import type { PushEvent } from '@comptoir/shared';
import { loadFirstSchemas } from './firstLoad';

export type PushMessage = PushEvent;
/** The messages' schema, loaded when a client starts: zod is not part of the sign-in page's script (firstLoad.ts). */
const loadMessageSchema = () => loadFirstSchemas().then((s) => s.pushEventSchema);
export type PushListener = (message: PushMessage) => void;

export interface SocketLike {
  /** 0 while connecting (WebSocket.CONNECTING). */
  readonly readyState?: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface PushClientOptions {
  url: () => string;
  getToken: () => string | null;
  createSocket?: (url: string) => SocketLike;
  /** Backoff delays: the n-th reconnect waits min(initialDelay * 2^n, maxDelay), with up to 20 % jitter. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export class PushClient {
  private socket: SocketLike | null = null;
  private readonly listeners = new Set<PushListener>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  /** Messages wait for it in the order they came (each `then` on one promise runs in turn). */
  private messageSchema: ReturnType<typeof loadMessageSchema> | null = null;

  constructor(private readonly options: PushClientOptions) {}

  get connected(): boolean {
    return this.socket !== null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.messageSchema ??= loadMessageSchema();
    this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      // Closing a socket that is still connecting makes the browser log an error: close it once open instead.
      if (socket.readyState === 0) socket.onopen = () => socket.close();
      else socket.close();
    }
  }

  /** Calls `listener` for every valid message; returns the unsubscribe function. */
  subscribe(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The delay before reconnect attempt number `attempt` (0-based). */
  delayFor(attempt: number): number {
    const initial = this.options.initialDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const base = Math.min(initial * 2 ** attempt, max);
    const jitter = base * 0.2 * (this.options.random ?? Math.random)();
    return Math.round(base + jitter);
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!this.running || !token) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch (error) {
      console.warn('Push socket could not be created', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      socket.send(JSON.stringify({ pushType: 'PUSH_AUTH_TOKEN', authToken: token }));
    };
    socket.onmessage = (event) => this.handle(event.data);
    socket.onerror = () => {
      // The close event follows and schedules the reconnect.
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.running || this.timer) return;
    const delay = this.delayFor(this.attempts);
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private handle(raw: unknown): void {
    let json: unknown;
    try {
      json = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      console.warn('Invalid push message (not JSON)', raw);
      return;
    }
    void this.messageSchema?.then((schema) => {
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        console.warn('Invalid push message', json);
        return;
      }
      for (const listener of this.listeners) listener(parsed.data);
    });
  }
}

export function pushUrl(location: Pick<Location, 'protocol' | 'host'> = globalThis.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/push`;
}
