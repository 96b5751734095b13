import { envelope, idParam, invoiceDownloadSchema, invoiceSchema } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { INVOICE_ABILITIES } from './invoices.abilities';
import {
  type BillingDocumentKind,
  checkFileUrl,
  creditNoteFile,
  invoiceFile,
  invoiceFileUrl,
  sendInvoiceReminder,
} from './invoices.files';

const tags = ['invoices'];
const invoiceParams = idParam('id');

/** Downloads (signed addresses and the files behind them) and reminders of invoices. */
export const invoiceFileRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  // Invoices and credit notes alike (issue 21): downloadable in every state (decision 74).
  for (const [doc, label] of [
    ['invoice', 'invoice'],
    ['credit_note', 'credit note'],
  ] as const satisfies readonly (readonly [BillingDocumentKind, string])[]) {
    for (const [path, kind, what] of [
      ['download', 'pdf', 'PDF'],
      ['ubl', 'xml', `UBL 2.1 ${doc === 'invoice' ? 'Invoice' : 'CreditNote'} (Peppol BIS Billing 3.0)`],
    ] as const) {
      app.get(
        `/${doc}/:id/${path}`,
        {
          config: { ability: INVOICE_ABILITIES.get },
          schema: {
            tags,
            summary: `A short-lived signed address of the ${label}'s ${what} (data.downloadUrl, opened in a new window)`,
            params: invoiceParams,
            response: { 200: envelope(invoiceDownloadSchema) },
          },
        },
        async (request) => ({
          data: await invoiceFileUrl(ctx, tenantOf(request).orgId, request.params.id, kind, doc),
        }),
      );
    }

    app.get(
      `/${doc}/file/:orgId/:name`,
      {
        // The signature in the address is the authorisation (no session), checked before anything is read.
        config: { public: true },
        schema: {
          tags,
          summary: `The file of a signed ${label} address (PDF shown in the browser, UBL downloaded)`,
          params: z.object({ orgId: z.coerce.number().int().positive(), name: z.string().max(40) }),
          querystring: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { orgId, id, kind } = checkFileUrl(ctx, { ...request.params, ...request.query }, doc);
        const file = await (doc === 'invoice' ? invoiceFile : creditNoteFile)(ctx, orgId, id, kind);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `${kind === 'pdf' ? 'inline' : 'attachment'}; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  }

  app.post(
    '/invoice/:id/reminder',
    {
      config: { ability: INVOICE_ABILITIES.send },
      schema: {
        operationId: 'sendInvoiceReminder',
        tags,
        summary:
          "E-mail the invoice's PDF to the client (unpaid, no reminder yet; 409 MAIL_NOT_CONFIGURED without SMTP_URL). lastReminderDate is set once the SMTP server accepted it.",
        params: invoiceParams,
        response: { 200: envelope(invoiceSchema) },
      },
    },
    async (request) => ({ data: await sendInvoiceReminder(ctx, tenantOf(request), request.params.id) }),
  );
};
