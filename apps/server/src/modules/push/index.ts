import { pushAuthMessageSchema } from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { resolveSession } from '../../plugins/auth';
import type { Module } from '../types';

/*
 * Module shape: push has no service or repository. It owns no data and runs no query: it relays the push bus
 * (lib/push-bus.ts) to the sockets of each organisation, and checks a socket's token through plugins/auth.ts.
 */

/** A browser may connect from the server's own origin or a configured one; non-browser clients send no Origin. */
function originAllowed(ctx: ServerContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (ctx.config.allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The push socket. The first message must be {"pushType":"PUSH_AUTH_TOKEN","authToken":...} within 5 s, else the
 * socket is closed. Afterwards the socket receives the events of its organisation only; anything it sends is logged
 * and ignored.
 */
export const pushModule: Module = {
  name: 'push',
  routes: async (app, { ctx }) => {
    // The authenticated sockets by organisation: an event visits its organisation's sockets only (bench/push.bench.ts).
    const byOrg = new Map<number, Set<WebSocket>>();
    const unsubscribe = ctx.push.subscribe((orgId, event) => {
      const sockets = byOrg.get(orgId);
      if (!sockets) return;
      const text = JSON.stringify(event);
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
    });
    const forget = (socket: WebSocket, orgId: OrgId) => {
      const sockets = byOrg.get(orgId);
      sockets?.delete(socket);
      if (sockets?.size === 0) byOrg.delete(orgId);
    };
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const sockets of byOrg.values()) for (const socket of sockets) socket.close(1001, 'server shutting down');
    });

    app.get('/push', { websocket: true, config: { public: true }, schema: { hide: true } }, (socket, request) => {
      if (!originAllowed(ctx, request)) {
        request.log.warn({ origin: request.headers.origin }, 'push socket refused: origin');
        socket.close(1008, 'origin not allowed');
        return;
      }
      let authenticated = false;
      let checking = false;
      let orgId: OrgId | null = null;
      const timer = setTimeout(() => {
        if (!authenticated) socket.close(4001, 'authentication timeout');
      }, ctx.config.pushAuthTimeoutMs);
      socket.on('close', () => {
        clearTimeout(timer);
        if (orgId !== null) forget(socket, orgId);
      });
      socket.on('message', async (raw) => {
        let message: unknown;
        try {
          message = JSON.parse(raw.toString());
        } catch {
          request.log.warn('push socket: invalid message ignored');
          return;
        }
        if (authenticated || checking) {
          request.log.debug({ message }, 'push socket: message ignored');
          return;
        }
        const auth = pushAuthMessageSchema.safeParse(message);
        if (!auth.success) {
          request.log.warn('push socket: invalid message ignored');
          return;
        }
        checking = true;
        const tenant = await resolveSession(ctx, auth.data.authToken).finally(() => {
          checking = false;
        });
        // The client may have gone while the token was checked: never keep a closed socket.
        if (socket.readyState !== socket.OPEN) return;
        if (!tenant) {
          socket.close(4003, 'invalid token');
          return;
        }
        authenticated = true;
        clearTimeout(timer);
        orgId = tenant.orgId;
        const sockets = byOrg.get(orgId) ?? new Set<WebSocket>();
        byOrg.set(orgId, sockets.add(socket));
        socket.send(JSON.stringify({ pushType: 'PUSH_AUTH_OK' }));
      });
    });
  },
};
