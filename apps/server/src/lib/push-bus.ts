import { randomUUID } from 'node:crypto';
import type { PushEvent } from '@comptoir/shared';
import pg from 'pg';

type Listener = (orgId: number, event: PushEvent) => void;

/** A message between server processes, never sent to sockets (e.g. "drop the cached catalogue of organisation 3"). */
export interface BusSignal {
  topic: 'CATALOGUE';
  orgId: number;
}
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
  close(): Promise<void>;
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
  listener.on('error', onError);
  sender.on('error', onError);
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (msg) => {
    try {
      const { orgId, event, signal, from } = JSON.parse(msg.payload ?? '{}') as {
        orgId: number;
        event?: PushEvent;
        signal?: BusSignal;
        from?: string;
      };
      if (signal?.topic && Number.isInteger(signal.orgId)) {
        if (from !== busId) local.signal(signal);
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
    async close() {
      await local.close();
      await listener.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
