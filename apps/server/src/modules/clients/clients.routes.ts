import { clientListQuerySchema, clientSchema, createClientSchema, updateClientSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { clientsService as service } from './clients.service';

/** The customer directory (document 3 section 7), behind ADMIN_CLIENT_DATA. */
export const clientsRoutes = routes({ tags: ['clients'], config: { ability: 'ADMIN_CLIENT_DATA' } }, (route, ctx) => {
  route.get(
    '/client_data',
    {
      summary: "The organisation's clients (the console sends all=true: every client)",
      querystring: clientListQuerySchema,
      data: z.array(clientSchema),
    },
    (request) => service.list(scopeOf(request)),
  );
  route.post(
    '/client_data',
    {
      summary: 'Add a client (name, phone, email required; VAT required for a business)',
      body: createClientSchema,
      data: clientSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/client_data',
    {
      summary: 'Change a client: the client with its clientDataId and dataSource (the stored source is kept)',
      body: updateClientSchema,
      data: clientSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.body.clientDataId, request.body),
  );
});
