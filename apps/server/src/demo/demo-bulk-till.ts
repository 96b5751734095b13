import { centsToString } from '@comptoir/shared';
import { sql } from 'kysely';
import type { OrgId } from '../db/org-id';
import { systemExecutor } from '../db/system.repository';
import { type AccountId, asAccountId, asLineId, asPaymentId, type LineId } from '../db/ticket-ids';
import { auditRow, editRow } from '../lib/audit';
import type { Executor } from '../lib/tx';
import {
  accountTotals,
  type OrderableProduct,
  type OrderedItem,
  orderedLineValues,
  payTypeOf,
} from '../modules/accounts';
import { type ShiftRow, shiftDto } from '../modules/shifts';
import type { StockReason } from '../modules/stock';
import {
  type AccountRowValues,
  DEMO_TABLES,
  type DemoRows,
  emptyRows,
  type LineRowValues,
  type PaymentRowValues,
  type ShiftRowValues,
} from './demo-bulk-rows';
import {
  type Actor,
  type DemoLine,
  type DemoPaymentType,
  type DemoTill,
  type OpenInput,
  workerShiftRow,
} from './demo-till';

/** A product as the till sells it: what a line snapshots (accounts.pricing.ts), its stock and whether it is live. */
interface Product extends OrderableProduct {
  org_id: OrgId;
  stock_milli: number | null;
  deleted_at: number | null;
}

interface AccountState {
  row: AccountRowValues;
  /** Every line of the account, reversed ones too, by id. */
  lines: LineRowValues[];
  payments: PaymentRowValues[];
}

const live = <T extends { reversed_at: number | null }>(rows: T[]) => rows.filter((r) => r.reversed_at === null);
const reversal = (at: number, by: number | null) => ({ reversed_at: at, reversed_by: by });

/** The in-memory till: each call does what the service of the same name does, on rows kept until `take()`. */
export class BulkTill implements DemoTill {
  private rows: DemoRows = emptyRows();
  private readonly accounts = new Map<number, AccountState>();
  private readonly openShifts = new Map<number, ShiftRowValues>();
  /** Net cash per shift (shiftsService.netCash), kept as payments come and go. */
  private readonly cash = new Map<number, PaymentRowValues[]>();
  private readonly takeawayNumbers = new Map<number, number>();
  private readonly stockChanged = new Set<Product>();

  private constructor(
    private readonly next: Record<(typeof DEMO_TABLES)[number][2], number>,
    private readonly shiftNumbers: Map<number, number>,
    /** The last Z number given per organisation (a counter without gaps, as the shift close gives it). */
    private readonly zNumbers: Map<number, number>,
    private readonly products: Map<number, Product>,
    private readonly usernames: Map<number, string>,
  ) {}

  /** Reads what the till needs: the last ids and shift numbers, the catalogue with its stock, the users' names. */
  static async load(db: Executor): Promise<BulkTill> {
    const sys = systemExecutor(db);
    const open = await sys.selectFrom('shift').select('org_id').where('end_timestamp', 'is', null).execute();
    if (open.length) throw new Error(`demo bulk seed: organisation ${open[0]!.org_id} already has an open shift`);
    const promo = await sys
      .selectFrom('promo_code')
      .select('promo_code')
      .where('auto_activate', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    if (promo.length) throw new Error(`demo bulk seed: promo code ${promo[0]!.promo_code} activates itself`);
    const next = { shifts: 0, workerShifts: 0, accounts: 0, lines: 0, payments: 0, stockMoves: 0, audits: 0 };
    for (const [table, column, key] of DEMO_TABLES) {
      const last = await sys
        .selectFrom(table)
        .select((eb) => eb.fn.max(sql.ref(column)).as('n'))
        .executeTakeFirst();
      next[key] = Number(last?.n ?? 0);
    }
    const numbers = await sys
      .selectFrom('shift')
      .select(['org_id', (eb) => eb.fn.max('shift_number').as('n'), (eb) => eb.fn.max('z_number').as('z')])
      .groupBy('org_id')
      .execute();
    const products = await sys
      .selectFrom('product as p')
      .leftJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
      .select(['p.id', 'p.org_id', 'p.name', 'p.price_cents', 'p.vat_bp', 'p.price_out_cents', 'p.vat_out_bp'])
      .select(['p.weight_price', 'p.group_id', 'g.name as group_name', 'p.stock_milli', 'p.deleted_at'])
      .orderBy('p.id')
      .execute();
    const users = await sys.selectFrom('app_user').select(['user_id', 'username']).execute();
    return new BulkTill(
      next,
      new Map(numbers.map((r) => [r.org_id, Number(r.n ?? 0)])),
      new Map(numbers.map((r) => [r.org_id, Number(r.z ?? 0)])),
      new Map(products.map((p) => [p.id, p])),
      new Map(users.map((u) => [u.user_id, u.username])),
    );
  }

  /** The rows of the days played since the last call; every shift and account must be closed by then. */
  take(): DemoRows {
    if (this.openShifts.size) throw new Error('demo bulk seed: a shift is still open');
    for (const a of this.accounts.values())
      if (a.row.status === 'OPEN') throw new Error(`demo bulk seed: account ${a.row.id} is still open`);
    const rows = this.rows;
    rows.stock = [...this.stockChanged].map((p) => [p.org_id, p.id, p.stock_milli!]);
    this.rows = emptyRows();
    this.accounts.clear();
    this.cash.clear();
    this.takeawayNumbers.clear();
    this.stockChanged.clear();
    return rows;
  }

  /** Ordered products kept since the last take(). */
  get pendingLines(): number {
    return this.rows.lines.length;
  }

  private account(orgId: OrgId, accountId: AccountId): AccountState {
    const a = this.accounts.get(accountId);
    if (!a || a.row.org_id !== orgId) throw new Error(`demo bulk seed: account ${accountId} not found`);
    return a;
  }

  private assertOpen(a: AccountState) {
    if (a.row.status !== 'OPEN') throw new Error(`demo bulk seed: account ${a.row.id} is ${a.row.status}`);
  }

  private audit(entry: ReturnType<typeof auditRow> | null, orgId: OrgId) {
    if (entry)
      this.rows.audits.push({ id: ++this.next.audits, org_id: orgId, ...entry, user_id: entry.user_id ?? null });
  }

  /** stockService.adjust: tracked products only, relative move, one history row. */
  private adjust(
    orgId: OrgId,
    productId: number,
    variationMilli: number,
    reason: StockReason,
    userId: number | null,
    at: number,
    orderedProductId: LineId | null = null,
  ) {
    const p = this.products.get(productId);
    if (!p || p.org_id !== orgId || p.stock_milli === null) return;
    p.stock_milli += variationMilli;
    this.stockChanged.add(p);
    this.rows.stockMoves.push({
      id: ++this.next.stockMoves,
      org_id: orgId,
      product_id: productId,
      timestamp: at,
      new_stock_milli: p.stock_milli,
      variation_milli: variationMilli,
      reason,
      ordered_product_id: orderedProductId,
      user_id: userId,
    });
  }

  async openShift(actor: Actor, startCash: number, at: number): Promise<number> {
    if (this.openShifts.has(actor.orgId)) throw new Error('demo bulk seed: a shift is already open');
    const number = (this.shiftNumbers.get(actor.orgId) ?? 0) + 1;
    this.shiftNumbers.set(actor.orgId, number);
    const row: ShiftRowValues = {
      shift_id: ++this.next.shifts,
      org_id: actor.orgId,
      shift_number: number,
      start_timestamp: at,
      end_timestamp: null,
      start_cash: startCash,
      end_cash: null,
      expected_cash: null,
      close_comment: null,
      auto_closed: 0,
      open_user_id: actor.userId,
      close_user_id: null,
      z_number: null,
      z_report: null,
    };
    this.rows.shifts.push(row);
    this.openShifts.set(actor.orgId, row);
    this.cash.set(row.shift_id, []);
    const opened = shiftDto({
      ...row,
      open_username: this.usernames.get(actor.userId) ?? null,
      close_username: null,
    } as ShiftRow);
    this.audit(
      editRow({ ...actor, at, action: 'CREATE', resource: 'shift', resourceId: row.shift_id, after: opened }),
      actor.orgId,
    );
    return row.shift_id;
  }

  async addWorkerShift(orgId: OrgId, shiftId: number, userId: number, start: number, end: number | null) {
    this.rows.workerShifts.push({
      id: ++this.next.workerShifts,
      ...workerShiftRow(orgId, shiftId, userId, start, end),
    });
  }

  async openAccount(actor: Actor, input: OpenInput, at: number): Promise<AccountId> {
    const shift = this.openShifts.get(actor.orgId);
    if (!shift) throw new Error('demo bulk seed: open a shift before taking orders');
    let takeaway: number | null = null;
    if (input.kind !== 'TABLE') {
      takeaway = (this.takeawayNumbers.get(shift.shift_id) ?? 0) + 1;
      this.takeawayNumbers.set(shift.shift_id, takeaway);
    }
    const row: AccountRowValues = {
      id: asAccountId(++this.next.accounts),
      org_id: actor.orgId,
      shift_id: shift.shift_id,
      kind: input.kind,
      status: 'OPEN',
      source: 'POS',
      table_id: input.tableId ?? null,
      takeaway_number: takeaway,
      custom_name: input.customName || null,
      client_data: null,
      pickup_location_id: input.pickupLocationId ?? null,
      user_id: actor.userId,
      opened_timestamp: at,
      closed_timestamp: null,
      reversed_at: null,
      reversed_by: null,
      promo_code_id: null,
      corrects_account_id: null,
      correction_reason: null,
      correction_note: null,
    };
    this.rows.accounts.push(row);
    this.accounts.set(row.id, { row, lines: [], payments: [] });
    return row.id;
  }

  async addLines(actor: Actor, accountId: AccountId, lines: DemoLine[], at: number): Promise<void> {
    const account = this.account(actor.orgId, accountId);
    this.assertOpen(account);
    const on = { accountId, kind: account.row.kind, userId: actor.userId, at };
    const insert = (item: OrderedItem, linkedTo: LineId | null) => {
      const p = this.products.get(item.productId);
      if (!p || p.org_id !== actor.orgId || p.deleted_at !== null)
        throw new Error(`demo bulk seed: product not found: ${item.productId}`);
      const line: LineRowValues = {
        id: asLineId(++this.next.lines),
        org_id: actor.orgId,
        ...orderedLineValues(p, item, on, linkedTo),
        reversed_at: null,
        reversed_by: null,
        promo_code_id: null,
        corrects_line_id: null,
      };
      this.rows.lines.push(line);
      account.lines.push(line);
      return { line, item, productId: p.id };
    };
    // As the services write them (decision 155): the lines, then their options; the stock moves in the order ordered.
    const parents = lines.map((line) => insert(line, null));
    const options = lines.map((line, i) => line.options.map((option) => insert(option, parents[i]!.line.id)));
    for (const [i, parent] of parents.entries()) {
      for (const { line, item, productId } of [parent, ...options[i]!]) {
        this.adjust(actor.orgId, productId, -item.units, 'SALE', actor.userId, at, line.id);
      }
    }
  }

  async firstParentLine(orgId: OrgId, accountId: AccountId): Promise<LineId | undefined> {
    return live(this.account(orgId, accountId).lines).find((l) => l.linked_to_id === null)?.id;
  }

  async voidLine(actor: Actor, accountId: AccountId, lineId: LineId, at: number): Promise<void> {
    const account = this.account(actor.orgId, accountId);
    this.assertOpen(account);
    const lines = live(account.lines);
    const voided = lines.filter((l) => l.id === lineId || l.linked_to_id === lineId);
    const remaining = lines.filter((l) => !voided.includes(l));
    if (!voided.some((l) => l.id === lineId)) throw new Error(`demo bulk seed: line ${lineId} not found`);
    if (accountTotals(remaining, live(account.payments)).dueCents < 0)
      throw new Error('demo bulk seed: the payments already taken exceed the new total');
    for (const l of voided) {
      Object.assign(l, reversal(at, actor.userId));
      if (l.product_id !== null) this.adjust(actor.orgId, l.product_id, l.units_milli, 'VOID', actor.userId, at, l.id);
      this.audit(
        auditRow({
          ...actor,
          at,
          action: 'VOID',
          entity: 'ordered_product',
          entityId: l.id,
          details: { accountId, name: l.name, units: l.units_milli / 1000, amount: centsToString(l.charged_cents) },
        }),
        actor.orgId,
      );
    }
  }

  async due(orgId: OrgId, accountId: AccountId): Promise<number> {
    const a = this.account(orgId, accountId);
    return accountTotals(live(a.lines), live(a.payments)).dueCents;
  }

  async pay(actor: Actor, accountId: AccountId, paymentType: DemoPaymentType, amountPaid: number, at: number) {
    const account = this.account(actor.orgId, accountId);
    this.assertOpen(account);
    const due = await this.due(actor.orgId, accountId);
    if (due <= 0) throw new Error('demo bulk seed: nothing is left to pay on this account');
    if (amountPaid > due && paymentType !== 'CASH') throw new Error('demo bulk seed: only cash can exceed the due');
    const shiftId = this.openShifts.get(actor.orgId)?.shift_id ?? account.row.shift_id;
    const row: PaymentRowValues = {
      id: asPaymentId(++this.next.payments),
      org_id: actor.orgId,
      client_account_id: accountId,
      shift_id: shiftId,
      payment_type: paymentType,
      transaction_type: 'PAYMENT',
      amount_paid_cents: amountPaid,
      amount_returned_cents: amountPaid > due ? amountPaid - due : 0,
      user_id: actor.userId,
      timestamp: at,
      reversed_at: null,
      reversed_by: null,
    };
    this.rows.payments.push(row);
    account.payments.push(row);
    if (paymentType === 'CASH' && shiftId !== null) this.cash.get(shiftId)?.push(row);
  }

  async close(actor: Actor, accountId: AccountId, at: number): Promise<void> {
    const account = this.account(actor.orgId, accountId);
    this.assertOpen(account);
    if ((await this.due(actor.orgId, accountId)) !== 0) throw new Error('demo bulk seed: the account is not paid');
    const payments = live(account.payments).filter((p) => p.transaction_type === 'PAYMENT');
    const payType = payTypeOf(payments.map((p) => p.payment_type));
    for (const l of live(account.lines)) l.pay_type = payType;
    account.row.status = 'CLOSED';
    account.row.closed_timestamp = at;
  }

  async voidAccount(actor: Actor, accountId: AccountId, at: number): Promise<void> {
    const account = this.account(actor.orgId, accountId);
    if (account.row.reversed_at !== null) throw new Error('demo bulk seed: this account is already voided');
    const lines = live(account.lines);
    const payments = live(account.payments);
    for (const l of lines)
      if (l.product_id !== null) this.adjust(actor.orgId, l.product_id, l.units_milli, 'VOID', actor.userId, at, l.id);
    const previousStatus = account.row.status;
    const { totals } = accountTotals(lines, payments);
    for (const r of [...lines, ...payments]) Object.assign(r, reversal(at, actor.userId));
    Object.assign(account.row, reversal(at, actor.userId), {
      status: 'VOIDED',
      closed_timestamp: account.row.closed_timestamp ?? at,
    });
    this.audit(
      auditRow({
        ...actor,
        at,
        action: 'VOID',
        entity: 'client_account',
        entityId: accountId,
        details: {
          previousStatus,
          total: centsToString(totals.total),
          lines: lines.map((l) => l.id),
          payments: payments.map((p) => p.id),
        },
      }),
      actor.orgId,
    );
  }

  async netCash(orgId: OrgId, shiftId: number): Promise<number> {
    const shift = this.rows.shifts.find((s) => s.shift_id === shiftId && s.org_id === orgId);
    if (!shift) throw new Error(`demo bulk seed: shift ${shiftId} not in this batch`);
    return live(this.cash.get(shiftId) ?? []).reduce((s, p) => s + p.amount_paid_cents - p.amount_returned_cents, 0);
  }

  async closeShift(actor: Actor, currentCash: number, comment: string, at: number): Promise<void> {
    const shift = this.openShifts.get(actor.orgId);
    if (!shift) throw new Error('demo bulk seed: no shift is open');
    for (const a of this.accounts.values())
      if (a.row.org_id === actor.orgId && a.row.status === 'OPEN')
        throw new Error('demo bulk seed: closing a shift with open accounts is left to the services');
    for (const w of this.rows.workerShifts)
      if (w.org_id === actor.orgId && w.end_time === null) Object.assign(w, { end_time: at, auto_closed: 1 });
    const expected = shift.start_cash + (await this.netCash(actor.orgId, shift.shift_id));
    const zNumber = (this.zNumbers.get(actor.orgId) ?? 0) + 1;
    this.zNumbers.set(actor.orgId, zNumber);
    Object.assign(shift, {
      z_number: zNumber,
      end_timestamp: at,
      end_cash: currentCash,
      expected_cash: expected,
      close_comment: comment || null,
      close_user_id: actor.userId,
      auto_closed: 0,
    });
    this.openShifts.delete(actor.orgId);
    this.audit(
      auditRow({
        ...actor,
        at,
        action: 'FORCE_CLOSE',
        entity: 'shift',
        entityId: shift.shift_id,
        details: { closedAccounts: [], countedCash: currentCash, expectedCash: expected, zNumber },
      }),
      actor.orgId,
    );
  }

  async restock(actor: Actor, below: number, upTo: number, at: number): Promise<void> {
    for (const p of this.products.values()) {
      if (p.org_id === actor.orgId && p.stock_milli !== null && p.stock_milli < below)
        this.adjust(actor.orgId, p.id, upTo - p.stock_milli, 'DELIVERY', actor.userId, at);
    }
  }
}
