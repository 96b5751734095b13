import { type CreditNote, centsToAmount, formatCreditNoteNumber, zonedParts } from '@comptoir/shared';
import { parseJson } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { AccountId } from '../../db/ticket-ids';
import { editLog } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import type { LineRow } from '../accounts';
import { type JournalSecret, journalService } from '../journal';
import { buildCreditNoteDocument } from './invoice.credit';
import type { CreditNoteDocument, InvoiceDocument, InvoiceLanguage } from './invoice.document';
import { creditNoteDto, invoicesRepository as repo } from './invoices.repository';

/** What the ticket ledger passes when it corrects a ticket (issue 21). */
export interface CreditCorrectionInput {
  /** The original (invoiced) ticket. */
  accountId: AccountId;
  /** The new correction ticket. */
  correctionAccountId: AccountId;
  /** The correction ticket's lines as stored: negative units_milli and charged_cents. */
  lines: LineRow[];
  /** Epoch ms of the correction. */
  at: number;
  /** The correction's reason, human readable (code + free text). */
  reason: string;
}

type CreditNoteWithInvoice = NonNullable<Awaited<ReturnType<typeof repo.findCreditNote>>>;

async function load(org: OrgDb, id: number): Promise<CreditNoteWithInvoice> {
  const row = await repo.findCreditNote(org, id);
  if (!row) throw notFound('Credit note');
  return row;
}

/**
 * Credit notes (issue 21; decisions 71-72): an invoice never changes once made; a correction of its ticket issues a
 * credit note for what the correction takes back, numbered in its own gap-free series per organisation and year
 * (CN-2026-000001). Append-only: credit notes are inserted, never updated or deleted (database triggers refuse it).
 */
export const creditNotesService = {
  /**
   * Issues the credit note of a correction of an invoiced ticket, inside the caller's transaction (the ticket
   * ledger's correction): locks the invoice, refuses crediting more than what remains un-credited (409
   * CREDIT_EXCEEDS_INVOICE) or a correction that raises the ticket's total (409 CREDIT_NOT_POSITIVE), takes the next
   * number of the year of `at` (the organisation's calendar) and inserts the frozen document. Null when the ticket has
   * no invoice, or when the correction credits nothing (0.00: e.g. an offered line taken back).
   */
  async creditCorrection(
    trx: Executor,
    server: JournalSecret,
    actor: { orgId: OrgId; userId: number },
    input: CreditCorrectionInput,
  ): Promise<{ creditNoteId: number; creditNoteNumber: string } | null> {
    const org = orgDb(trx, actor.orgId);
    const found = await repo.findByAccount(org, input.accountId);
    if (!found) return null;
    await repo.lock(org, found.id);
    const invoice = (await repo.find(org, found.id))!;
    const frozen = parseJson<InvoiceDocument | null>(invoice.document, null);
    if (!frozen) throw notFound('Invoice document');
    const invoiceDoc: InvoiceDocument = { ...frozen, invoiceId: invoice.id };
    // The language of the invoice it credits (the client's when the invoice was made).
    const language = invoice.language as InvoiceLanguage;
    const draft = buildCreditNoteDocument({
      ...{ creditNoteId: 0, creditNoteNumber: '', issuedAt: input.at, language, invoice: invoiceDoc },
      ...{ correctionAccountId: input.correctionAccountId, lines: input.lines, reason: input.reason },
    });
    if (draft.totalCents === 0) return null;
    if (draft.totalCents < 0) {
      throw conflict(
        `This correction raises the total of invoiced ticket ${input.accountId}: a credit note only takes back`,
        undefined,
        { reason: 'CREDIT_NOT_POSITIVE', params: { invoiceNumber: invoice.invoice_number } },
      );
    }
    const credited = (await repo.creditNotesOf(org, [invoice.id])).reduce((s, n) => s + n.total_cents, 0);
    const remaining = invoice.total_cents - credited;
    if (draft.totalCents > remaining) {
      throw conflict(
        `Invoice ${invoice.invoice_number} has ${centsToAmount(remaining).toFixed(2)} left to credit, not ${centsToAmount(draft.totalCents).toFixed(2)}`,
        undefined,
        {
          reason: 'CREDIT_EXCEEDS_INVOICE',
          params: {
            invoiceNumber: invoice.invoice_number,
            remainingAmount: centsToAmount(remaining),
            requestedAmount: centsToAmount(draft.totalCents),
          },
        },
      );
    }
    const year = zonedParts(input.at, invoiceDoc.timeZone).year;
    const seq = await repo.nextCreditSeq(org, year);
    const creditNoteNumber = formatCreditNoteNumber(year, seq);
    const doc = { ...draft, creditNoteNumber };
    const creditNoteId = await repo.insertCreditNote(org, {
      credit_note_number: creditNoteNumber,
      year,
      seq,
      invoice_id: invoice.id,
      client_account_id: input.correctionAccountId,
      original_account_id: input.accountId,
      total_cents: doc.totalCents,
      issued_at: input.at,
      language,
      reason: input.reason,
      // The row's id is not known before the insert: documentOf() puts it in when the document is read.
      document: JSON.stringify(doc),
      created_by: actor.userId,
    });
    const row = await load(org, creditNoteId);
    const after = creditNoteDto(row, row);
    await editLog(trx, actor, input.at).created('credit_note', creditNoteId, after);
    await journalService.append(org, server, [
      {
        kind: 'CREDIT_NOTE',
        at: input.at,
        data: {
          creditNote: creditNoteId,
          number: creditNoteNumber,
          invoice: invoice.id,
          invoiceNumber: invoice.invoice_number,
          ticket: input.correctionAccountId,
          corrects: input.accountId,
          total: doc.totalCents,
          reason: input.reason,
        },
      },
    ]);
    return { creditNoteId, creditNoteNumber };
  },

  /** Credit notes issued in [start, end) (0 is no bound), newest first. */
  async list(org: OrgDb, start: number, end: number): Promise<CreditNote[]> {
    return (await repo.listCreditNotes(org, start, end)).map((r) => creditNoteDto(r, r));
  },

  async get(org: OrgDb, id: number): Promise<CreditNote> {
    const row = await load(org, id);
    return creditNoteDto(row, row);
  },

  load: (org: OrgDb, id: number) => load(org, id),

  /** The frozen document. */
  documentOf(row: CreditNoteWithInvoice): CreditNoteDocument {
    const doc = parseJson<CreditNoteDocument | null>(row.document, null);
    if (!doc) throw notFound('Credit note document');
    return { ...doc, creditNoteId: row.id };
  },
};
