import {
  createPrinterSchema,
  envelope,
  idParam,
  printerDeletedSchema,
  printerSchema,
  printerTestResultSchema,
  updatePrinterSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { printersService as service } from './printers.service';

const guard = { ability: 'ADMIN_PRINTERS' } as const;
const tags = ['printers'];

/** Network printers (document 1 section 7) and a test print, all behind ADMIN_PRINTERS. */
export const printersRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const org = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).orgId;

  app.get(
    '/printer',
    { config: guard, schema: { tags, summary: 'Printers', response: { 200: envelope(z.array(printerSchema)) } } },
    async (request) => ({ data: await service.list(ctx, org(request)) }),
  );
  app.post(
    '/printer',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Add a printer (IPv4 address or host name, optionally :port)',
        body: createPrinterSchema,
        response: { 200: envelope(printerSchema) },
      },
    },
    async (request) => ({ data: await service.create(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/printer',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change a printer (the whole printer, id in the body)',
        body: updatePrinterSchema,
        response: { 200: envelope(printerSchema) },
      },
    },
    async (request) => ({ data: await service.update(ctx, tenantOf(request), request.body) }),
  );
  app.delete(
    '/printer/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a printer; users printing on it are left without a printer',
        params: idParam('id'),
        response: { 200: envelope(printerDeletedSchema.extend({ usersCleared: z.number().int() })) },
      },
    },
    async (request) => ({ data: await service.remove(ctx, tenantOf(request), request.params.id) }),
  );
  app.post(
    '/printer/:id/test',
    {
      config: guard,
      schema: {
        tags,
        summary:
          'Send a short ESC/POS test ticket over TCP (port 9100 unless the address names one); 400 OUTBOUND_NOT_ALLOWED for an address the outbound policy refuses (loopback, link-local, outside OUTBOUND_NETWORKS); 502 PRINTER_UNREACHABLE (refused or timeout) after at most 4 s',
        params: idParam('id'),
        response: { 200: envelope(printerTestResultSchema) },
      },
    },
    async (request) => ({ data: await service.testPrint(ctx, org(request), request.params.id) }),
  );
};
