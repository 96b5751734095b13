/**
 * Every statistics rollup table, described once (docs/decisions.md, "Statistics from rollups" and "Shift breakdowns
 * from rollups"): its key columns (after org_id), its amount columns (`n` first: how many raw rows the group holds, so
 * an emptied group reads as absent), what ONE raw row adds to it, written twice side by side, and nothing else:
 *
 * - in JavaScript (`account`, `line`, `payment`): the till writes add the difference of a ticket's contribution
 *   before and after each write (rollups.service.ts), in their transaction;
 * - in SQL (`rebuild`): the set-based rebuild (rollups.repository.ts) selects the same per raw row and sums it per key.
 *
 * A contribution is computed from every row of a ticket, live or voided (a voided row leaves most rollups and enters
 * the voids one). test/rollups.test.ts checks that both descriptions agree to the cent on a randomised history. The
 * migrations that created the tables (0018, 0019) have their own frozen copy of the columns and of the filling SQL.
 */

import type { ClientAccountTable, OrderedProductTable, PaymentTransactionTable } from '../../db/schema';
import type { AccountId, LineId } from '../../db/ticket-ids';

/** A rollup row: key values and amounts. */
export type RollupRow = Record<string, string | number>;
/** The organisation day (local midnight, epoch ms) of an instant. */
export type DayOf = (ms: number) => number;

/** What the rollups read of a ticket. */
export interface AccountFacts {
  id: AccountId;
  opened_timestamp: number;
  kind: string;
  status: string;
  reversed_at: number | null;
  shift_id: number | null;
}
/** What the rollups read of an ordered product (live or voided: `reversed_at`). */
export interface LineFacts {
  client_account_id: AccountId;
  ordered_timestamp: number;
  vat_bp: number;
  charged_cents: number;
  name: string;
  units_milli: number;
  linked_to_id: LineId | null;
  promo_code_id: number | null;
  reversed_at: number | null;
  user_id: number | null;
  group_name: string | null;
}
/** What the rollups read of a payment (live or voided). */
export interface PaymentFacts {
  client_account_id: AccountId;
  timestamp: number;
  payment_type: string;
  transaction_type: string;
  amount_paid_cents: number;
  amount_returned_cents: number;
  reversed_at: number | null;
  user_id: number | null;
}

/** What one raw row adds to one row of a rollup (amounts for a sign of +1), or null. */
export type Adds = readonly [keys: RollupRow, amounts: Record<string, number>] | null;

/** The columns of a table under an alias (`l.reversed_at`), checked against the schema. */
type Columns<Alias extends string, Table> = `${Alias}.${keyof Table & string}`;
type LineColumn = Columns<'l', OrderedProductTable>;
type PaymentColumn = Columns<'p', PaymentTransactionTable>;
type AccountColumn = Columns<'a', ClientAccountTable>;
/** A column of a rebuild source, any source. */
export type SourceColumn = LineColumn | PaymentColumn | AccountColumn;

/** One condition of a rebuild part's WHERE, on a column its source has: all of a part's conditions must hold. */
export type Condition<C extends SourceColumn = SourceColumn> =
  | readonly [column: C, op: 'is' | 'is not', value: null]
  | readonly [column: C, op: '=', value: string];

interface Part<From extends string, C extends SourceColumn> {
  from: From;
  where: readonly Condition<C>[];
  /** SQL per column, or `{ day: column }`: the organisation day of an instant column (typed like the conditions). */
  select: Record<string, string | { day: C }>;
}

/**
 * One SELECT of the rebuild: one row per raw row of `from`, restricted by `where` (typed: a condition on a column
 * the source lacks does not compile), with a value per column of the table (SQL over the aliases; `{ day }` is the
 * organisation day of an instant column). The sources, all of one organisation: `line` (ordered_product l), `payment`
 * (payment_transaction p), `account` (client_account a, with `ln`: how many live lines it has), `accountLine` and
 * `accountPayment` (the line or payment with its ticket a).
 */
export type RebuildPart =
  | Part<'line', LineColumn>
  | Part<'payment', PaymentColumn>
  | Part<'account', AccountColumn>
  | Part<'accountLine', LineColumn | AccountColumn>
  | Part<'accountPayment', PaymentColumn | AccountColumn>;

export interface RollupSpec {
  /** Key columns after org_id, and whether each holds text. */
  keys: Record<string, 'int' | 'text'>;
  /** Amount columns. */
  amounts: readonly string[];
  /** What a ticket adds by itself, `liveLines` being how many live lines it has. */
  account?: (a: AccountFacts, liveLines: number, dayOf: DayOf) => Adds;
  line?: (l: LineFacts, a: AccountFacts | undefined, dayOf: DayOf) => Adds;
  payment?: (p: PaymentFacts, a: AccountFacts | undefined, dayOf: DayOf) => Adds;
  rebuild: readonly RebuildPart[];
}

export const QUARTER_MS = 900_000;
/** The shifts' voids, by kind (rollup_shift_void.what). */
export type VoidKind = 'LINE' | 'ACCOUNT' | 'PAYMENT';

const isLive = (x: { reversed_at: number | null } | undefined): x is { reversed_at: null } =>
  x !== undefined && x.reversed_at === null;
const net = (p: PaymentFacts) => p.amount_paid_cents - p.amount_returned_cents;
const types = (p: PaymentFacts) => ({ payment_type: p.payment_type, transaction_type: p.transaction_type });

const LIVE_LINE = [
  ['l.reversed_at', 'is', null],
  ['a.reversed_at', 'is', null],
] as const;
const LIVE_PAYMENT = [
  ['p.reversed_at', 'is', null],
  ['a.reversed_at', 'is', null],
] as const;
const LIVE_ACCOUNT = [['a.reversed_at', 'is', null]] as const;
/** LIVE_LINE as SQL text, for a selected value's CASE (selected values are SQL over the aliases). */
const LIVE_LINE_SQL = 'l.reversed_at is null and a.reversed_at is null';
const OF_A_SHIFT = ['a.shift_id', 'is not', null] as const;
const NET = 'p.amount_paid_cents - p.amount_returned_cents';
const OPENED = { day: 'a.opened_timestamp' } as const;
const TYPES = { payment_type: 'p.payment_type', transaction_type: 'p.transaction_type' };
const LINE_AMOUNTS = { n: '1', cents: 'l.charged_cents', units_milli: 'l.units_milli' };
/** A live line of a live ticket of a shift, in JavaScript and in SQL. */
const shiftLine = (l: LineFacts, a: AccountFacts | undefined): a is AccountFacts & { shift_id: number } =>
  isLive(l) && isLive(a) && a.shift_id !== null;
const SHIFT_LINE = [...LIVE_LINE, OF_A_SHIFT] as const;
const shiftPayment = (p: PaymentFacts, a: AccountFacts | undefined): a is AccountFacts & { shift_id: number } =>
  isLive(p) && isLive(a) && a.shift_id !== null;
const SHIFT_PAYMENT = [...LIVE_PAYMENT, OF_A_SHIFT] as const;
const lineAmounts = (l: LineFacts) => ({ n: 1, cents: l.charged_cents, units_milli: l.units_milli });

const DAY_VAT = { day_start: 'int', vat_bp: 'int' } as const;
const DAY_TYPES = { day_start: 'int', payment_type: 'text', transaction_type: 'text' } as const;
const COUNTED = ['n', 'cents'] as const;

export const ROLLUPS = {
  /** Live ordered products by their order day and VAT rate (analytics). */
  rollup_line_day: {
    keys: DAY_VAT,
    amounts: COUNTED,
    line: (l, _a, dayOf) =>
      isLive(l)
        ? [
            { day_start: dayOf(l.ordered_timestamp), vat_bp: l.vat_bp },
            { n: 1, cents: l.charged_cents },
          ]
        : null,
    rebuild: [
      {
        from: 'line',
        where: [['l.reversed_at', 'is', null]],
        select: { day_start: { day: 'l.ordered_timestamp' }, vat_bp: 'l.vat_bp', n: '1', cents: 'l.charged_cents' },
      },
    ],
  },
  /** Live payments by their payment day, payment and transaction type, net of change (analytics). */
  rollup_payment_day: {
    keys: DAY_TYPES,
    amounts: COUNTED,
    payment: (p, _a, dayOf) =>
      isLive(p)
        ? [
            { day_start: dayOf(p.timestamp), ...types(p) },
            { n: 1, cents: net(p) },
          ]
        : null,
    rebuild: [
      {
        from: 'payment',
        where: [['p.reversed_at', 'is', null]],
        select: { day_start: { day: 'p.timestamp' }, ...TYPES, n: '1', cents: NET },
      },
    ],
  },
  /** Live tickets by opening day and kind; the closed ones with live lines, and those lines' sum (dashboard). */
  rollup_account_day: {
    keys: { day_start: 'int', kind: 'text' },
    amounts: ['n', 'closed_n', 'closed_cents'],
    account: (a, liveLines, dayOf) =>
      isLive(a)
        ? [
            { day_start: dayOf(a.opened_timestamp), kind: a.kind },
            { n: 1, closed_n: a.status === 'CLOSED' && liveLines > 0 ? 1 : 0, closed_cents: 0 },
          ]
        : null,
    line: (l, a, dayOf) =>
      isLive(l) && isLive(a) && a.status === 'CLOSED'
        ? [
            { day_start: dayOf(a.opened_timestamp), kind: a.kind },
            { n: 0, closed_n: 0, closed_cents: l.charged_cents },
          ]
        : null,
    rebuild: [
      {
        from: 'account',
        where: LIVE_ACCOUNT,
        select: {
          day_start: OPENED,
          kind: 'a.kind',
          n: '1',
          closed_n: "case when a.status = 'CLOSED' and a.ln > 0 then 1 else 0 end",
          closed_cents: '0',
        },
      },
      {
        from: 'accountLine',
        where: [...LIVE_LINE, ['a.status', '=', 'CLOSED']],
        select: { day_start: OPENED, kind: 'a.kind', n: '0', closed_n: '0', closed_cents: 'l.charged_cents' },
      },
    ],
  },
  /** Live lines of live tickets by the ticket's opening day and VAT rate (dashboard, account history). */
  rollup_account_vat_day: {
    keys: DAY_VAT,
    amounts: COUNTED,
    line: (l, a, dayOf) =>
      isLive(l) && isLive(a)
        ? [
            { day_start: dayOf(a.opened_timestamp), vat_bp: l.vat_bp },
            { n: 1, cents: l.charged_cents },
          ]
        : null,
    rebuild: [
      {
        from: 'accountLine',
        where: LIVE_LINE,
        select: { day_start: OPENED, vat_bp: 'l.vat_bp', n: '1', cents: 'l.charged_cents' },
      },
    ],
  },
  /** Live payments of live tickets by the ticket's opening day and type (dashboard, account history). */
  rollup_account_payment_day: {
    keys: DAY_TYPES,
    amounts: COUNTED,
    payment: (p, a, dayOf) =>
      isLive(p) && isLive(a)
        ? [
            { day_start: dayOf(a.opened_timestamp), ...types(p) },
            { n: 1, cents: net(p) },
          ]
        : null,
    rebuild: [
      { from: 'accountPayment', where: LIVE_PAYMENT, select: { day_start: OPENED, ...TYPES, n: '1', cents: NET } },
    ],
  },
  /** Live tickets by opening quarter hour (epoch ms / 900000), and their live lines' sum (dashboard rush hours). */
  rollup_account_quarter: {
    keys: { quarter: 'int' },
    amounts: COUNTED,
    account: (a) => (isLive(a) ? [{ quarter: Math.floor(a.opened_timestamp / QUARTER_MS) }, { n: 1, cents: 0 }] : null),
    line: (l, a) =>
      isLive(l) && isLive(a)
        ? [{ quarter: Math.floor(a.opened_timestamp / QUARTER_MS) }, { n: 0, cents: l.charged_cents }]
        : null,
    rebuild: [
      {
        from: 'account',
        where: LIVE_ACCOUNT,
        select: { quarter: `a.opened_timestamp / ${QUARTER_MS}`, n: '1', cents: '0' },
      },
      {
        from: 'accountLine',
        where: LIVE_LINE,
        select: { quarter: `a.opened_timestamp / ${QUARTER_MS}`, n: '0', cents: 'l.charged_cents' },
      },
    ],
  },
  /** Units of the live product lines (no linked or discount line) of live tickets, by opening day and name (top sellers). */
  rollup_account_product_day: {
    keys: { day_start: 'int', name: 'text' },
    amounts: ['n', 'units_milli'],
    line: (l, a, dayOf) =>
      isLive(l) && isLive(a) && l.linked_to_id === null && l.promo_code_id === null
        ? [
            { day_start: dayOf(a.opened_timestamp), name: l.name },
            { n: 1, units_milli: l.units_milli },
          ]
        : null,
    rebuild: [
      {
        from: 'accountLine',
        where: [...LIVE_LINE, ['l.linked_to_id', 'is', null], ['l.promo_code_id', 'is', null]],
        select: { day_start: OPENED, name: 'l.name', n: '1', units_milli: 'l.units_milli' },
      },
    ],
  },
  /** Live tickets of each shift, and how many are still open (shift list, detail, X/Z). */
  rollup_shift: {
    keys: { shift_id: 'int' },
    amounts: ['n', 'open_n'],
    account: (a) =>
      isLive(a) && a.shift_id !== null
        ? [{ shift_id: a.shift_id }, { n: 1, open_n: a.status === 'OPEN' ? 1 : 0 }]
        : null,
    rebuild: [
      {
        from: 'account',
        where: [...LIVE_ACCOUNT, OF_A_SHIFT],
        select: { shift_id: 'a.shift_id', n: '1', open_n: "case when a.status = 'OPEN' then 1 else 0 end" },
      },
    ],
  },
  /** Live lines of each shift's live tickets, per VAT rate. */
  rollup_shift_vat: {
    keys: { shift_id: 'int', vat_bp: 'int' },
    amounts: COUNTED,
    line: (l, a) =>
      shiftLine(l, a)
        ? [
            { shift_id: a.shift_id, vat_bp: l.vat_bp },
            { n: 1, cents: l.charged_cents },
          ]
        : null,
    rebuild: [
      {
        from: 'accountLine',
        where: SHIFT_LINE,
        select: { shift_id: 'a.shift_id', vat_bp: 'l.vat_bp', n: '1', cents: 'l.charged_cents' },
      },
    ],
  },
  /** Live payments of each shift's live tickets, per payment and transaction type. */
  rollup_shift_payment: {
    keys: { shift_id: 'int', payment_type: 'text', transaction_type: 'text' },
    amounts: COUNTED,
    payment: (p, a) =>
      shiftPayment(p, a)
        ? [
            { shift_id: a.shift_id, ...types(p) },
            { n: 1, cents: net(p) },
          ]
        : null,
    rebuild: [
      {
        from: 'accountPayment',
        where: SHIFT_PAYMENT,
        select: { shift_id: 'a.shift_id', ...TYPES, n: '1', cents: NET },
      },
    ],
  },
  /**
   * Lines of each shift's tickets per user who ordered them (0: none): the live lines of live tickets (n, cents,
   * units), and every line, voided or not (all_n: the dashboard's users of the shift).
   */
  rollup_shift_user: {
    keys: { shift_id: 'int', user_id: 'int' },
    amounts: ['n', 'cents', 'units_milli', 'all_n'],
    line: (l, a) => {
      if (!a || a.shift_id === null) return null;
      const live = shiftLine(l, a);
      const amounts = live ? lineAmounts(l) : { n: 0, cents: 0, units_milli: 0 };
      return [
        { shift_id: a.shift_id, user_id: l.user_id ?? 0 },
        { ...amounts, all_n: 1 },
      ];
    },
    rebuild: [
      {
        from: 'accountLine',
        where: [OF_A_SHIFT],
        select: {
          shift_id: 'a.shift_id',
          user_id: 'coalesce(l.user_id, 0)',
          n: `case when ${LIVE_LINE_SQL} then 1 else 0 end`,
          cents: `case when ${LIVE_LINE_SQL} then l.charged_cents else 0 end`,
          units_milli: `case when ${LIVE_LINE_SQL} then l.units_milli else 0 end`,
          all_n: '1',
        },
      },
    ],
  },
  /** Live payments of each shift's live tickets per user who took them (0: none) and type. */
  rollup_shift_user_payment: {
    keys: { shift_id: 'int', user_id: 'int', payment_type: 'text', transaction_type: 'text' },
    amounts: COUNTED,
    payment: (p, a) =>
      shiftPayment(p, a)
        ? [
            { shift_id: a.shift_id, user_id: p.user_id ?? 0, ...types(p) },
            { n: 1, cents: net(p) },
          ]
        : null,
    rebuild: [
      {
        from: 'accountPayment',
        where: SHIFT_PAYMENT,
        select: { shift_id: 'a.shift_id', user_id: 'coalesce(p.user_id, 0)', ...TYPES, n: '1', cents: NET },
      },
    ],
  },
  /** Live lines of each shift's live tickets per product group recorded on the line ('': none). */
  rollup_shift_group: {
    keys: { shift_id: 'int', group_name: 'text' },
    amounts: ['n', 'cents', 'units_milli'],
    line: (l, a) =>
      shiftLine(l, a) ? [{ shift_id: a.shift_id, group_name: l.group_name ?? '' }, lineAmounts(l)] : null,
    rebuild: [
      {
        from: 'accountLine',
        where: SHIFT_LINE,
        select: { shift_id: 'a.shift_id', group_name: "coalesce(l.group_name, '')", ...LINE_AMOUNTS },
      },
    ],
  },
  /** Live lines of each shift's live tickets per product name recorded on the line. */
  rollup_shift_product: {
    keys: { shift_id: 'int', name: 'text' },
    amounts: ['n', 'cents', 'units_milli'],
    line: (l, a) => (shiftLine(l, a) ? [{ shift_id: a.shift_id, name: l.name }, lineAmounts(l)] : null),
    rebuild: [
      { from: 'accountLine', where: SHIFT_LINE, select: { shift_id: 'a.shift_id', name: 'l.name', ...LINE_AMOUNTS } },
    ],
  },
  /**
   * Voids of each shift's tickets (docs/decisions.md item 12): LINE, lines voided one by one (n, their sum); ACCOUNT,
   * whole tickets voided (n) with what they held then (the lines voided with them); PAYMENT, payments reversed on
   * live tickets (transaction type PAYMENT).
   */
  rollup_shift_void: {
    keys: { shift_id: 'int', what: 'text' },
    amounts: COUNTED,
    account: (a) =>
      a.reversed_at !== null && a.shift_id !== null
        ? [
            { shift_id: a.shift_id, what: 'ACCOUNT' },
            { n: 1, cents: 0 },
          ]
        : null,
    line: (l, a) => {
      if (l.reversed_at === null || !a || a.shift_id === null) return null;
      const withTicket = a.reversed_at !== null && l.reversed_at === a.reversed_at;
      return [
        { shift_id: a.shift_id, what: withTicket ? 'ACCOUNT' : 'LINE' },
        { n: withTicket ? 0 : 1, cents: l.charged_cents },
      ];
    },
    payment: (p, a) =>
      p.reversed_at !== null && isLive(a) && a.shift_id !== null && p.transaction_type === 'PAYMENT'
        ? [
            { shift_id: a.shift_id, what: 'PAYMENT' },
            { n: 1, cents: net(p) },
          ]
        : null,
    rebuild: [
      {
        from: 'account',
        where: [['a.reversed_at', 'is not', null], OF_A_SHIFT],
        select: { shift_id: 'a.shift_id', what: "'ACCOUNT'", n: '1', cents: '0' },
      },
      {
        from: 'accountLine',
        where: [['l.reversed_at', 'is not', null], OF_A_SHIFT],
        select: {
          shift_id: 'a.shift_id',
          what: "case when a.reversed_at is not null and l.reversed_at = a.reversed_at then 'ACCOUNT' else 'LINE' end",
          n: 'case when a.reversed_at is not null and l.reversed_at = a.reversed_at then 0 else 1 end',
          cents: 'l.charged_cents',
        },
      },
      {
        from: 'accountPayment',
        where: [['p.reversed_at', 'is not', null], ...LIVE_ACCOUNT, OF_A_SHIFT, ['p.transaction_type', '=', 'PAYMENT']],
        select: { shift_id: 'a.shift_id', what: "'PAYMENT'", n: '1', cents: NET },
      },
    ],
  },
} as const satisfies Record<string, RollupSpec>;

export type RollupTable = keyof typeof ROLLUPS;
export const ROLLUP_NAMES = Object.keys(ROLLUPS) as RollupTable[];
/** Each table's key columns (after org_id). */
export const ROLLUP_TABLES = Object.fromEntries(ROLLUP_NAMES.map((t) => [t, Object.keys(ROLLUPS[t].keys)])) as Record<
  RollupTable,
  string[]
>;
