import { InvoiceService } from '@e-invoice-eu/core';
import { describe, expect, it } from 'vitest';
import { asAccountId } from '../src/db/ticket-ids';
import type { CreditNoteDocument } from '../src/modules/invoices/invoice.document';
import { renderInvoicePdf } from '../src/modules/invoices/invoice.pdf';
import { creditNoteUbl, invoiceUbl, ublCreditNoteData, ublInvoiceData } from '../src/modules/invoices/invoice.ubl';
import { generateUbl, quietLogger } from '../src/modules/invoices/invoice.ubl.generator';
import { invoiceFixture } from './invoice-fixture';

/**
 * The UBL generator keeps the library's compiled schema validator (decision 135): what it writes must be exactly what
 * the library's own `InvoiceService.generate` writes for the same data, and what the library refuses it refuses.
 */
const library = async (data: Parameters<InvoiceService['generate']>[0], extra: object = {}) => {
  const xml = await new InvoiceService(quietLogger).generate(data, {
    format: 'UBL',
    lang: 'fr',
    noWarnings: true,
    ...extra,
  });
  return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
};

function creditNoteFixture(): CreditNoteDocument {
  const { invoiceId, invoiceNumber, issuedAt, payments: _p, paid: _d, dueAt: _u, ...content } = invoiceFixture();
  return {
    ...content,
    issuedAt: issuedAt + 86_400_000,
    creditNoteId: 7,
    creditNoteNumber: 'CN-2026-000007',
    originalAccountId: content.accountId,
    accountId: asAccountId(content.accountId + 1),
    invoice: { invoiceId, invoiceNumber, issuedAt },
    reason: 'RETURN: wrong wine',
    paymentReference: '+++202/6000/12320+++',
  };
}

describe('UBL generator with a validator built once', () => {
  it('writes an invoice byte for byte as the library does, with and without the PDF, call after call', async () => {
    const doc = invoiceFixture();
    const expected = await library(ublInvoiceData(doc));
    expect(await invoiceUbl(doc)).toBe(expected);
    expect(await invoiceUbl(doc)).toBe(expected);
    const pdf = await renderInvoicePdf(doc);
    const withPdf = await invoiceUbl(doc, pdf);
    expect(withPdf).not.toBe(expected);
    expect(withPdf).toBe(
      await library(ublInvoiceData(doc), {
        embedPDF: true,
        pdf: {
          buffer: new Uint8Array(pdf),
          filename: 'facture-2026-000123.pdf',
          mimetype: 'application/pdf',
          id: '2026-000123',
        },
      }),
    );
  });

  it('writes a credit note as the library does', async () => {
    const doc = creditNoteFixture();
    expect(await creditNoteUbl(doc)).toBe(await library(ublCreditNoteData(doc)));
  });

  it('refuses data the schema refuses, as the library does, and the next document is still right', async () => {
    const data = ublInvoiceData(invoiceFixture());
    (data['ubl:Invoice'] as Record<string, unknown>)['cbc:IssueDate'] = 'yesterday';
    await expect(library(data)).rejects.toThrow();
    await expect(generateUbl(data, { lang: 'fr', noWarnings: true })).rejects.toThrow();
    expect(await invoiceUbl(invoiceFixture())).toBe(await library(ublInvoiceData(invoiceFixture())));
  });
});
