import {
  connectionTestSchema,
  idParam,
  integrationBodySchema,
  integrationDeletedSchema,
  integrationSchema,
  integrationUserChoiceSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { integrationsService as service } from './integrations.service';

const params = idParam('id');
const BODY =
  'configJson is a JSON text: CASHDRO { ip (with http:// or https://, https when none), username, password (absent or empty keeps the stored one) }, CCV_OPI { ip (any http(s):// prefix dropped), localPrint }. userId: absent for the current user.';

const guard = { ability: 'ADMIN_INTEGRATION' } as const;

/** External integrations (document 3 section 7) behind ADMIN_INTEGRATION. */
export const integrationsRoutes = routes({ tags: ['integrations'], config: guard }, (route, ctx) => {
  route.get(
    '/integrations',
    {
      summary: 'External integrations (the CashDro password is never answered: passwordSet says one is stored)',
      data: z.array(integrationSchema),
    },
    (request) => service.list(scopeOf(request)),
  );
  route.get(
    '/integrations/users',
    {
      summary: 'The users an integration may be assigned to (for the dialog; ADMIN_INTEGRATION is enough)',
      data: z.array(integrationUserChoiceSchema),
    },
    (request) => service.userChoices(ctx, scopeOf(request)),
  );
  route.post(
    '/integrations',
    {
      summary: `Add an integration (default type CASHDRO). ${BODY}`,
      body: integrationBodySchema,
      data: integrationSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/integrations/:id',
    {
      summary: `Change an integration (the same fields). ${BODY}`,
      params,
      body: integrationBodySchema,
      data: integrationSchema,
    },
    (request) => service.update(ctx, scopeOf(request), request.params.id, request.body),
  );
  route.delete(
    '/integrations/:id',
    { summary: 'Delete an integration', params, data: integrationDeletedSchema },
    (request) => service.remove(ctx, scopeOf(request), request.params.id),
  );
  route.post(
    '/integrations/:id/test',
    {
      summary:
        'Test the connection: does the device answer at its saved address within 4 s (HTTP(S) 2xx for a CashDro, TCP for a CCV OPI terminal)? Only addresses the outbound policy allows are tried (OUTBOUND_NETWORKS, INTEGRATION_PORTS; never loopback or link-local): NOT_ALLOWED with a refusal code otherwise',
      params,
      data: connectionTestSchema,
    },
    (request) => service.test(ctx, scopeOf(request), request.params.id),
  );
});
