import { auditPageSchema, auditQuerySchema, envelope } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { auditService as service } from './audit.service';

/**
 * The audit trail, behind ADMIN_AUDIT (ADMIN and SUPER_USER hold it). Read only: there is no route that edits or
 * deletes an entry.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { ability: 'ADMIN_AUDIT' },
      schema: {
        tags: ['audit'],
        summary:
          'Audit trail of the organisation, newest first: who changed what (resource, id, fields from -> to; secrets masked), paged (page from 0, size), filtered by period [from, to) in epoch ms, user, resource and id',
        querystring: auditQuerySchema,
        response: { 200: envelope(auditPageSchema) },
      },
    },
    async (request) => ({ data: await service.page(ctx, tenantOf(request).orgId, request.query) }),
  );
};
