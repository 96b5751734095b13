import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushClient, type SocketLike } from './push';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readyState = 1;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

describe('PushClient', () => {
  let sockets: FakeSocket[];
  let token: string | null;
  const make = () =>
    new PushClient({
      url: () => 'ws://host/api/push',
      getToken: () => token,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      initialDelayMs: 1000,
      maxDelayMs: 8000,
      random: () => 0,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'tok';
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates with the token as its first message', () => {
    const client = make();
    client.start();
    sockets[0]?.onopen?.({});
    expect(sockets[0]?.url).toBe('ws://host/api/push');
    expect(sockets[0]?.sent.map((m) => JSON.parse(m))).toEqual([{ pushType: 'PUSH_AUTH_TOKEN', authToken: 'tok' }]);
    client.stop();
  });

  it('hands valid messages to subscribers, in order, and only logs invalid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = make();
    const received: string[] = [];
    const unsubscribe = client.subscribe((m) => received.push(m.pushType));
    client.start();
    const socket = sockets[0]!;
    socket.onmessage?.({ data: JSON.stringify({ pushType: 'ACCOUNTS_UPDATED' }) });
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: JSON.stringify({ hello: 1 }) });
    socket.onmessage?.({ data: JSON.stringify({ pushType: 'PUSH_AUTH_OK' }) });
    // The messages' schema loads on start (lib/firstLoad.ts): they are handed over once it is there.
    await vi.waitFor(() => expect(received).toEqual(['ACCOUNTS_UPDATED', 'PUSH_AUTH_OK']));
    expect(warn).toHaveBeenCalledTimes(2);
    unsubscribe();
    socket.onmessage?.({ data: JSON.stringify({ pushType: 'ACCOUNTS_UPDATED' }) });
    await vi.advanceTimersByTimeAsync(10);
    expect(received).toHaveLength(2);
    client.stop();
    warn.mockRestore();
  });

  it('reconnects with a growing backoff, reset after a successful open', () => {
    const client = make();
    client.start();
    sockets[0]?.onclose?.({});
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onclose?.({});
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.onopen?.({});
    sockets[2]?.onclose?.({});
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    expect(client.delayFor(10)).toBe(8000);
    client.stop();
  });

  it('stops reconnecting once stopped, and does not connect without a session', () => {
    const client = make();
    client.start();
    client.stop();
    expect(sockets[0]?.closed).toBe(true);

    const connecting = make();
    connecting.start();
    const pending = sockets[1]!;
    pending.readyState = 0;
    connecting.stop();
    expect(pending.closed).toBe(false);
    pending.onopen?.({});
    expect(pending.closed).toBe(true);
    expect(pending.sent).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);

    token = null;
    const anonymous = make();
    anonymous.start();
    expect(sockets).toHaveLength(2);
    anonymous.stop();
  });
});
