import { idParam, pickupDeletedSchema, pickupFieldsSchema, pickupLocationSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { pickupService as service } from './pickup.service';

const params = idParam('pickupLocationId');
const list = z.array(pickupLocationSchema);

/** Pickup locations (document 3 section 7) behind ADMIN_PICKUP, and the tills' read of them. */
export const pickupRoutes = routes({ tags: ['pickup'], config: { ability: 'ADMIN_PICKUP' } }, (route, ctx) => {
  route.get('/pickup-location', { summary: 'Pickup locations', data: list }, (request) =>
    service.list(scopeOf(request)),
  );
  route.post(
    '/pickup-location',
    {
      summary: 'Add a pickup location (name, address, phone, order hours with at least one slot, pickup times)',
      body: pickupFieldsSchema,
      data: pickupLocationSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/pickup-location/:pickupLocationId',
    {
      summary: 'Change a pickup location (the same fields)',
      params,
      body: pickupFieldsSchema,
      data: pickupLocationSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.params.pickupLocationId, request.body),
  );
  route.delete(
    '/pickup-location/:pickupLocationId',
    {
      summary: 'Delete a pickup location (tickets that name it keep showing it)',
      params,
      data: pickupDeletedSchema,
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.pickupLocationId),
  );
  route.get(
    '/terminal/pickup-locations',
    {
      config: {},
      tags: ['terminal'],
      summary: 'The pickup locations a till offers when opening a takeaway account',
      data: list,
    },
    (request) => service.list(scopeOf(request)),
  );
});
