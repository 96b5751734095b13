import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper';
import { hostAddress, outboundTestConfig } from './outbound-helpers';

/**
 * The connection test of an integration with the server's own time limit (integrations.test.ts: the rest, with a
 * short limit). The stand-in device listens on this machine's non-loopback address (loopback is always refused).
 */
const HOST = hostAddress();

const cashdro = (config: object) => ({ type: 'CASHDRO', configJson: JSON.stringify(config) });

describe.skipIf(!HOST)('test connection: the production limit', () => {
  it('answers TIMEOUT after 4 s, not later', { timeout: 15_000 }, async () => {
    const host = HOST!;
    const app = await createTestApp({ config: outboundTestConfig(host) });
    const sockets: net.Socket[] = [];
    const hang = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => hang.listen(0, host, r));
    try {
      const token = await app.login('admin');
      const { port } = hang.address() as net.AddressInfo;
      const created = await app.request({
        method: 'POST',
        url: '/api/integrations',
        token,
        payload: cashdro({ ip: `http://${host}:${port}` }),
      });
      const started = Date.now();
      const res = await app.request({ method: 'POST', url: `/api/integrations/${created.json().data.id}/test`, token });
      const elapsed = Date.now() - started;
      expect(res.json().data).toMatchObject({ reachable: false, reason: 'TIMEOUT' });
      expect(elapsed).toBeGreaterThanOrEqual(3900);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => hang.close(r));
      await app.close();
    }
  });
});
