/**
 * The tills of the till benches: `tills` loops over the 4 calls of a ticket (open a takeaway account -> order the
 * lines -> pay by card -> close), each with an Idempotency-Key as a real till sends it, over keep-alive connections,
 * in a child process of their own (so the bench's process time is the server's alone when the server runs in it).
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The tills' script: `tills` loops over the 4 calls of a ticket until `ms` has passed (the call under way is finished). */
const CLIENT = `
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { base, tokens, tills, ms, lines, pause } = JSON.parse(process.env.BENCH_TILLS_DATA);
const sleep = (t) => new Promise((r) => setTimeout(r, t));
const think = () => (pause ? sleep(pause[0] + Math.random() * (pause[1] - pause[0])) : null);
const agent = new http.Agent({ keepAlive: true, maxSockets: tills });
const latencies = [];
let tickets = 0, requests = 0, errors = 0, firstError = null;
const started = performance.now();
const deadline = started + ms;
// Figures count what completes after the warm-up (the tills' first calls all arrive together), until the deadline.
const from = started + Math.min(5000, ms * 0.2);
const counted = (t) => t >= from && t <= deadline;
async function call(token, path, body) {
  await think();
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(base + path, {
      method: 'POST', agent,
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const t1 = performance.now();
        if (counted(t1)) { latencies.push(t1 - t0); requests++; }
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) { errors++; firstError ??= path + ' ' + res.statusCode + ' ' + text.slice(0, 200); resolve(null); return; }
        resolve(JSON.parse(text).data);
      });
    });
    req.on('error', (e) => { errors++; firstError ??= String(e); resolve(null); });
    req.end(JSON.stringify(body));
  });
}
async function till(k) {
  const token = tokens[k % tokens.length];
  while (performance.now() < deadline) {
    const account = await call(token, '/api/terminal/accounts', { kind: 'TAKEAWAY' });
    if (!account || performance.now() >= deadline) continue;
    const id = account.clientAccountId;
    const detail = await call(token, '/api/terminal/accounts/' + id + '/lines', { lines });
    if (!detail || performance.now() >= deadline) continue;
    const paid = await call(token, '/api/terminal/accounts/' + id + '/payments', { paymentType: 'CARD', amountPaid: detail.totalData.total.toFixed(2) });
    if (!paid || performance.now() >= deadline) continue;
    const closed = await call(token, '/api/terminal/accounts/' + id + '/close', {});
    // A ticket counts when it is closed within the counted window.
    if (closed && counted(performance.now())) tickets++;
  }
}
Promise.all(Array.from({ length: tills }, (_, k) => till(k))).then(() => {
  agent.destroy();
  process.send({ seconds: (deadline - from) / 1000, tickets, requests, errors, firstError, latencies }, () => process.exit(0));
});
`;

export interface LoadResult {
  seconds: number;
  tickets: number;
  requests: number;
  errors: number;
  firstError: string | null;
  latencies: number[];
}

export interface TillsOptions {
  base: string;
  tokens: string[];
  tills: number;
  ms: number;
  lines: unknown[];
  /** A random pause before each call, [min, max] ms (a till at work), or none (saturation). */
  pause: [number, number] | null;
}

/** Runs the tills in a child process (its script written into `dir`) and answers what they counted. */
export function runTills(dir: string, options: TillsOptions): Promise<LoadResult> {
  const script = path.join(dir, 'tills.cjs');
  writeFileSync(script, CLIENT);
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...process.env, BENCH_TILLS_DATA: JSON.stringify(options) },
      execArgv: [],
    });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`the tills' process exited with ${code}`));
    });
  });
}
