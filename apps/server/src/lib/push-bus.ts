import { randomUUID } from 'node:crypto';
import type { PushEvent } from '@comptoir/shared';
import pg from 'pg';
import type { OrgId } from '../db/org-id';

type Listener = (orgId: OrgId, event: PushEvent) => void;

/**
 * A message between server processes, never sent to sockets: "drop the cached catalogue of organisation 3"
 * (lib/cached-answer.ts), "drop the cached session user 12" (lib/session-cache.ts).
 */
export type BusSignal =
  | { topic: 'CATALOGUE'; orgId: OrgId }
  | { topic: 'SESSION'; userId: number }
  /**
   * Local only, from the bus itself: signals of other processes may have been missed (the PostgreSQL LISTEN
   * connection went down, or came back after a gap): every cache drops everything it keeps.
   */
  | { topic: 'ALL' };

type SignalListener = (signal: BusSignal) => void;

/**
 * Publishes push events to the sockets of one organisation. In one process the bus is in memory; on PostgreSQL it
 * also goes through LISTEN/NOTIFY so a write on one server reaches sockets held by another (ARCHITECTURE.md section 5).
 */
export interface PushBus {
  publish(orgId: OrgId, event: PushEvent): void;
  subscribe(listener: Listener): () => void;
  /** Sends a signal to every process (this one included, at once in memory, through NOTIFY on PostgreSQL). */
  signal(signal: BusSignal): void;
  subscribeSignals(listener: SignalListener): () => void;
  /**
   * Whether every signal of every process reaches this one: always in memory; on PostgreSQL while the LISTEN
   * connection is up (it is reconnected when it drops). A cache that a signal must drop keeps nothing while it is
   * false, and drops everything on the `ALL` signal sent when it turns false and again when it turns true.
   */
  hearsAll(): boolean;
  close(): Promise<void>;
}

/**
 * A cache of one running server, found by its push bus (tests build several apps in one process): made on first use,
 * then told the bus's signals: `drop` forgets what a write of any process changed; `ALL` empties it.
 */
export function perServer<C extends { push: PushBus }, T extends { clear(): void }>(
  make: (ctx: C) => T,
  drop: (made: T, signal: BusSignal) => void,
): (ctx: C) => T {
  const made = new WeakMap<PushBus, T>();
  return (ctx) => {
    const found = made.get(ctx.push);
    if (found) return found;
    const created = make(ctx);
    ctx.push.subscribeSignals((signal) => (signal.topic === 'ALL' ? created.clear() : drop(created, signal)));
    made.set(ctx.push, created);
    return created;
  };
}

function isSignal(value: unknown): value is BusSignal {
  const s = value as { topic?: unknown; orgId?: unknown; userId?: unknown } | null;
  if (!s || typeof s !== 'object') return false;
  if (s.topic === 'CATALOGUE') return Number.isInteger(s.orgId);
  if (s.topic === 'SESSION') return Number.isInteger(s.userId);
  return false;
}

const CHANNEL = 'comptoir_push';

export function createLocalBus(): PushBus {
  const listeners = new Set<Listener>();
  const signalListeners = new Set<SignalListener>();
  return {
    publish(orgId, event) {
      for (const l of listeners) l(orgId, event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signal(signal) {
      for (const l of signalListeners) l(signal);
    },
    subscribeSignals(listener) {
      signalListeners.add(listener);
      return () => signalListeners.delete(listener);
    },
    hearsAll: () => true,
    async close() {
      listeners.clear();
      signalListeners.clear();
    },
  };
}

/** The LISTEN connection's name in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'comptoir-push-listen';

/** How long the bus waits before connecting again after its LISTEN connection dropped: doubling, at most 5 s. */
export const RECONNECT_DELAYS_MS = { first: 250, max: 5_000 };

/**
 * LISTEN/NOTIFY bus: every server process delivers what any process publishes (including itself, once). When the
 * LISTEN connection fails or ends (a database restart, a network cut, an administrator ending the backend), the bus
 * connects again, waiting 250 ms, then twice as long each time up to 5 s, until it is closed. While it is down the
 * push events and signals of other processes are lost: `hearsAll()` is false and the caches are told to drop
 * everything (`ALL`), once when it drops and once when it is back.
 */
export async function createPostgresBus(databaseUrl: string, onError: (err: unknown) => void): Promise<PushBus> {
  const local = createLocalBus();
  /** Signals are acted on in this process at once; the copy NOTIFY brings back from this bus is skipped. */
  const busId = randomUUID();
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sender.on('error', onError);
  let listening = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_DELAYS_MS.first;

  const onNotification = (msg: pg.Notification) => {
    try {
      const { orgId, event, signal, from } = JSON.parse(msg.payload ?? '{}') as {
        orgId: OrgId;
        event?: PushEvent;
        signal?: BusSignal;
        from?: string;
      };
      if (signal !== undefined) {
        if (isSignal(signal) && from !== busId) local.signal(signal);
      } else if (Number.isInteger(orgId) && event?.pushType) local.publish(orgId, event);
    } catch (err) {
      onError(err);
    }
  };

  const lost = (client: pg.Client) => {
    if (client !== listener) return;
    listener = null;
    if (listening) {
      listening = false;
      local.signal({ topic: 'ALL' });
    }
    if (!closed && retry === null) {
      retry = setTimeout(() => {
        retry = null;
        connect().catch(() => {});
      }, delay);
      retry.unref?.();
      delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.max);
    }
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTEN_APPLICATION_NAME });
    listener = client;
    client.on('error', (err) => {
      onError(err);
      lost(client);
    });
    client.on('end', () => lost(client));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onError(err);
      client.end().catch(() => {});
      lost(client);
      throw err;
    }
    if (closed || client !== listener) {
      await client.end().catch(() => {});
      return;
    }
    delay = RECONNECT_DELAYS_MS.first;
    listening = true;
    // What was kept before the gap may be stale: other processes' signals of the gap were never heard.
    local.signal({ topic: 'ALL' });
  }

  try {
    await connect();
  } catch (err) {
    // Not even the first connection: the server does not start (no retry behind its back).
    closed = true;
    if (retry) clearTimeout(retry);
    await sender.end().catch(() => {});
    throw err;
  }
  return {
    publish(orgId, event) {
      sender.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ orgId, event })]).catch(onError);
    },
    subscribe: local.subscribe,
    signal(signal) {
      local.signal(signal);
      sender.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ signal, from: busId })]).catch(onError);
    },
    subscribeSignals: local.subscribeSignals,
    hearsAll: () => listening,
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      retry = null;
      const client = listener;
      listener = null;
      await local.close();
      await client?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
