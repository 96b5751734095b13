import { type Client, type ClientFields, formatInvoiceNumber, type Invoice, zonedParts } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { parseJson } from '../../db/database';
import type { AccountId } from '../../db/ticket-ids';
import { type Actor, editLog } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { type Executor, isUniqueViolation } from '../../lib/tx';
import { accountsService } from '../accounts';
import { clientsService } from '../clients';
import { journalService } from '../journal';
import { buildInvoiceDocument } from './invoice.build';
import type { InvoiceDocument, InvoiceLanguage } from './invoice.document';
import { creditNotesService } from './invoices.credit-notes';
import { type InvoiceRow, invoiceDto, invoicesRepository as repo } from './invoices.repository';

/** Who asks for an invoice, and in which language they work (the fallback when the client has none). */
export interface InvoiceRequest {
  accountId: AccountId;
  clientDataId?: number;
  client?: ClientFields;
  /** The creating user's language (the console's interface language, or the till's Accept-Language). */
  userLanguage: InvoiceLanguage;
  /** CONSOLE or POS: the source of a client record made from the data sent. */
  source: 'CONSOLE' | 'POS';
}

const alreadyPaid = () => conflict('This invoice is already paid', undefined, { reason: 'INVOICE_ALREADY_PAID' });

/** The invoices as the API shows them, with their credit notes. */
async function dtos(org: OrgDb, rows: InvoiceRow[]): Promise<Invoice[]> {
  const notes = await repo.creditNotesOf(
    org,
    rows.map((r) => r.id),
  );
  return rows.map((r) => invoiceDto(r, notes));
}

async function dto(org: OrgDb, row: InvoiceRow): Promise<Invoice> {
  return (await dtos(org, [row]))[0]!;
}

async function load(org: OrgDb, id: number): Promise<InvoiceRow> {
  const row = await repo.find(org, id);
  if (!row) throw notFound('Invoice');
  return row;
}

/** The invoiced client's details (Invoice.clientData), frozen with the invoice. */
const clientDataOf = (c: Omit<Client, 'clientDataId' | 'dataSource'>): Invoice['clientData'] => ({
  name: c.name,
  email: c.email,
  phoneNumber: c.phoneNumber,
  zipCode: c.zipCode,
  city: c.city,
  street: c.street,
  number: [c.number, c.box && `/${c.box}`].filter(Boolean).join(' '),
  vat: c.vat,
});

/** Invoices (document 3): made for a closed ticket, numbered without gaps, then waiting, reminded or paid. */
export const invoicesService = {
  /** The audit trail's labels of credit notes (one query for all `ids`). */
  creditNoteLabels: (org: OrgDb, ids: readonly number[]) => repo.creditNoteLabels(org, ids),
  /** The audit trail's labels of invoices (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  async list(org: OrgDb, start: number, end: number): Promise<Invoice[]> {
    return dtos(org, await repo.list(org, start, end));
  },

  async ofAccount(org: OrgDb, accountId: AccountId): Promise<Invoice | null> {
    const row = await repo.findByAccount(org, accountId);
    return row ? dto(org, row) : null;
  },

  async get(org: OrgDb, id: number): Promise<Invoice> {
    return dto(org, await load(org, id));
  },

  /**
   * Makes the invoice of a closed ticket in one transaction: the client (an existing one, or a new record from the
   * data sent), the next number of the organisation's year, the frozen document and the row. A second invoice for the
   * same ticket is refused (409 INVOICE_EXISTS), also when two requests race (the unique index decides).
   */
  async create(ctx: ServerContext, actor: Actor, req: InvoiceRequest): Promise<Invoice> {
    try {
      return await inOrgTransaction(actor, async (org) => {
        const now = ctx.now();
        const ticket = await accountsService.lockedTicket(org, req.accountId);
        if (!ticket) throw notFound('Account');
        const { account, lines, payments } = ticket;
        const existing = await repo.findByAccount(org, account.id);
        if (existing) throw invoiceExists(existing);
        if (account.status !== 'CLOSED') {
          throw conflict(
            `Ticket ${account.id} is ${account.status.toLowerCase()}: invoices are for closed tickets`,
            undefined,
            {
              reason: 'INVOICE_ACCOUNT_NOT_CLOSED',
              params: { status: account.status },
            },
          );
        }
        let client: Client | undefined;
        if (req.clientDataId !== undefined) {
          client = await clientsService.find(org, req.clientDataId);
          if (!client) throw notFound('Client');
        } else {
          client = await clientsService.createIn(org.db, actor, req.client!, req.source, now);
        }
        const seller = await repo.organisation(org);
        // Language: the client's when recorded, else the creating user's (decisions: invoices).
        const language = client.language ?? req.userLanguage;
        const year = zonedParts(now, seller.time_zone).year;
        const seq = await repo.nextSeq(org, year);
        const invoiceNumber = formatInvoiceNumber(year, seq);
        const draft = buildInvoiceDocument({
          ...{ invoiceId: 0, invoiceNumber, issuedAt: now, language, account, lines, payments, seller, client },
        });
        const id = await repo.insert(org, {
          invoice_number: invoiceNumber,
          year,
          seq,
          client_account_id: account.id,
          client_data_id: client.clientDataId,
          client_data: JSON.stringify(clientDataOf(client)),
          total_cents: draft.totalCents,
          invoice_date: now,
          paid: draft.paid ? 1 : 0,
          paid_at: draft.paid ? now : null,
          last_reminder_date: null,
          language,
          // The row's id is not known before the insert: documentOf() puts it in when the document is read.
          document: JSON.stringify(draft),
          created_by: actor.userId,
        });
        const after = await dto(org, await load(org, id));
        await editLog(org.db, actor, now).created('invoice', id, after);
        await journalService.append(org, ctx, [
          {
            kind: 'INVOICE',
            at: now,
            data: {
              invoice: id,
              number: invoiceNumber,
              ticket: account.id,
              client: client.clientDataId,
              total: draft.totalCents,
            },
          },
        ]);
        return after;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const existing = await repo.findByAccount(actor, req.accountId);
      if (existing) throw invoiceExists(existing);
      throw err;
    }
  },

  /** Waiting or reminder sent -> paid (the console asks for confirmation first). */
  async markPaid(ctx: ServerContext, actor: Actor, id: number): Promise<Invoice> {
    return inOrgTransaction(actor, async (org) => {
      const before = await load(org, id);
      if (before.paid === 1) throw alreadyPaid();
      await repo.setPaid(org, id, ctx.now());
      return audited(org.db, actor, ctx.now(), before);
    });
  },

  /** Paid -> unpaid (the edit dialog). The reminder date stays: a reminder was sent before. */
  async markUnpaid(ctx: ServerContext, actor: Actor, id: number): Promise<Invoice> {
    return inOrgTransaction(actor, async (org) => {
      const before = await load(org, id);
      if (before.paid !== 1) {
        throw conflict('This invoice is not paid', undefined, { reason: 'INVOICE_NOT_PAID' });
      }
      await repo.setPaid(org, id, null);
      return audited(org.db, actor, ctx.now(), before);
    });
  },

  /** Refuses a reminder unless the invoice is unpaid and none has been sent. */
  assertRemindable(row: InvoiceRow): void {
    if (row.paid === 1) throw alreadyPaid();
    if (row.last_reminder_date !== null) {
      throw conflict('A reminder has already been sent for this invoice', undefined, {
        reason: 'INVOICE_REMINDER_SENT',
        params: { lastReminderDate: row.last_reminder_date },
      });
    }
  },

  /** Records the reminder once the SMTP server accepted it (checked again: a concurrent one may have won). */
  async recordReminder(actor: Actor, id: number, at: number): Promise<Invoice> {
    return inOrgTransaction(actor, async (org) => {
      const before = await load(org, id);
      invoicesService.assertRemindable(before);
      await repo.setReminder(org, id, at);
      return audited(org.db, actor, at, before);
    });
  },

  load: (org: OrgDb, id: number) => load(org, id),

  /**
   * Issue 21: the credit note of a correction of an invoiced ticket, in the ticket ledger's transaction (see
   * invoices.credit-notes.ts). Null when the ticket has no invoice.
   */
  creditCorrection: creditNotesService.creditCorrection,

  /** The frozen document, with the payment status as it is now. */
  documentOf(row: InvoiceRow): InvoiceDocument {
    const doc = parseJson<InvoiceDocument | null>(row.document, null);
    if (!doc) throw notFound('Invoice document');
    return { ...doc, invoiceId: row.id, paid: row.paid === 1 };
  },
};

function invoiceExists(existing: InvoiceRow) {
  return conflict(`Ticket ${existing.client_account_id} already has invoice ${existing.invoice_number}`, undefined, {
    reason: 'INVOICE_EXISTS',
    params: { invoiceNumber: existing.invoice_number, invoiceId: existing.id },
  });
}

async function audited(trx: Executor, actor: Actor, at: number, before: InvoiceRow): Promise<Invoice> {
  const org = orgDb(trx, actor.orgId);
  const after = await dto(org, await load(org, before.id));
  await editLog(trx, actor, at).updated('invoice', before.id, await dto(org, before), after);
  return after;
}
