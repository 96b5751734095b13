import {
  createKitchenMessageSchema,
  idParam,
  kitchenMessageDeletedSchema,
  kitchenMessageSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { kitchenService as service } from './kitchen.service';

/** Kitchen messages (document 3 section 7) behind ADMIN_KITCHEN, and the tills' read of them. */
export const kitchenRoutes = routes({ tags: ['kitchen'], config: { ability: 'ADMIN_KITCHEN' } }, (route, ctx) => {
  const _org = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).orgId;

  route.get('/kitchen_message', { summary: 'Kitchen messages', data: z.array(kitchenMessageSchema) }, (request) =>
    service.list(scopeOf(request)),
  );
  route.post(
    '/kitchen_message',
    {
      summary: 'Add a kitchen message (text trimmed, not empty)',
      body: createKitchenMessageSchema,
      data: kitchenMessageSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body.text),
  );
  route.delete(
    '/kitchen_message/:id',
    { summary: 'Delete a kitchen message', params: idParam('id'), data: kitchenMessageDeletedSchema },
    (request) => service.remove(ctx, scopeOf(request), request.params.id),
  );
  route.get(
    '/terminal/kitchen-messages',
    {
      config: {},
      tags: ['terminal'],
      summary: 'The kitchen messages a till offers to send with an order',
      data: z.array(kitchenMessageSchema),
    },
    (request) => service.list(scopeOf(request)),
  );
});
