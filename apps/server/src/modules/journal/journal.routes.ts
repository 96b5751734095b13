import {
  archiveQuerySchema,
  closureSchema,
  closuresQuerySchema,
  dayRangeQuerySchema,
  envelope,
  fiscalAccountsSchema,
  journalVerifySchema,
} from '@comptoir/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { journalFiles } from './journal.files';
import { journalService as service } from './journal.service';

/** The fiscal journal and the accountant's exports: super users and ADMIN_FISCAL (issue 24). */
const config = { ability: 'ADMIN_FISCAL' } as const;
const tags = ['journal'];

function sendFile(reply: FastifyReply, file: { body: string; filename: string; type: string }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

export const journalRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.get(
    '/journal/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Recomputes the chain, the signatures and the closures; the first broken entry and why',
        response: { 200: envelope(journalVerifySchema) },
      },
    },
    async (request) => ({ data: await service.verify(ctx, tenantOf(request).orgId) }),
  );

  app.get(
    '/journal/closures',
    {
      config,
      schema: {
        tags,
        summary: 'The daily, monthly and yearly closures, newest first, with their totals and grand totals',
        querystring: closuresQuerySchema,
        response: { 200: envelope(z.array(closureSchema)) },
      },
    },
    async (request) => ({ data: await service.closures(ctx, tenantOf(request).orgId, request.query.kind) }),
  );

  app.get(
    '/journal/public-key',
    { config, schema: { tags, summary: "The organisation's journal public key (PEM), to verify its signatures" } },
    async (request, reply) => sendFile(reply, await journalFiles.publicKey(ctx, tenantOf(request).orgId)),
  );

  app.get(
    '/journal/archive',
    {
      config,
      schema: {
        tags,
        summary: 'A signed archive (JSON) of a year, or of days startDate..endDate (YYYY-MM-DD, both included)',
        querystring: archiveQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, await journalFiles.archive(ctx, tenantOf(request), request.query)),
  );

  app.get(
    '/export/fec',
    {
      config,
      schema: {
        tags,
        summary: 'The sales journal of closed days startDate..endDate as a FEC (France, article A47 A-1 LPF)',
        querystring: dayRangeQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, await journalFiles.fec(ctx, tenantOf(request), request.query)),
  );

  app.get(
    '/export/winbooks',
    {
      config,
      schema: {
        tags,
        summary: "The sales journal of closed days startDate..endDate as WinBooks' ASCII import file ACT.TXT (Belgium)",
        querystring: dayRangeQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, await journalFiles.winbooks(ctx, tenantOf(request), request.query)),
  );

  app.get(
    '/journal/accounts',
    {
      config,
      schema: {
        tags,
        summary: 'The account numbers the exports book to (defaults for the country until saved)',
        response: { 200: envelope(fiscalAccountsSchema) },
      },
    },
    async (request) => ({ data: await journalFiles.accounts(ctx, tenantOf(request)) }),
  );

  app.put(
    '/journal/accounts',
    {
      config,
      schema: {
        tags,
        summary: 'Saves the account numbers of the exports (audited)',
        body: fiscalAccountsSchema,
        response: { 200: envelope(fiscalAccountsSchema) },
      },
    },
    async (request) => ({ data: await journalFiles.saveAccounts(ctx, tenantOf(request), request.body) }),
  );
};
