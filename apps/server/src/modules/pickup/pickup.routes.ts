import { envelope, idParam, pickupDeletedSchema, pickupFieldsSchema, pickupLocationSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { pickupService as service } from './pickup.service';

const guard = { ability: 'ADMIN_PICKUP' } as const;
const tags = ['pickup'];
const params = idParam('pickupLocationId');
const list = z.array(pickupLocationSchema);

/** Pickup locations (document 3 section 7) behind ADMIN_PICKUP, and the tills' read of them. */
export const pickupRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/pickup-location',
    { config: guard, schema: { tags, summary: 'Pickup locations', response: { 200: envelope(list) } } },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/pickup-location',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a pickup location (name, address, phone, order hours with at least one slot, pickup times)',
        body: pickupFieldsSchema,
        response: { 200: envelope(pickupLocationSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/pickup-location/:pickupLocationId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change a pickup location (the same fields)',
        params,
        body: pickupFieldsSchema,
        response: { 200: envelope(pickupLocationSchema) },
      },
    },
    async (request) => ({
      data: await service.update(ctx, tenantOf(request), request.params.pickupLocationId, request.body),
    }),
  );
  app.delete(
    '/pickup-location/:pickupLocationId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a pickup location (tickets that name it keep showing it)',
        params,
        response: { 200: envelope(pickupDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.remove(ctx, tenantOf(request), request.params.pickupLocationId) }),
  );
  app.get(
    '/terminal/pickup-locations',
    {
      schema: {
        tags: ['terminal'],
        summary: 'The pickup locations a till offers when opening a takeaway account',
        response: { 200: envelope(list) },
      },
    },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
};
