import {
  createProductGroupSchema,
  envelope,
  idParam,
  productGroupDeletedSchema,
  productGroupListQuerySchema,
  productGroupSchema,
  reorderedGroupsSchema,
  reorderGroupsSchema,
  updateProductGroupSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { answerCache, checkedJson, sendCached } from '../../lib/cached-answer';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { groupsService as service } from './groups.service';

const listSchema = envelope(z.array(productGroupSchema));

/** Product groups (document 2 section 7), all behind ADMIN_GROUPS. */
export const groupsRoutes = routes({ tags: ['product groups'], config: { ability: 'ADMIN_GROUPS' } }, (route, ctx) => {
  const cache = answerCache(ctx);

  route.reply(
    'get',
    '/product_group',
    {
      summary: 'Product groups in menu order; with_product_data=true adds each group’s products (summary)',
      querystring: productGroupListQuerySchema,
      response: listSchema,
      // Served from the organisation's cached answer (lib/cached-answer.ts), compressed once.
      compress: false,
    },
    (request, reply) => {
      const { orgId } = scopeOf(request);
      const withProducts = request.query.with_product_data;
      const key = `product_group:${orgId}:${withProducts}`;
      const kept = cache.peek(key);
      if (kept) return void sendCached(request, reply, kept);
      const build = async () => ({
        json: checkedJson(listSchema, { data: await service.list(scopeOf(request), withProducts) }),
        dependsOn: [orgId],
      });
      return cache.get(key, build).then((body) => void sendCached(request, reply, body));
    },
  );
  route.post(
    '/product_group',
    {
      summary: 'Add a group; fields left out take the new-group defaults (Name, #8393F4, VAT 6, single choice)',
      body: createProductGroupSchema,
      data: productGroupSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/product_group/:productGroupId',
    {
      summary:
        'Change a group: the whole group or some fields. printOnAllPrinters needs more than one printer; blank ' +
        'popup text and no happy-hour slot are saved as null.',
      params: idParam('productGroupId'),
      body: updateProductGroupSchema,
      data: productGroupSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.params.productGroupId, request.body),
  );
  route.delete(
    '/product_group/:productGroupId',
    {
      summary:
        'Take a group out of the catalogue (tickets keep it); refused (409) while products or sub-groups are in it',
      params: idParam('productGroupId'),
      data: productGroupDeletedSchema,
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.productGroupId),
  );
  route.post(
    '/product_group/reorder',
    {
      // The menu page is super user only (document 2 sections 2 and 6); its drop is too (docs/decisions.md).
      config: { superUser: true },
      summary:
        'Menu organiser: the groups of one parent (null: the top-level groups), every one, in their new order; ' +
        'they take orderIndex 1, 2, 3... in one transaction. Super users only.',
      body: reorderGroupsSchema,
      data: reorderedGroupsSchema,
    },
    (request) => service.reorder(ctx, scopeOf(request), request.body),
  );
});
