import { type CorrectionReasonCode, type CorrectionReasonInput, centsToString } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { audit } from '../../lib/audit';
import { AppError, conflict } from '../../lib/errors';
import { type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { journalTicket } from './accounts.journal';
import { ledgerRepository } from './accounts.ledger.repository';
import { type Actor, giveBackStock } from './accounts.load';
import { accountPromo } from './accounts.promo';
import { type Refund, refundPlan } from './accounts.refunds';
import { type AccountRow, accountsRepository, type LineRow, type PaymentRow } from './accounts.repository';
import { ticketWrites } from './accounts.writes';

/**
 * The append-only ledger (issue 21, docs/decisions.md 67): a closed ticket, its lines and payments are never changed
 * again (the database refuses it, migration 0020). A correction of a closed ticket is a new ticket, already closed,
 * in the shift open when it is made: negative copies of the lines it cancels, the discount re-split over what
 * remains, refunds of what the customer paid for them (or a change of payment type as a refund of one type and a
 * payment of the other), who, when and why. It is linked to the original (`corrects_account_id`, and each line to
 * the line it cancels), and the original's state is always its own rows plus its corrections'.
 */

/** The reason as a credit note prints it beside the free text (the document's own language is the client's). */
const REASON_TEXT: Record<CorrectionReasonCode, string> = {
  CUSTOMER_RETURN: 'Customer return',
  WRONG_ITEM: 'Wrong item',
  WRONG_PAYMENT_TYPE: 'Wrong payment type',
  OPERATOR_ERROR: 'Operator error',
  COMPLAINT: 'Complaint',
  OTHER: '',
};

export type CorrectionReason = Required<Pick<CorrectionReasonInput, 'reason'>> & { note: string | null };

/** The reason a correction of a closed ticket must carry: a code, and a free text when the code is OTHER. */
export function requireReason(input: CorrectionReasonInput): CorrectionReason {
  if (!input.reason) {
    throw new AppError(
      'VALIDATION',
      'Say why this closed ticket is corrected',
      { reason: 'Choose a reason' },
      {
        reason: 'CORRECTION_REASON_REQUIRED',
      },
    );
  }
  const note = input.note?.trim() || null;
  if (input.reason === 'OTHER' && !note) {
    throw new AppError(
      'VALIDATION',
      'Describe the reason',
      { note: 'Describe the reason' },
      {
        reason: 'CORRECTION_REASON_REQUIRED',
      },
    );
  }
  return { reason: input.reason, note };
}

/** A closed ticket as its corrections leave it. */
export interface Ledger {
  original: AccountRow;
  corrections: AccountRow[];
  /** The original's product lines (discount lines aside) that no correction has cancelled. */
  remaining: LineRow[];
  /** The discount per VAT rate as it stands (negative cents: the original's discount lines plus the corrections'). */
  discount: Map<number, number>;
  /** Every payment of the original and its corrections (live ones). */
  payments: PaymentRow[];
  /** Every live line of the original and its corrections. */
  lines: LineRow[];
}

export async function ledgerOf(org: OrgDb, original: AccountRow): Promise<Ledger> {
  const corrections = await ledgerRepository.corrections(org, original.id);
  const ids = [original.id, ...corrections.map((c) => c.id)];
  const [lines, payments] = await Promise.all([
    accountsRepository.lines(org, ids),
    accountsRepository.payments(org, ids),
  ]);
  const cancelled = new Set(lines.map((l) => l.corrects_line_id).filter((id) => id !== null));
  const remaining = lines.filter(
    (l) => l.client_account_id === original.id && l.promo_code_id === null && !cancelled.has(l.id),
  );
  const discount = new Map<number, number>();
  for (const l of lines)
    if (l.promo_code_id !== null) discount.set(l.vat_bp, (discount.get(l.vat_bp) ?? 0) + l.charged_cents);
  return { original, corrections, remaining, discount, payments, lines };
}

/** What a correction does: the original lines it cancels, and the payments it records (refunds are worked out). */
export interface CorrectionPlan {
  cancel: readonly LineRow[];
  /** Explicit payments (a change of payment type); when absent, what the correction takes off is refunded. */
  payments?: readonly { paymentType: string; cents: number }[];
  /** What the audit entry says besides the reason. */
  details: Record<string, unknown>;
}

/** The ticket a correction makes, as written. */
export interface CorrectionMade {
  correctionId: number;
  creditNote: { creditNoteId: number; creditNoteNumber: string } | null;
  lines: LineRow[];
  totalCents: number;
  refunds: Refund[];
}

/**
 * Writes a correction ticket of a closed ticket in the caller's transaction (the original locked by the caller).
 * Refused without an open shift: a correction belongs to the period when it is made.
 */
export async function correct(
  trx: Executor,
  server: ServerContext,
  actor: Actor,
  ledger: Ledger,
  plan: CorrectionPlan,
  why: CorrectionReason,
  at: number,
): Promise<CorrectionMade> {
  const { orgId } = actor;
  const org = orgDb(trx, orgId);
  const { original } = ledger;
  const shiftId = await server.upcalls.openShiftId(org);
  if (shiftId === null) {
    throw conflict('Open a shift first: a correction is recorded in the shift open when it is made', undefined, {
      reason: 'CORRECTION_NEEDS_OPEN_SHIFT',
    });
  }
  const cancelIds = new Set(plan.cancel.map((l) => l.id));
  const left = ledger.remaining.filter((l) => !cancelIds.has(l.id));
  // The discount re-split over what remains, per VAT rate: the new discount minus the one standing (both negative).
  const deltas = new Map<number, number>();
  if (original.promo_code_id !== null && ledger.discount.size > 0) {
    const after = await accountPromo.discountFor(org, original.promo_code_id, left);
    for (const rate of new Set([...after.keys(), ...ledger.discount.keys()])) {
      const delta = -(after.get(rate) ?? 0) - (ledger.discount.get(rate) ?? 0);
      if (delta !== 0) deltas.set(rate, delta);
    }
  }
  const promoLine = ledger.lines.find((l) => l.promo_code_id !== null);
  const base = { user_id: actor.userId, ordered_timestamp: at, pay_type: 'NONE', custom_comment: null };
  const index = new Map<number, number>();
  const lines = [
    ...plan.cancel.map((l, i) => {
      index.set(l.id, i);
      return {
        ...base,
        product_id: l.product_id,
        group_id: l.group_id,
        group_name: l.group_name,
        name: l.name,
        unit_price_cents: l.unit_price_cents,
        vat_bp: l.vat_bp,
        weight_price: l.weight_price,
        units_milli: -l.units_milli,
        charged_cents: -l.charged_cents,
        linkedTo: l.linked_to_id === null ? null : (index.get(l.linked_to_id) ?? null),
        promo_code_id: null,
        corrects_line_id: l.id,
      };
    }),
    ...[...deltas.entries()]
      .sort(([a], [b]) => a - b)
      .map(([vatBp, cents]) => ({
        ...base,
        product_id: null,
        group_id: null,
        group_name: promoLine?.group_name ?? null,
        name: promoLine?.name ?? 'Promo',
        unit_price_cents: cents,
        vat_bp: vatBp,
        weight_price: 0,
        units_milli: 1000,
        charged_cents: cents,
        linkedTo: null,
        promo_code_id: original.promo_code_id,
        corrects_line_id: null,
      })),
  ];
  const totalCents = lines.reduce((s, l) => s + l.charged_cents, 0);
  if (totalCents > 0) throw conflict('This correction would charge the customer more: record a new sale instead');
  const refunds = plan.payments ? [] : refundPlan(ledger.payments, -totalCents);
  const moves = plan.payments ?? refunds.map((r) => ({ paymentType: r.paymentType, cents: -r.cents }));
  const payType = new Set(moves.map((m) => m.paymentType));
  const stamped = payType.size === 1 ? [...payType][0]! : payType.size > 1 ? 'MIXED' : 'NONE';
  const correctionId = await ticketWrites.insertCorrection(
    org,
    {
      shift_id: shiftId,
      kind: original.kind,
      status: 'CLOSED',
      source: 'CONSOLE',
      table_id: original.table_id,
      takeaway_number: null,
      custom_name: original.custom_name,
      client_data: original.client_data,
      pickup_location_id: null,
      user_id: actor.userId,
      opened_timestamp: at,
      closed_timestamp: at,
      corrects_account_id: original.id,
      correction_reason: why.reason,
      correction_note: why.note,
    },
    lines.map((l) => ({ ...l, pay_type: stamped })),
    moves.map((m) => ({
      shift_id: shiftId,
      payment_type: m.paymentType,
      transaction_type: 'PAYMENT',
      amount_paid_cents: m.cents,
      amount_returned_cents: 0,
      user_id: actor.userId,
      timestamp: at,
    })),
  );
  const written = await accountsRepository.lines(org, [correctionId]);
  await journalTicket(
    org,
    server,
    {
      id: correctionId,
      shift_id: shiftId,
      user_id: actor.userId,
      kind: original.kind,
      opened_timestamp: at,
      corrects_account_id: original.id,
      correction_reason: why.reason,
      correction_note: why.note,
    },
    written,
    moves.map((m) => ({
      payment_type: m.paymentType,
      transaction_type: 'PAYMENT',
      amount_paid_cents: m.cents,
      amount_returned_cents: 0,
    })),
    at,
  );
  // An invoiced ticket gets a credit note for what the correction takes off (decision 72); none for a change of
  // payment type (nothing is taken off).
  const reasonText = [REASON_TEXT[why.reason], why.note].filter(Boolean).join(': ');
  const creditNote = await server.upcalls.creditCorrection(trx, server, actor, {
    accountId: original.id,
    correctionAccountId: correctionId,
    lines: written,
    at,
    reason: reasonText,
  });
  for (const l of written)
    if (l.corrects_line_id !== null) await giveBackStock(trx, actor, l, -l.units_milli, 'CORRECTION', at);
  await audit(trx, {
    orgId,
    userId: actor.userId,
    at,
    action: 'CORRECT',
    entity: 'client_account',
    entityId: original.id,
    details: {
      correctionId,
      reason: why.reason,
      note: why.note,
      total: centsToString(totalCents),
      refunds: refunds.map((r) => ({ paymentType: r.paymentType, amount: centsToString(r.cents) })),
      ...(creditNote ? { creditNote: creditNote.creditNoteNumber } : {}),
      ...plan.details,
    },
  });
  return { correctionId, creditNote, lines: written, totalCents, refunds };
}
