import type { CreditNote, Invoice } from '@comptoir/shared';
import { centsToAmount } from '@comptoir/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf, fromFlag, parseJson } from '../../db/database';
import type { CreditNoteTable, InvoiceTable } from '../../db/schema';
import type { AccountId } from '../../db/ticket-ids';
import type { OrgDb } from '../../lib/org-db';
import { rowLabels } from '../../lib/org-rows.repository';
import type { InvoiceDocument } from './invoice.document';

export type InvoiceRow = Selectable<InvoiceTable>;
type NewInvoice = Omit<Insertable<InvoiceTable>, 'org_id'>;
export type CreditNoteRow = Selectable<CreditNoteTable>;
type NewCreditNote = Omit<Insertable<CreditNoteTable>, 'org_id'>;
/** What an invoice's DTO says of its credit notes. */
export type CreditNoteBrief = Pick<
  CreditNoteRow,
  'id' | 'invoice_id' | 'credit_note_number' | 'total_cents' | 'issued_at'
>;

const EMPTY_CLIENT: Invoice['clientData'] = {
  name: '',
  email: '',
  phoneNumber: '',
  zipCode: '',
  city: '',
  street: '',
  number: '',
  vat: '',
};

/** The invoice as the API shows it, with its credit notes (issue 21: "credited" is derived from them). */
export function invoiceDto(r: InvoiceRow, notes: readonly CreditNoteBrief[] = []): Invoice {
  const mine = notes.filter((n) => n.invoice_id === r.id);
  return {
    invoiceId: r.id,
    invoiceNumber: r.invoice_number,
    totalAmount: centsToAmount(r.total_cents),
    invoiceDate: r.invoice_date,
    clientAccountId: r.client_account_id,
    clientDataId: r.client_data_id,
    clientData: { ...EMPTY_CLIENT, ...parseJson<Partial<Invoice['clientData']>>(r.client_data, {}) },
    paid: fromFlag(r.paid),
    lastReminderDate: r.last_reminder_date,
    language: r.language as Invoice['language'],
    creditedAmount: centsToAmount(mine.reduce((sum, n) => sum + n.total_cents, 0)),
    creditNotes: mine.map((n) => ({
      creditNoteId: n.id,
      creditNoteNumber: n.credit_note_number,
      totalAmount: centsToAmount(n.total_cents),
      issuedAt: n.issued_at,
    })),
    ...invoiceSummary(r.document),
  };
}

export function creditNoteDto(
  r: CreditNoteRow,
  invoice: Pick<InvoiceRow, 'invoice_number' | 'client_data'>,
): CreditNote {
  return {
    creditNoteId: r.id,
    creditNoteNumber: r.credit_note_number,
    totalAmount: centsToAmount(r.total_cents),
    issuedAt: r.issued_at,
    invoiceId: r.invoice_id,
    invoiceNumber: invoice.invoice_number,
    clientAccountId: r.original_account_id,
    correctionAccountId: r.client_account_id,
    clientData: { ...EMPTY_CLIENT, ...parseJson<Partial<Invoice['clientData']>>(invoice.client_data, {}) },
    language: r.language as CreditNote['language'],
    reason: r.reason,
  };
}

/**
 * The due date and the totals per VAT rate of the frozen document (issue 23: the invoices CSV export); an unreadable
 * document gives none.
 */
function invoiceSummary(document: string): Pick<Invoice, 'dueDate' | 'vatTotals'> {
  const doc = parseJson<Partial<InvoiceDocument>>(document, {});
  return {
    dueDate: typeof doc.dueAt === 'number' ? doc.dueAt : null,
    vatTotals: (doc.vat ?? []).map(({ vatBp, baseCents, vatCents, totalCents }) => ({
      vatBp,
      baseCents,
      vatCents,
      totalCents,
    })),
  };
}

/** SQL of invoices. The organisation id always follows the executor and is in every WHERE clause. */
export const invoicesRepository = {
  /** Labels of the organisation's credit notes among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  async creditNoteLabels(org: OrgDb, ids: readonly number[]): Promise<{ id: number; label: string }[]> {
    if (ids.length === 0) return [];
    const rows = await org.db
      .selectFrom('credit_note')
      .select(['id', 'credit_note_number as label'])
      .where('org_id', '=', org.orgId)
      .where('id', 'in', [...ids])
      .execute();
    return rows;
  },

  /** Labels of the organisation's invoices among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('invoice', 'invoice_number'),

  /** Invoices dated in [start, end) (0 is no bound), newest first. */
  async list(org: OrgDb, start: number, end: number): Promise<InvoiceRow[]> {
    let q = org.db.selectFrom('invoice').selectAll().where('org_id', '=', org.orgId);
    if (start > 0) q = q.where('invoice_date', '>=', start);
    if (end > 0) q = q.where('invoice_date', '<', end);
    return q.orderBy('invoice_date', 'desc').orderBy('id', 'desc').execute();
  },

  find(org: OrgDb, id: number): Promise<InvoiceRow | undefined> {
    return org.db
      .selectFrom('invoice')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  findByAccount(org: OrgDb, accountId: AccountId): Promise<InvoiceRow | undefined> {
    return org.db
      .selectFrom('invoice')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('client_account_id', '=', accountId)
      .executeTakeFirst();
  },

  /**
   * The next number of the organisation's year, in the caller's transaction: one statement that creates the counter
   * row or bumps it and answers the new value. On PostgreSQL the row stays locked until the transaction ends, so a
   * concurrent creation waits and gets the next number; if the insert then fails, the rollback gives the number back
   * (no gap). SQLite runs one write transaction at a time.
   */
  async nextSeq(org: OrgDb, year: number): Promise<number> {
    const row = await org.db
      .insertInto('invoice_counter')
      .values({ org_id: org.orgId, year, last_seq: 1 })
      .onConflict((oc) =>
        oc.columns(['org_id', 'year']).doUpdateSet((eb) => ({ last_seq: eb('invoice_counter.last_seq', '+', 1) })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return row.last_seq;
  },

  async insert(org: OrgDb, values: NewInvoice): Promise<number> {
    const row = await org.db
      .insertInto('invoice')
      .values({ org_id: org.orgId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async setPaid(org: OrgDb, id: number, paidAt: number | null): Promise<void> {
    await org.db
      .updateTable('invoice')
      .set({ paid: paidAt === null ? 0 : 1, paid_at: paidAt })
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .execute();
  },

  async setReminder(org: OrgDb, id: number, at: number): Promise<void> {
    await org.db
      .updateTable('invoice')
      .set({ last_reminder_date: at })
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .execute();
  },

  /** The organisation as the seller of an invoice. */
  organisation(org: OrgDb) {
    return org.db
      .selectFrom('organization')
      .select([
        'name',
        'vat_number',
        'address',
        'address_street',
        'address_postcode',
        'address_city',
        'address_country',
        'account_bank_name',
        'contact_email',
        'telephone',
        'time_zone',
      ])
      .where('org_id', '=', org.orgId)
      .executeTakeFirstOrThrow();
  },

  // Credit notes (issue 21, migration 0021). Append-only: inserted, never updated or deleted.

  /** Holds the invoice row until the transaction ends (PostgreSQL), so two credit notes of one invoice queue. */
  async lock(org: OrgDb, id: number): Promise<void> {
    if (dialectOf(org.db as unknown as Kysely<unknown>) !== 'postgres') return;
    await org.db
      .selectFrom('invoice')
      .select('id')
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .forUpdate()
      .execute();
  },

  /** The credit notes of some invoices, oldest first (for the invoices' DTOs). */
  async creditNotesOf(org: OrgDb, invoiceIds: readonly number[]): Promise<CreditNoteBrief[]> {
    if (invoiceIds.length === 0) return [];
    return org.db
      .selectFrom('credit_note')
      .select(['id', 'invoice_id', 'credit_note_number', 'total_cents', 'issued_at'])
      .where('org_id', '=', org.orgId)
      .where('invoice_id', 'in', invoiceIds)
      .orderBy('issued_at')
      .orderBy('id')
      .execute();
  },

  /** Credit notes issued in [start, end) (0 is no bound), newest first, with their invoice's number and client. */
  listCreditNotes(org: OrgDb, start: number, end: number) {
    let q = org.db
      .selectFrom('credit_note as c')
      .innerJoin('invoice as i', (j) => j.onRef('i.org_id', '=', 'c.org_id').onRef('i.id', '=', 'c.invoice_id'))
      .selectAll('c')
      .select(['i.invoice_number', 'i.client_data'])
      .where('c.org_id', '=', org.orgId);
    if (start > 0) q = q.where('c.issued_at', '>=', start);
    if (end > 0) q = q.where('c.issued_at', '<', end);
    return q.orderBy('c.issued_at', 'desc').orderBy('c.id', 'desc').execute();
  },

  findCreditNote(org: OrgDb, id: number) {
    return org.db
      .selectFrom('credit_note as c')
      .innerJoin('invoice as i', (j) => j.onRef('i.org_id', '=', 'c.org_id').onRef('i.id', '=', 'c.invoice_id'))
      .selectAll('c')
      .select(['i.invoice_number', 'i.client_data'])
      .where('c.org_id', '=', org.orgId)
      .where('c.id', '=', id)
      .executeTakeFirst();
  },

  /** The next credit note number of the organisation's year (as nextSeq: no gaps, no repeats). */
  async nextCreditSeq(org: OrgDb, year: number): Promise<number> {
    const row = await org.db
      .insertInto('credit_note_counter')
      .values({ org_id: org.orgId, year, last_seq: 1 })
      .onConflict((oc) =>
        oc.columns(['org_id', 'year']).doUpdateSet((eb) => ({ last_seq: eb('credit_note_counter.last_seq', '+', 1) })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return row.last_seq;
  },

  async insertCreditNote(org: OrgDb, values: NewCreditNote): Promise<number> {
    const row = await org.db
      .insertInto('credit_note')
      .values({ org_id: org.orgId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};
