import {
  clientListQuerySchema,
  clientSchema,
  createClientSchema,
  envelope,
  updateClientSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { clientsService as service } from './clients.service';

const guard = { ability: 'ADMIN_CLIENT_DATA' } as const;
const tags = ['clients'];

/** The customer directory (document 3 section 7), behind ADMIN_CLIENT_DATA. */
export const clientsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/client_data',
    {
      config: guard,
      schema: {
        tags,
        summary: "The organisation's clients (the console sends all=true: every client)",
        querystring: clientListQuerySchema,
        response: { 200: envelope(z.array(clientSchema)) },
      },
    },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/client_data',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a client (name, phone, email required; VAT required for a business)',
        body: createClientSchema,
        response: { 200: envelope(clientSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/client_data',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change a client: the client with its clientDataId and dataSource (the stored source is kept)',
        body: updateClientSchema,
        response: { 200: envelope(clientSchema) },
      },
    },
    async (request) => ({
      data: await service.update(ctx, tenantOf(request), request.body.clientDataId, request.body),
    }),
  );
};
