import { auditPageSchema, auditQuerySchema } from '@comptoir/shared';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { auditService as service } from './audit.service';

/**
 * The audit trail, behind ADMIN_AUDIT (ADMIN and SUPER_USER hold it). Read only: there is no route that edits or
 * deletes an entry.
 */
export const auditRoutes = routes({ tags: ['audit'], config: { ability: 'ADMIN_AUDIT' } }, (route) => {
  route.get(
    '/audit',
    {
      summary:
        'Audit trail of the organisation, newest first: who changed what (resource, id, fields from -> to; secrets masked), paged (page from 0, size), filtered by period [from, to) in epoch ms, user, resource and id',
      querystring: auditQuerySchema,
      data: auditPageSchema,
    },
    (request) => service.page(scopeOf(request), request.query),
  );
});
