/**
 * One UBL e-invoice (Peppol BIS 3.0), issue 26: the invoice of test/invoice-fixture.ts (3 VAT rates, weights, a
 * discount) made by `invoiceUbl` (the validator compiled once, decision 135) against the library's own
 * `InvoiceService.generate` (which compiles its JSON schema on every call), in alternating rounds so the machine's
 * drift touches both alike. Goal: <= 20 ms an invoice. Also: ours with the invoice's PDF embedded (the PDF rendered
 * once, outside the timing). Env: BENCH_UBL_ROUNDS (default 5), BENCH_UBL_DOCS (default 10 per round and kind).
 */
import { InvoiceService } from '@e-invoice-eu/core';
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/invoice.pdf';
import { invoiceUbl, ublInvoiceData } from '../apps/server/src/modules/invoices/invoice.ubl';
import { quietLogger } from '../apps/server/src/modules/invoices/invoice.ubl.generator';
import { invoiceFixture } from '../apps/server/test/invoice-fixture';
import { writeBenchResult } from './results';

const ROUNDS = Number(process.env.BENCH_UBL_ROUNDS ?? 5);
const DOCS = Number(process.env.BENCH_UBL_DOCS ?? 10);
const GOAL_MS = 20;

async function timed(make: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < DOCS; i++) await make();
  return performance.now() - started;
}

export default async function run(): Promise<void> {
  const doc = invoiceFixture();
  const pdf = await renderInvoicePdf(doc);
  const library = () =>
    new InvoiceService(quietLogger).generate(ublInvoiceData(doc), {
      format: 'UBL',
      lang: doc.language,
      noWarnings: true,
    });
  // Warm both paths (module loading, the one compile of ours) before timing.
  await library();
  await invoiceUbl(doc);
  const total = { ours: 0, library: 0, withPdf: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    total.library += await timed(library);
    total.ours += await timed(() => invoiceUbl(doc));
    total.withPdf += await timed(() => invoiceUbl(doc, pdf));
  }
  const per = (ms: number) => ms / (ROUNDS * DOCS);
  const figures = {
    oursMs: Number(per(total.ours).toFixed(2)),
    oursWithPdfMs: Number(per(total.withPdf).toFixed(2)),
    libraryMs: Number(per(total.library).toFixed(2)),
    ratio: Number((total.ours / total.library).toFixed(3)),
    goalMs: GOAL_MS,
    documents: ROUNDS * DOCS,
  };
  console.table([figures]);
  writeBenchResult(
    'ubl',
    figures,
    `one invoice ${figures.oursMs} ms (with its PDF embedded ${figures.oursWithPdfMs} ms) against the library's ` +
      `${figures.libraryMs} ms (${figures.ratio} x); goal <= ${GOAL_MS} ms: ${figures.oursMs <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
