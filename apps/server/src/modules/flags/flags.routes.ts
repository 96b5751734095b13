import {
  customFlagSchema,
  envelope,
  flagDeletedSchema,
  idParam,
  patchFlagSchema,
  saveFlagsSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { flagsService as service } from './flags.service';

/** Only a super user reads and writes the custom flags (document 2 section 6); others get 403 SUPER_USER_ONLY. */
const guard = { superUser: true } as const;
const tags = ['flags'];

/** Custom website flags (document 2 section 7). */
export const flagsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/flags',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Every custom flag: the stored value, else its default (customFlagId null)',
        response: { 200: envelope(z.array(customFlagSchema)) },
      },
    },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
  app.post(
    '/flags',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Save the list of flags (new ones with customFlagId 0); blank texts become none',
        body: saveFlagsSchema,
        response: { 200: envelope(z.array(customFlagSchema)) },
      },
    },
    async (request) => ({ data: await service.save(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/flags/:customFlagId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change one stored flag; a blank text removes it',
        params: idParam('customFlagId'),
        body: patchFlagSchema,
        response: { 200: envelope(customFlagSchema) },
      },
    },
    async (request) => ({
      data: await service.update(ctx, tenantOf(request), request.params.customFlagId, request.body),
    }),
  );
  app.delete(
    '/flags/:customFlagId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Remove a stored flag: it reads as its default again',
        params: idParam('customFlagId'),
        response: { 200: envelope(flagDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.remove(ctx, tenantOf(request), request.params.customFlagId) }),
  );
};
