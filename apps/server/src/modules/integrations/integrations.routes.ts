import {
  connectionTestSchema,
  envelope,
  idParam,
  integrationBodySchema,
  integrationDeletedSchema,
  integrationSchema,
  integrationUserChoiceSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { integrationsService as service } from './integrations.service';

const guard = { ability: 'ADMIN_INTEGRATION' } as const;
const tags = ['integrations'];
const params = idParam('id');
const BODY =
  'configJson is a JSON text: CASHDRO { ip (with http:// or https://, https when none), username, password (absent or empty keeps the stored one) }, CCV_OPI { ip (any http(s):// prefix dropped), localPrint }. userId: absent for the current user.';

/** External integrations (document 3 section 7) behind ADMIN_INTEGRATION. */
export const integrationsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/integrations',
    {
      config: guard,
      schema: {
        tags,
        summary: 'External integrations (the CashDro password is never answered: passwordSet says one is stored)',
        response: { 200: envelope(z.array(integrationSchema)) },
      },
    },
    async (request) => ({ data: await service.list(ctx, tenantOf(request).orgId) }),
  );
  app.get(
    '/integrations/users',
    {
      config: guard,
      schema: {
        tags,
        summary: 'The users an integration may be assigned to (for the dialog; ADMIN_INTEGRATION is enough)',
        response: { 200: envelope(z.array(integrationUserChoiceSchema)) },
      },
    },
    async (request) => ({ data: await service.userChoices(ctx, tenantOf(request)) }),
  );
  app.post(
    '/integrations',
    {
      config: guard,
      schema: {
        tags,
        summary: `Add an integration (default type CASHDRO). ${BODY}`,
        body: integrationBodySchema,
        response: { 200: envelope(integrationSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/integrations/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: `Change an integration (the same fields). ${BODY}`,
        params,
        body: integrationBodySchema,
        response: { 200: envelope(integrationSchema) },
      },
    },
    async (request) => ({ data: await service.update(ctx, tenantOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/integrations/:id',
    {
      config: guard,
      schema: { tags, summary: 'Delete an integration', params, response: { 200: envelope(integrationDeletedSchema) } },
    },
    async (request) => ({ data: await service.remove(ctx, tenantOf(request), request.params.id) }),
  );
  app.post(
    '/integrations/:id/test',
    {
      config: guard,
      schema: {
        tags,
        summary:
          'Test the connection: does the device answer at its saved address within 4 s (HTTP(S) 2xx for a CashDro, TCP for a CCV OPI terminal)? Only addresses the outbound policy allows are tried (OUTBOUND_NETWORKS, INTEGRATION_PORTS; never loopback or link-local): NOT_ALLOWED with a refusal code otherwise',
        params,
        response: { 200: envelope(connectionTestSchema) },
      },
    },
    async (request) => ({ data: await service.test(ctx, tenantOf(request).orgId, request.params.id) }),
  );
};
