import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import WebSocket from 'ws';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** A port free at the time of asking (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export const testSecret = () => randomBytes(32).toString('hex');

/** A real server process (src/main.ts through tsx), as `npm start` runs it. */
export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  port: number;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(serverRoot, 'no-console'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => {
    out += d;
  });
  proc.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const started = Date.now();
  while (!out.includes('Comptoir is ready')) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited before ready:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    kill: (signal = 'SIGTERM') => void proc.kill(signal),
  };
}

/** JSON call to a server process: status and the parsed body. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data?: unknown; reason?: string } & Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

export async function loginTo(
  base: string,
  username: string,
  password: string,
  orgId: OrgId = BISTRO,
): Promise<string> {
  const res = await call(base, 'POST', '/api/user/login', { body: { orgId, username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { token: string }).token;
}

/** An authenticated push socket that records the events it receives and how it was closed. */
export async function pushSocket(base: string, token: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/push`);
  const messages: { pushType: string }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ pushType: 'PUSH_AUTH_TOKEN', authToken: token }));
  await until(() => messages.some((m) => m.pushType === 'PUSH_AUTH_OK'), 5000, 'push socket authenticated');
  return { ws, messages, closed };
}

/** Polls `check` until it holds (or throws after `timeoutMs`, naming what was awaited). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
