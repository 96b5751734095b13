import {
  createKitchenMessageSchema,
  envelope,
  idParam,
  kitchenMessageDeletedSchema,
  kitchenMessageSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { kitchenService as service } from './kitchen.service';

const guard = { ability: 'ADMIN_KITCHEN' } as const;
const tags = ['kitchen'];

/** Kitchen messages (document 3 section 7) behind ADMIN_KITCHEN, and the tills' read of them. */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const org = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).orgId;

  app.get(
    '/kitchen_message',
    {
      config: guard,
      schema: { tags, summary: 'Kitchen messages', response: { 200: envelope(z.array(kitchenMessageSchema)) } },
    },
    async (request) => ({ data: await service.list(ctx, org(request)) }),
  );
  app.post(
    '/kitchen_message',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a kitchen message (text trimmed, not empty)',
        body: createKitchenMessageSchema,
        response: { 200: envelope(kitchenMessageSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, tenantOf(request), request.body.text) }),
  );
  app.delete(
    '/kitchen_message/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a kitchen message',
        params: idParam('id'),
        response: { 200: envelope(kitchenMessageDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.remove(ctx, tenantOf(request), request.params.id) }),
  );
  app.get(
    '/terminal/kitchen-messages',
    {
      schema: {
        tags: ['terminal'],
        summary: 'The kitchen messages a till offers to send with an order',
        response: { 200: envelope(z.array(kitchenMessageSchema)) },
      },
    },
    async (request) => ({ data: await service.list(ctx, org(request)) }),
  );
};
