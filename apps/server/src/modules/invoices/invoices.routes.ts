import {
  createInvoiceSchema,
  creditNoteSchema,
  envelope,
  idParam,
  invoiceRangeQuerySchema,
  invoiceSchema,
  terminalInvoiceSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { reportLanguage } from '../shifts/shifts.pdf.texts';
import { INVOICE_ABILITIES } from './invoices.abilities';
import { creditNotesService } from './invoices.credit-notes';
import { invoiceFileRoutes } from './invoices.files.routes';
import { invoicesService as service } from './invoices.service';

const tags = ['invoices'];
const invoiceParams = idParam('id');
const accountParams = idParam('accountId');
/** The console sends its interface language: the invoice's language when the client has none. */
const languageField = z.object({ language: z.string().max(35).optional() });

/** Invoices (document 3 section 7) and the till's call that makes one. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  await invoiceFileRoutes(app, { ctx });

  app.get(
    '/invoice',
    {
      config: { ability: INVOICE_ABILITIES.list },
      schema: {
        tags,
        summary:
          'Invoices dated in [startDate, endDate) (epoch ms; 0 is no bound: 0 and 0 is every invoice), newest first',
        querystring: invoiceRangeQuerySchema,
        response: { 200: envelope(z.array(invoiceSchema)) },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      return { data: await service.list(ctx, tenantOf(request).orgId, startDate, endDate) };
    },
  );

  app.post(
    '/invoice',
    {
      config: { ability: INVOICE_ABILITIES.get },
      schema: {
        tags,
        summary:
          'Make the invoice of a closed ticket for an existing client (clientDataId) or a new one (client); one per ticket',
        body: createInvoiceSchema.and(languageField),
        response: { 200: envelope(invoiceSchema) },
      },
    },
    async (request) => {
      const { clientAccountId, clientDataId, client, language } = request.body;
      const userLanguage = reportLanguage(language, request.headers['accept-language']);
      const req = { accountId: clientAccountId, clientDataId, client, userLanguage, source: 'CONSOLE' } as const;
      return { data: await service.create(ctx, tenantOf(request), req) };
    },
  );

  app.get(
    '/credit_note',
    {
      config: { ability: INVOICE_ABILITIES.list },
      schema: {
        tags,
        summary:
          'Credit notes issued in [startDate, endDate) (epoch ms; 0 is no bound), newest first (issue 21: made when an invoiced ticket is corrected)',
        querystring: invoiceRangeQuerySchema,
        response: { 200: envelope(z.array(creditNoteSchema)) },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      return { data: await creditNotesService.list(ctx, tenantOf(request).orgId, startDate, endDate) };
    },
  );

  app.get(
    '/credit_note/:id',
    {
      config: { ability: INVOICE_ABILITIES.ofAccount },
      schema: {
        tags,
        summary: 'One credit note',
        params: invoiceParams,
        response: { 200: envelope(creditNoteSchema) },
      },
    },
    async (request) => ({ data: await creditNotesService.get(ctx, tenantOf(request).orgId, request.params.id) }),
  );

  app.get(
    '/invoice/account/:accountId',
    {
      config: { ability: INVOICE_ABILITIES.ofAccount },
      schema: {
        operationId: 'getAccountInvoice',
        tags,
        summary: 'The invoice of a ticket, or null',
        params: accountParams,
        response: { 200: envelope(invoiceSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await service.ofAccount(ctx, tenantOf(request).orgId, request.params.accountId),
    }),
  );

  for (const [action, paid] of [
    ['paid', true],
    ['unpaid', false],
  ] as const) {
    app.post(
      `/invoice/:id/${action}`,
      {
        config: { ability: INVOICE_ABILITIES.paid },
        schema: {
          operationId: paid ? 'markInvoicePaid' : 'markInvoiceUnpaid',
          tags,
          summary: paid
            ? 'Mark an unpaid invoice as paid (409 when already paid)'
            : 'Set a paid invoice back to unpaid (409 when not paid)',
          params: invoiceParams,
          response: { 200: envelope(invoiceSchema) },
        },
      },
      async (request) => {
        const id = request.params.id;
        const actor = tenantOf(request);
        return { data: await (paid ? service.markPaid(ctx, actor, id) : service.markUnpaid(ctx, actor, id)) };
      },
    );
  }

  app.post(
    '/terminal/accounts/:accountId/invoice',
    {
      config: { ability: INVOICE_ABILITIES.get },
      schema: {
        operationId: 'createTerminalAccountInvoice',
        tags: ['terminal'],
        summary:
          'Make the invoice of a closed ticket from a till, for an existing client or the client data typed in (a new client record). Accepts Idempotency-Key.',
        params: accountParams,
        body: terminalInvoiceSchema,
        response: { 200: envelope(invoiceSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const userLanguage = reportLanguage(undefined, request.headers['accept-language']);
      const { clientDataId, client } = request.body;
      const req = { accountId: request.params.accountId, clientDataId, client, userLanguage, source: 'POS' } as const;
      return idempotent(ctx, request, tenant.orgId, async (tx) => ({ data: await service.create(tx, tenant, req) }));
    },
  );
};
