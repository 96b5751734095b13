import type { Invoice } from '@comptoir/shared';
import { centsToAmount } from '@comptoir/shared';
import type { Insertable, Selectable } from 'kysely';
import { fromFlag, parseJson } from '../../db/database';
import type { InvoiceTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';
import type { InvoiceDocument } from './invoice.document';

export type InvoiceRow = Selectable<InvoiceTable>;
type NewInvoice = Omit<Insertable<InvoiceTable>, 'org_id'>;

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

export function invoiceDto(r: InvoiceRow): Invoice {
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
    ...invoiceSummary(r.document),
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
  /** Invoices dated in [start, end) (0 is no bound), newest first. */
  async list(db: Executor, orgId: number, start: number, end: number): Promise<InvoiceRow[]> {
    let q = db.selectFrom('invoice').selectAll().where('org_id', '=', orgId);
    if (start > 0) q = q.where('invoice_date', '>=', start);
    if (end > 0) q = q.where('invoice_date', '<', end);
    return q.orderBy('invoice_date', 'desc').orderBy('id', 'desc').execute();
  },

  find(db: Executor, orgId: number, id: number): Promise<InvoiceRow | undefined> {
    return db.selectFrom('invoice').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  },

  findByAccount(db: Executor, orgId: number, accountId: number): Promise<InvoiceRow | undefined> {
    return db
      .selectFrom('invoice')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('client_account_id', '=', accountId)
      .executeTakeFirst();
  },

  /**
   * The next number of the organisation's year, in the caller's transaction: one statement that creates the counter
   * row or bumps it and answers the new value. On PostgreSQL the row stays locked until the transaction ends, so a
   * concurrent creation waits and gets the next number; if the insert then fails, the rollback gives the number back
   * (no gap). SQLite runs one write transaction at a time.
   */
  async nextSeq(db: Executor, orgId: number, year: number): Promise<number> {
    const row = await db
      .insertInto('invoice_counter')
      .values({ org_id: orgId, year, last_seq: 1 })
      .onConflict((oc) =>
        oc.columns(['org_id', 'year']).doUpdateSet((eb) => ({ last_seq: eb('invoice_counter.last_seq', '+', 1) })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return row.last_seq;
  },

  async insert(db: Executor, orgId: number, values: NewInvoice): Promise<number> {
    const row = await db
      .insertInto('invoice')
      .values({ org_id: orgId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async setPaid(db: Executor, orgId: number, id: number, paidAt: number | null): Promise<void> {
    await db
      .updateTable('invoice')
      .set({ paid: paidAt === null ? 0 : 1, paid_at: paidAt })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  },

  async setReminder(db: Executor, orgId: number, id: number, at: number): Promise<void> {
    await db
      .updateTable('invoice')
      .set({ last_reminder_date: at })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  },

  /** The organisation as the seller of an invoice. */
  organisation(db: Executor, orgId: number) {
    return db
      .selectFrom('organization')
      .select(['name', 'vat_number', 'address', 'account_bank_name', 'contact_email', 'telephone', 'time_zone'])
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
  },
};
