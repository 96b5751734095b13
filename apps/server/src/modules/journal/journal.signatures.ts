import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type JournalRow, publicKeyOf, signatureValid } from './journal.chain';

/**
 * Checks the entries' Ed25519 signatures: one verification costs about 60-180 microseconds, most of the time of a
 * journal's check, so a large journal is checked on worker threads (one per core), a batch at a time, while the main
 * thread checks the chain. Answers the first entry whose signature fails, and whether the key matches nothing (the
 * first two entries checked both fail: a wrong key rather than an edited entry).
 */
export interface SignatureOutcome {
  firstBad: number | null;
  wrongKey: boolean;
}

export interface SignatureChecker {
  /** Resolves when the checker can take more (large journals wait for the workers instead of filling memory). */
  add(rows: readonly JournalRow[]): Promise<void>;
  result(): Promise<SignatureOutcome>;
}

/** Batches of this many entries go to a worker; fewer entries in all are checked on the calling thread. */
const BATCH = 4000;

interface BatchResult {
  first: number;
  bad: number[];
}

function judge(results: BatchResult[]): SignatureOutcome {
  results.sort((a, b) => a.first - b.first);
  const bad = results.flatMap((r) => r.bad);
  if (bad.length === 0) return { firstBad: null, wrongKey: false };
  const firstChecked = results[0]?.first ?? 0;
  // A wrong key fails every entry, an edit only the entries edited: the first two entries both failing says "key".
  const wrongKey = bad[0] === firstChecked && bad[1] === firstChecked + 1;
  return { firstBad: bad[0] ?? null, wrongKey };
}

/** On the calling thread (small journals, tests, the API for one organisation). */
export function inlineSignatures(publicKey: string): SignatureChecker {
  const key = publicKeyOf(publicKey);
  const results: BatchResult[] = [];
  return {
    async add(rows) {
      if (rows.length === 0) return;
      const bad: number[] = [];
      for (const r of rows) if (!signatureValid(key, r) && bad.length < 2) bad.push(r.seq);
      results.push({ first: rows[0]!.seq, bad });
    },
    result: async () => judge(results),
  };
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const key = createPublicKey({ key: Buffer.from(workerData, 'base64'), format: 'der', type: 'spki' });
parentPort.on('message', ({ id, seqs, bodies, signatures }) => {
  const bad = [];
  for (let i = 0; i < seqs.length && bad.length < 2; i++) {
    let ok = false;
    try { ok = verify(null, Buffer.from(bodies[i]), key, Buffer.from(signatures[i], 'base64')); } catch {}
    if (!ok) bad.push(seqs[i]);
  }
  parentPort.postMessage({ id, first: seqs[0], bad });
});
`;

/** On worker threads, one per core (large journals: `npm run journal:verify`, archives, the bench). */
export function parallelSignatures(publicKey: string, threads = availableParallelism()): SignatureChecker {
  const workers = Array.from(
    { length: Math.max(1, threads) },
    () => new Worker(WORKER, { eval: true, workerData: publicKey }),
  );
  const results: BatchResult[] = [];
  const waiting = new Map<number, () => void>();
  const roomWaiters: (() => void)[] = [];
  const busy = workers.map(() => 0);
  let next = 0;
  let failed: Error | null = null;
  for (const [i, w] of workers.entries()) {
    w.on('message', (m: BatchResult & { id: number }) => {
      results.push({ first: m.first, bad: m.bad });
      busy[i]! -= 1;
      waiting.get(m.id)?.();
      waiting.delete(m.id);
      for (const wake of roomWaiters.splice(0)) wake();
    });
    w.on('error', (err) => {
      failed = err;
    });
  }
  const pending: Promise<void>[] = [];
  let buffer: JournalRow[] = [];
  const inFlight = () => busy.reduce((a, b) => a + b, 0);
  const send = () => {
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    const id = next++;
    // The least busy worker takes the batch.
    const w = busy.indexOf(Math.min(...busy));
    busy[w]! += 1;
    pending.push(new Promise<void>((resolve) => waiting.set(id, resolve)));
    workers[w]!.postMessage({
      id,
      seqs: rows.map((r) => r.seq),
      bodies: rows.map((r) => r.body),
      signatures: rows.map((r) => r.signature),
    });
  };
  return {
    async add(rows) {
      for (const r of rows) {
        buffer.push(r);
        if (buffer.length >= BATCH) send();
      }
      // At most two batches queued per worker.
      while (inFlight() > workers.length * 2) await new Promise<void>((resolve) => roomWaiters.push(resolve));
    },
    async result() {
      send();
      await Promise.all(pending);
      await Promise.all(workers.map((w) => w.terminate()));
      if (failed) throw failed;
      return judge(results);
    },
  };
}
