import { customFlagSchema, flagDeletedSchema, idParam, patchFlagSchema, saveFlagsSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { flagsService as service } from './flags.service';

/**
 * Custom website flags (document 2 section 7). Only a super user reads and writes them (document 2 section 6); others
 * get 403 SUPER_USER_ONLY.
 */
export const flagsRoutes = routes({ tags: ['flags'], config: { superUser: true } }, (route, ctx) => {
  route.get(
    '/flags',
    {
      summary: 'Every custom flag: the stored value, else its default (customFlagId null)',
      data: z.array(customFlagSchema),
    },
    (request) => service.list(scopeOf(request)),
  );
  route.post(
    '/flags',
    {
      summary: 'Save the list of flags (new ones with customFlagId 0); blank texts become none',
      body: saveFlagsSchema,
      data: z.array(customFlagSchema),
    },
    (request) => service.save(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/flags/:customFlagId',
    {
      summary: 'Change one stored flag; a blank text removes it',
      params: idParam('customFlagId'),
      body: patchFlagSchema,
      data: customFlagSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.params.customFlagId, request.body),
  );
  route.delete(
    '/flags/:customFlagId',
    {
      summary: 'Remove a stored flag: it reads as its default again',
      params: idParam('customFlagId'),
      data: flagDeletedSchema,
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.customFlagId),
  );
});
