import type { OrgDb } from '../../lib/org-db';
import { type JournalEvent, type JournalSecret, journalService, type TicketEvent } from '../journal';
import { ledgerRepository, ticketVatRows } from './accounts.ledger.repository';
import { type AccountRow, accountsRepository } from './accounts.repository';

/**
 * A registered ticket in the fiscal journal (issue 24): when an open ticket closes, and when a correction ticket is
 * made, its lines, VAT per rate (the registered ticket_vat figures), payments (with tips, refunds and rounding) and
 * total are appended in the same transaction. Built from what the caller holds: nothing is read again.
 */
type TicketHead = Pick<AccountRow, 'id' | 'shift_id' | 'user_id' | 'kind' | 'opened_timestamp'> & {
  corrects_account_id?: number | null;
  correction_reason?: string | null;
  correction_note?: string | null;
};

interface LineFacts {
  name: string;
  product_id: number | null;
  units_milli: number;
  unit_price_cents: number;
  charged_cents: number;
  vat_bp: number;
  reversed_at?: number | null;
}

interface PaymentFacts {
  payment_type: string;
  transaction_type: string;
  amount_paid_cents: number;
  amount_returned_cents: number;
  reversed_at?: number | null;
}

export async function journalTicket(
  org: OrgDb,
  server: JournalSecret,
  ticket: TicketHead,
  lines: readonly LineFacts[],
  payments: readonly PaymentFacts[],
  at: number,
): Promise<void> {
  await journalService.append(org, server, [ticketEvent(ticket, lines, payments, at)]);
}

/** The journal event of a registered ticket. */
export function ticketEvent(
  ticket: TicketHead,
  lines: readonly LineFacts[],
  payments: readonly PaymentFacts[],
  at: number,
): JournalEvent {
  const live = lines.filter((l) => !l.reversed_at);
  const vat = ticketVatRows(live.map((l) => ({ charged_cents: l.charged_cents, vat_bp: l.vat_bp, reversed_at: null })));
  const data: TicketEvent = {
    ticket: ticket.id,
    shift: ticket.shift_id,
    user: ticket.user_id,
    kind: ticket.kind,
    openedAt: ticket.opened_timestamp,
    closedAt: at,
    lines: live.map((l) => ({
      name: l.name,
      product: l.product_id,
      units: l.units_milli,
      unit: l.unit_price_cents,
      cents: l.charged_cents,
      vatBp: l.vat_bp,
    })),
    vat: vat.map((v) => ({ vatBp: v.vatBp, base: v.totalVatExcl, vat: v.totalVat, total: v.totalVatIncl })),
    payments: payments
      .filter((p) => !p.reversed_at)
      .map((p) => ({
        type: p.payment_type,
        tx: p.transaction_type,
        cents: p.amount_paid_cents - p.amount_returned_cents,
      })),
    total: live.reduce((s, l) => s + l.charged_cents, 0),
  };
  const correction = ticket.corrects_account_id ?? null;
  if (correction !== null) {
    data.corrects = correction;
    data.reason = ticket.correction_reason ?? undefined;
    data.note = ticket.correction_note ?? null;
  }
  return { kind: correction === null ? 'TICKET' : 'CORRECTION', at, data };
}

/**
 * The journal events of the closed tickets written without the services (the demo's past days in bulk), in closing
 * order, read a batch of tickets at a time.
 */
export async function pastTicketEvents(org: OrgDb): Promise<JournalEvent[]> {
  const tickets = await ledgerRepository.closedTickets(org);
  const events: JournalEvent[] = [];
  for (let i = 0; i < tickets.length; i += 1000) {
    const batch = tickets.slice(i, i + 1000);
    const ids = batch.map((a) => a.id);
    const [lines, payments] = await Promise.all([
      accountsRepository.lines(org, ids),
      accountsRepository.payments(org, ids),
    ]);
    const linesOf = groupBy(lines, (l) => l.client_account_id);
    const paymentsOf = groupBy(payments, (p) => p.client_account_id);
    for (const a of batch)
      events.push(ticketEvent(a, linesOf.get(a.id) ?? [], paymentsOf.get(a.id) ?? [], a.closed_timestamp ?? 0));
  }
  return events;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}
