import { randomUUID } from 'node:crypto';
import type { PushEvent } from '@comptoir/shared';
import pg from 'pg';

type Listener = (orgId: number, event: PushEvent) => void;

/**
 * A message between server processes, never sent to sockets: "drop the cached catalogue of organisation 3"
 * (lib/cached-answer.ts), "drop the cached session user 12" (lib/session-cache.ts).
 */
export type BusSignal = { topic: 'CATALOGUE'; orgId: number } | { topic: 'SESSION'; userId: number };

type SignalListener = (signal: BusSignal) => void;

/**
 * Publishes push events to the sockets of one organisation. In one process the bus is in memory; on PostgreSQL it
 * also goes through LISTEN/NOTIFY so a write on one server reaches sockets held by another (ARCHITECTURE.md section 5).
 */
export interface PushBus {
  publish(orgId: number, event: PushEvent): void;
  subscribe(listener: Listener): () => void;
  /** Sends a signal to every process (this one included, at once in memory, through NOTIFY on PostgreSQL). */
  signal(signal: BusSignal): void;
  subscribeSignals(listener: SignalListener): () => void;
  /**
   * Whether every signal of every process reaches this one: always in memory; on PostgreSQL while the LISTEN
   * connection is up. A cache that a signal must drop (the session users) keeps nothing while it is false.
   */
  hearsAll(): boolean;
  close(): Promise<void>;
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

/** LISTEN/NOTIFY bus: every server process delivers what any process publishes (including itself, once). */
export async function createPostgresBus(databaseUrl: string, onError: (err: unknown) => void): Promise<PushBus> {
  const local = createLocalBus();
  /** Signals are acted on in this process at once; the copy NOTIFY brings back from this bus is skipped. */
  const busId = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Once the LISTEN connection fails or ends, signals of other processes are lost: hearsAll() turns false for good.
  let listening = false;
  listener.on('error', (err) => {
    listening = false;
    onError(err);
  });
  listener.on('end', () => {
    listening = false;
  });
  sender.on('error', onError);
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listening = true;
  listener.on('notification', (msg) => {
    try {
      const { orgId, event, signal, from } = JSON.parse(msg.payload ?? '{}') as {
        orgId: number;
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
  });
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
      listening = false;
      await local.close();
      await listener.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
