import {
  createPrinterSchema,
  idParam,
  printerDeletedSchema,
  printerSchema,
  printerTestResultSchema,
  updatePrinterSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { printersService as service } from './printers.service';

/** Network printers (document 1 section 7) and a test print, all behind ADMIN_PRINTERS. */
export const printersRoutes = routes({ tags: ['printers'], config: { ability: 'ADMIN_PRINTERS' } }, (route, ctx) => {
  const _org = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).orgId;

  route.get('/printer', { summary: 'Printers', data: z.array(printerSchema) }, (request) =>
    service.list(scopeOf(request)),
  );
  route.post(
    '/printer',
    {
      summary: 'Add a printer (IPv4 address or host name, optionally :port)',
      body: createPrinterSchema,
      data: printerSchema,
    },
    (request) => service.create(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/printer',
    { summary: 'Change a printer (the whole printer, id in the body)', body: updatePrinterSchema, data: printerSchema },
    (request) => service.update(ctx, scopeOf(request), request.body),
  );
  route.delete(
    '/printer/:id',
    {
      summary: 'Delete a printer; users printing on it are left without a printer',
      params: idParam('id'),
      data: printerDeletedSchema.extend({ usersCleared: z.number().int() }),
    },
    (request) => service.remove(ctx, scopeOf(request), request.params.id),
  );
  route.post(
    '/printer/:id/test',
    {
      summary:
        'Send a short ESC/POS test ticket over TCP (port 9100 unless the address names one); 400 OUTBOUND_NOT_ALLOWED for an address the outbound policy refuses (loopback, link-local, outside OUTBOUND_NETWORKS); 502 PRINTER_UNREACHABLE (refused or timeout) after at most 4 s',
      params: idParam('id'),
      data: printerTestResultSchema,
    },
    (request) => service.testPrint(ctx, scopeOf(request), request.params.id),
  );
});
