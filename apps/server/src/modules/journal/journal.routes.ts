import {
  archiveQuerySchema,
  closureSchema,
  closuresQuerySchema,
  dayRangeQuerySchema,
  fiscalAccountsSchema,
  journalVerifySchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes, sendFile } from '../../plugins/route-kit';
import { journalFiles } from './journal.files';
import { journalService as service } from './journal.service';

/** The fiscal journal and the accountant's exports: super users and ADMIN_FISCAL (issue 24). */
export const journalRoutes = routes({ tags: ['journal'], config: { ability: 'ADMIN_FISCAL' } }, (route, ctx) => {
  route.get(
    '/journal/verify',
    {
      summary: 'Recomputes the chain, the signatures and the closures; the first broken entry and why',
      data: journalVerifySchema,
    },
    (request) => service.verify(ctx, scopeOf(request).orgId),
  );

  route.get(
    '/journal/closures',
    {
      summary: 'The daily, monthly and yearly closures, newest first, with their totals and grand totals',
      querystring: closuresQuerySchema,
      data: z.array(closureSchema),
    },
    (request) => service.closures(scopeOf(request), request.query.kind),
  );

  route.reply(
    'get',
    '/journal/public-key',
    { summary: "The organisation's journal public key (PEM), to verify its signatures" },
    async (request, reply) => sendFile(reply, await journalFiles.publicKey(scopeOf(request))),
  );

  route.reply(
    'get',
    '/journal/archive',
    {
      summary: 'A signed archive (JSON) of a year, or of days startDate..endDate (YYYY-MM-DD, both included)',
      querystring: archiveQuerySchema,
    },
    async (request, reply) => sendFile(reply, await journalFiles.archive(ctx, scopeOf(request), request.query)),
  );

  route.reply(
    'get',
    '/export/fec',
    {
      summary: 'The sales journal of closed days startDate..endDate as a FEC (France, article A47 A-1 LPF)',
      querystring: dayRangeQuerySchema,
    },
    async (request, reply) => sendFile(reply, await journalFiles.fec(scopeOf(request), request.query)),
  );

  route.reply(
    'get',
    '/export/winbooks',
    {
      summary: "The sales journal of closed days startDate..endDate as WinBooks' ASCII import file ACT.TXT (Belgium)",
      querystring: dayRangeQuerySchema,
    },
    async (request, reply) => sendFile(reply, await journalFiles.winbooks(scopeOf(request), request.query)),
  );

  route.get(
    '/journal/accounts',
    {
      summary: 'The account numbers the exports book to (defaults for the country until saved)',
      data: fiscalAccountsSchema,
    },
    (request) => journalFiles.accounts(scopeOf(request)),
  );

  route.put(
    '/journal/accounts',
    {
      summary: 'Saves the account numbers of the exports (audited)',
      body: fiscalAccountsSchema,
      data: fiscalAccountsSchema,
    },
    (request) => journalFiles.saveAccounts(ctx, scopeOf(request), request.body),
  );
});
