import { idParam, invoiceDownloadSchema, invoiceSchema } from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes, sendFile } from '../../plugins/route-kit';
import { INVOICE_ABILITIES } from './invoices.abilities';
import {
  type BillingDocumentKind,
  checkFileUrl,
  creditNoteFile,
  invoiceFile,
  invoiceFileUrl,
  sendInvoiceReminder,
} from './invoices.files';

const invoiceParams = idParam('id');

/** Downloads (signed addresses and the files behind them) and reminders of invoices. */
export const invoiceFileRoutes = routes({ tags: ['invoices'] }, (route, ctx) => {
  // Invoices and credit notes alike (issue 21): downloadable in every state (decision 74).
  for (const [doc, label] of [
    ['invoice', 'invoice'],
    ['credit_note', 'credit note'],
  ] as const satisfies readonly (readonly [BillingDocumentKind, string])[]) {
    for (const [path, kind, what] of [
      ['download', 'pdf', 'PDF'],
      ['ubl', 'xml', `UBL 2.1 ${doc === 'invoice' ? 'Invoice' : 'CreditNote'} (Peppol BIS Billing 3.0)`],
    ] as const) {
      route.get(
        `/${doc}/:id/${path}`,
        {
          config: { ability: INVOICE_ABILITIES.get },
          summary: `A short-lived signed address of the ${label}'s ${what} (data.downloadUrl, opened in a new window)`,
          params: invoiceParams,
          data: invoiceDownloadSchema,
        },
        (request) => invoiceFileUrl(ctx, scopeOf(request), request.params.id, kind, doc),
      );
    }

    route.reply(
      'get',
      `/${doc}/file/:orgId/:name`,
      {
        // The signature in the address is the authorisation (no session), checked before anything is read.
        config: { public: true },
        summary: `The file of a signed ${label} address (PDF shown in the browser, UBL downloaded)`,
        params: z.object({ orgId: z.coerce.number().int().positive(), name: z.string().max(40) }),
        querystring: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
      },
      async (request, reply) => {
        const { org, id, kind } = checkFileUrl(ctx, { ...request.params, ...request.query }, doc);
        const file = await (doc === 'invoice' ? invoiceFile : creditNoteFile)(org, id, kind);
        const { body, contentType: type, filename } = file;
        return sendFile(reply, { body, type, filename }, kind === 'pdf' ? 'inline' : 'attachment');
      },
    );
  }

  route.post(
    '/invoice/:id/reminder',
    {
      config: { ability: INVOICE_ABILITIES.send },
      operationId: 'sendInvoiceReminder',
      summary:
        "E-mail the invoice's PDF to the client (unpaid, no reminder yet; 409 MAIL_NOT_CONFIGURED without SMTP_URL). lastReminderDate is set once the SMTP server accepted it.",
      params: invoiceParams,
      data: invoiceSchema,
    },
    (request) => sendInvoiceReminder(ctx, scopeOf(request), request.params.id),
  );
});
