import {
  createInvoiceSchema,
  creditNoteSchema,
  idParam,
  invoiceRangeQuerySchema,
  invoiceSchema,
  terminalInvoiceSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { accountIdParam, asAccountId } from '../../db/ticket-ids';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { reportLanguage } from '../shifts/shifts.pdf.texts';
import { INVOICE_ABILITIES } from './invoices.abilities';
import { creditNotesService } from './invoices.credit-notes';
import { invoiceFileRoutes } from './invoices.files.routes';
import { invoicesService as service } from './invoices.service';

const invoiceParams = idParam('id');
const accountParams = z.object({ accountId: accountIdParam() });
/** The console sends its interface language: the invoice's language when the client has none. */
const languageField = z.object({ language: z.string().max(35).optional() });

/** Invoices (document 3 section 7) and the till's call that makes one. */
export const invoicesRoutes = routes({ tags: ['invoices'] }, async (route, ctx, app) => {
  await invoiceFileRoutes(app, { ctx });

  route.get(
    '/invoice',
    {
      config: { ability: INVOICE_ABILITIES.list },
      summary:
        'Invoices dated in [startDate, endDate) (epoch ms; 0 is no bound: 0 and 0 is every invoice), newest first',
      querystring: invoiceRangeQuerySchema,
      data: z.array(invoiceSchema),
    },
    (request) => service.list(scopeOf(request), request.query.startDate, request.query.endDate),
  );

  route.post(
    '/invoice',
    {
      config: { ability: INVOICE_ABILITIES.get },
      summary:
        'Make the invoice of a closed ticket for an existing client (clientDataId) or a new one (client); one per ticket',
      body: createInvoiceSchema.and(languageField),
      data: invoiceSchema,
    },
    (request) => {
      const { clientAccountId, clientDataId, client, language } = request.body;
      const userLanguage = reportLanguage(language, request.headers['accept-language']);
      const req = {
        accountId: asAccountId(clientAccountId),
        clientDataId,
        client,
        userLanguage,
        source: 'CONSOLE',
      } as const;
      return service.create(ctx, scopeOf(request), req);
    },
  );

  route.get(
    '/credit_note',
    {
      config: { ability: INVOICE_ABILITIES.list },
      summary:
        'Credit notes issued in [startDate, endDate) (epoch ms; 0 is no bound), newest first (issue 21: made when an invoiced ticket is corrected)',
      querystring: invoiceRangeQuerySchema,
      data: z.array(creditNoteSchema),
    },
    (request) => creditNotesService.list(scopeOf(request), request.query.startDate, request.query.endDate),
  );

  route.get(
    '/credit_note/:id',
    {
      config: { ability: INVOICE_ABILITIES.ofAccount },
      summary: 'One credit note',
      params: invoiceParams,
      data: creditNoteSchema,
    },
    (request) => creditNotesService.get(scopeOf(request), request.params.id),
  );

  route.get(
    '/invoice/account/:accountId',
    {
      config: { ability: INVOICE_ABILITIES.ofAccount },
      operationId: 'getAccountInvoice',
      summary: 'The invoice of a ticket, or null',
      params: accountParams,
      data: invoiceSchema.nullable(),
    },
    (request) => service.ofAccount(scopeOf(request), request.params.accountId),
  );

  for (const [action, paid] of [
    ['paid', true],
    ['unpaid', false],
  ] as const) {
    route.post(
      `/invoice/:id/${action}`,
      {
        config: { ability: INVOICE_ABILITIES.paid },
        operationId: paid ? 'markInvoicePaid' : 'markInvoiceUnpaid',
        summary: paid
          ? 'Mark an unpaid invoice as paid (409 when already paid)'
          : 'Set a paid invoice back to unpaid (409 when not paid)',
        params: invoiceParams,
        data: invoiceSchema,
      },
      (request) => {
        const actor = scopeOf(request);
        return paid
          ? service.markPaid(ctx, actor, request.params.id)
          : service.markUnpaid(ctx, actor, request.params.id);
      },
    );
  }

  route.post(
    '/terminal/accounts/:accountId/invoice',
    {
      config: { ability: INVOICE_ABILITIES.get },
      operationId: 'createTerminalAccountInvoice',
      tags: ['terminal'],
      summary:
        'Make the invoice of a closed ticket from a till, for an existing client or the client data typed in (a new client record).',
      idempotent: true,
      params: accountParams,
      body: terminalInvoiceSchema,
      data: invoiceSchema,
    },
    (request, tx) => {
      const userLanguage = reportLanguage(undefined, request.headers['accept-language']);
      const { clientDataId, client } = request.body;
      const req = { accountId: request.params.accountId, clientDataId, client, userLanguage, source: 'POS' } as const;
      return service.create(tx, scopeOf(request), req);
    },
  );
});
