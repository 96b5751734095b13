import { startOfZonedDay, zonedParts } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { createLocalBus } from '../../lib/push-bus';
import type { Executor } from '../../lib/tx';
import { accountsRepository, accountTotals } from '../../modules/accounts/accounts.repository';
import { accountsService } from '../../modules/accounts/accounts.service';
import { shiftsRepository } from '../../modules/shifts/shifts.repository';
import { shiftsService } from '../../modules/shifts/shifts.service';
import { stockRepository } from '../../modules/stock/stock.repository';
import { createRandom, type Random } from './random';

interface Product {
  id: number;
  group: string;
  price: number;
  weight: boolean;
  options: number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function loadCatalogue(db: Executor, orgId: number) {
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
    .select(['p.id', 'p.price_cents', 'p.weight_price', 'p.option_group_ids', 'g.name as group', 'g.id as group_id'])
    .where('p.org_id', '=', orgId)
    .orderBy('p.id')
    .execute();
  const products: Product[] = rows.map((r) => ({
    id: r.id,
    group: r.group,
    price: r.price_cents,
    weight: r.weight_price === 1,
    options: JSON.parse(r.option_group_ids) as number[],
  }));
  const byGroup = (name: string) => products.filter((p) => p.group === name);
  const optionsOf = new Map<number, Product[]>();
  for (const r of rows)
    optionsOf.set(r.group_id, [...(optionsOf.get(r.group_id) ?? []), products.find((p) => p.id === r.id)!]);
  return { products, byGroup, optionsOf };
}

async function userIds(db: Executor, orgId: number, names: string[]): Promise<number[]> {
  const rows = await db.selectFrom('app_user').select(['user_id', 'username']).where('org_id', '=', orgId).execute();
  return names.map((n) => rows.find((r) => r.username === n)!.user_id);
}

type Line = { productId: number; units: number; comment?: string; options: { productId: number; units: number }[] };

function bistroTicket(
  rnd: Random,
  cat: Awaited<ReturnType<typeof loadCatalogue>>,
  kind: 'TABLE' | 'TAKEAWAY' | 'DELIVERY',
) {
  const lines: Line[] = [];
  const add = (group: string, withOptions = false) => {
    const p = rnd.pick(cat.byGroup(group));
    const options: Line['options'] = [];
    if (withOptions) {
      for (const groupId of p.options) {
        const choices = cat.optionsOf.get(groupId) ?? [];
        const free = choices.every((c) => c.price === 0);
        if (free || rnd.chance(0.25)) options.push({ productId: rnd.pick(choices).id, units: 1000 });
      }
    }
    lines.push({ productId: p.id, units: 1000 * (rnd.chance(0.15) ? 2 : 1), options });
  };
  if (kind === 'TABLE') {
    const covers = rnd.int(1, 4);
    for (let c = 0; c < covers; c++) {
      if (rnd.chance(0.65)) add(rnd.pick(['Softs', 'Bières', 'Vins', 'Bières', 'Softs']));
      if (rnd.chance(0.25)) add('Apéritifs');
      if (rnd.chance(0.3)) add('Entrées');
      if (rnd.chance(0.75)) add('Plats', true);
      if (rnd.chance(0.3)) add('Desserts');
      if (rnd.chance(0.35)) add('Boissons chaudes');
    }
  } else if (kind === 'TAKEAWAY') {
    for (let i = rnd.int(1, 3); i > 0; i--) add(rnd.pick(['À emporter', 'À emporter', 'Plats', 'Softs']), true);
  } else {
    for (let i = rnd.int(2, 4); i > 0; i--) add(rnd.pick(['Plats', 'Plats', 'Softs', 'Desserts']), true);
  }
  if (lines.length === 0) add('Boissons chaudes');
  return lines;
}

/** Pays the due amount the way a till would: card, cash with change, offered, or split. */
async function pay(ctx: ServerContext, actor: { orgId: number; userId: number }, accountId: number, rnd: Random) {
  const lines = await accountsRepository.lines(ctx.db, actor.orgId, [accountId]);
  const payments = await accountsRepository.payments(ctx.db, actor.orgId, [accountId]);
  const due = accountTotals(lines, payments).dueCents;
  if (due <= 0) return;
  const r = rnd.next();
  const payment = (paymentType: 'CASH' | 'CARD' | 'OFFERED', amountPaid: number) =>
    accountsService.takePayment(ctx, actor, accountId, { paymentType, transactionType: 'PAYMENT', amountPaid });
  if (r < 0.025) await payment('OFFERED', due);
  else if (r < 0.6) await payment('CARD', due);
  else if (r < 0.94) {
    const note = rnd.pick([500, 1000, 2000, 5000, 100]);
    await payment('CASH', Math.ceil(due / note) * note);
  } else {
    const cash = Math.max(100, Math.floor(due / 200) * 100);
    await payment('CASH', cash);
    if (due - cash > 0) await payment('CARD', due - cash);
  }
}

function ticketTimes(rnd: Random, count: number, open: number, dayStart: number, last: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd.next();
    const minutes =
      r < 0.46 ? rnd.normal(12.75 * 60, 40) : r < 0.92 ? rnd.normal(19.75 * 60, 50) : rnd.int(11 * 60, 22 * 60 + 30);
    const t = dayStart + Math.round(minutes) * MINUTE + rnd.int(0, 59) * 1000;
    if (t > open + 5 * MINUTE && t < last) times.push(t);
  }
  return times.sort((a, b) => a - b);
}

export interface ActivityOptions {
  days: number;
  /** Multiplier of the bistro's tickets per day (DEMO_TRAFFIC). */
  traffic: number;
  log: (msg: string) => void;
  /**
   * Extra tickets of a past day, played before its shift closes (days ago, 1 = yesterday; the clock is the caller's
   * to move). The demo invoices use it for the company lunches settled on account (demo-invoices.ts).
   */
  beforeClose?: (
    ctx: ServerContext,
    day: { daysAgo: number; dayStart: number; setClock: (t: number) => void },
  ) => Promise<number>;
}

/**
 * About `days` days of activity, played through the same services the API uses, one transaction per day:
 * a shift a day (closed with counted cash), ~120 tickets with lunch and dinner peaks, tables, takeaway and delivery,
 * cash with change, card, some offered, a few voids; today's shift stays open with a few open tickets.
 */
export async function seedDemoActivity(base: ServerContext, opts: ActivityOptions): Promise<{ tickets: number }> {
  const rnd = createRandom(20261121);
  const now = base.now();
  const tz = 'Europe/Brussels';
  let tickets = 0;
  const started = Date.now();
  for (let day = 1 - opts.days; day <= 0; day++) {
    const dayStart = startOfZonedDay(now, tz, day);
    const isToday = day === 0;
    tickets += await base.db.transaction().execute(async (trx) => {
      let clock = dayStart;
      const ctx: ServerContext = { ...base, db: trx, now: () => clock, push: createLocalBus() };
      const cat = await loadCatalogue(trx, 1);
      const staff = await userIds(trx, 1, ['sophie', 'lucas', 'emma', 'admin']);
      // Every fourth takeaway is collected at the bistro's pickup location (the account summary shows it).
      const pickup = await trx
        .selectFrom('pickup_location')
        .select('id')
        .where('org_id', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      const tables = (await trx.selectFrom('dining_table').select('table_id').where('org_id', '=', 1).execute()).map(
        (t) => t.table_id,
      );
      // Today's shift opened half an hour ago at the latest: just after midnight that is still "yesterday" evening,
      // so a demo seeded at any hour has its live shift (the console's tests rely on it).
      const open = Math.min(dayStart + 10.5 * HOUR, isToday ? now - 30 * MINUTE : Number.POSITIVE_INFINITY);
      const opener = rnd.pick(staff.slice(0, 3));
      clock = open;
      const shift = await shiftsService.open(ctx, { orgId: 1, userId: opener }, 15000);
      const working = staff.slice(0, rnd.int(2, 3));
      for (const userId of working) {
        await trx
          .insertInto('worker_shift')
          .values({
            org_id: 1,
            parent_shift_id: shift.shiftId,
            user_id: userId,
            start_time: open,
            end_time: isToday ? null : dayStart + 23 * HOUR - rnd.int(0, 40) * MINUTE,
            auto_closed: 0,
          })
          .execute();
      }
      const weekday = zonedParts(dayStart + 12 * HOUR, tz).weekday;
      const volume = [80, 95, 110, 120, 150, 170, 125][weekday]! * opts.traffic;
      const last = isToday ? now - 2 * MINUTE : dayStart + 22 * HOUR + 45 * MINUTE;
      const times = ticketTimes(rnd, Math.round(volume * (0.9 + rnd.next() * 0.2)), open, dayStart, last);
      // Early in the day there may be no peak yet: a few tickets still show today's shift at work.
      if (isToday && times.length < 4 && last > open + 10 * MINUTE) {
        for (let k = 1; k <= 4 - times.length; k++) times.push(open + Math.round(((last - open) * k) / 5));
        times.sort((a, b) => a - b);
      }
      let count = 0;
      for (const [i, t] of times.entries()) {
        clock = t;
        const actor = { orgId: 1, userId: rnd.pick(working) };
        const r = rnd.next();
        const kind = r < 0.7 ? 'TABLE' : r < 0.94 ? 'TAKEAWAY' : 'DELIVERY';
        const stayOpen = isToday && i >= times.length - 4;
        const tableId = kind === 'TABLE' ? (stayOpen ? tables[i % tables.length] : rnd.pick(tables)) : undefined;
        const pickupLocationId = kind === 'TAKEAWAY' && i % 4 === 0 ? pickup?.id : undefined;
        const accountId = await accountsService.open(ctx, actor, { kind, tableId, source: 'POS', pickupLocationId });
        const lines = bistroTicket(rnd, cat, kind);
        await accountsService.addLines(ctx, actor, accountId, { lines });
        count++;
        if (rnd.chance(0.02)) {
          const placed = await accountsRepository.lines(trx, 1, [accountId]);
          const parent = placed.find((l) => l.linked_to_id === null);
          if (parent) await accountsService.voidLine(ctx, actor, accountId, parent.id);
        }
        if (stayOpen) continue;
        clock = t + rnd.int(kind === 'TABLE' ? 35 : 5, kind === 'TABLE' ? 95 : 20) * MINUTE;
        await pay(ctx, actor, accountId, rnd);
        await accountsService.close(ctx, actor, accountId);
        if (rnd.chance(0.005)) await accountsService.voidAccount(ctx, { orgId: 1, userId: staff[3]! }, accountId);
      }
      if (!isToday && opts.beforeClose) {
        count += await opts.beforeClose(ctx, { daysAgo: -day, dayStart, setClock: (t) => (clock = t) });
      }
      if (!isToday) {
        clock = dayStart + 23 * HOUR;
        const expected = 15000 + (await shiftsRepository.netCash(trx, 1, shift.shiftId));
        const diff = rnd.chance(0.15) ? rnd.int(-500, 300) : 0;
        await shiftsService.close(
          ctx,
          { orgId: 1, userId: opener },
          { currentCash: expected + diff, comment: diff ? 'Écart de caisse' : '', paymentTypeForForcedClose: 'CASH' },
        );
      }
      count += await seedShopDay(ctx, trx, rnd, dayStart, isToday ? now : dayStart + 20 * HOUR, (t) => {
        clock = t;
      });
      return count;
    });
    if ((day + opts.days) % 10 === 0 || isToday) {
      opts.log(
        `demo activity: ${day + opts.days}/${opts.days} days, ${tickets} tickets (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  return { tickets };
}

/** The shop (organisation 2): counter sales with barcodes and weights, a weekly delivery restocking the shelves. */
async function seedShopDay(
  ctx: ServerContext,
  trx: Executor,
  rnd: Random,
  dayStart: number,
  until: number,
  setClock: (t: number) => void,
): Promise<number> {
  const open = dayStart + 9 * HOUR;
  if (until <= open + 30 * MINUTE) return 0;
  const cat = await loadCatalogue(trx, 2);
  const [cashier] = await userIds(trx, 2, ['julie']);
  const actor = { orgId: 2, userId: cashier! };
  const weekday = zonedParts(dayStart + 12 * HOUR, 'Europe/Brussels').weekday;
  if (weekday === 6) return 0; // closed on sundays
  setClock(open);
  if (weekday === 0) {
    for (const p of await trx.selectFrom('product').select(['id', 'stock_milli']).where('org_id', '=', 2).execute()) {
      if (p.stock_milli !== null && p.stock_milli < 60_000) {
        await stockRepository.adjust(trx, 2, {
          productId: p.id,
          variationMilli: 100_000 - p.stock_milli,
          reason: 'DELIVERY',
          userId: cashier!,
          at: open,
        });
      }
    }
  }
  const shift = await shiftsService.open(ctx, actor, 10000);
  const end = Math.min(until, dayStart + 19 * HOUR);
  let count = 0;
  for (let t = open + rnd.int(5, 20) * MINUTE; t < end; t += rnd.int(15, 45) * MINUTE) {
    setClock(t);
    const accountId = await accountsService.open(ctx, actor, { kind: 'TAKEAWAY', source: 'POS' });
    const lines: Line[] = [];
    for (let i = rnd.int(1, 5); i > 0; i--) {
      const p = rnd.pick(cat.products);
      lines.push({ productId: p.id, units: p.weight ? rnd.int(2, 15) * 100 : 1000 * rnd.int(1, 3), options: [] });
    }
    await accountsService.addLines(ctx, actor, accountId, { lines });
    setClock(t + 2 * MINUTE);
    await pay(ctx, actor, accountId, rnd);
    await accountsService.close(ctx, actor, accountId);
    count++;
  }
  if (until >= dayStart + 19 * HOUR) {
    setClock(dayStart + 19 * HOUR + 15 * MINUTE);
    const expected = 10000 + (await shiftsRepository.netCash(trx, 2, shift.shiftId));
    await shiftsService.close(ctx, actor, { currentCash: expected, comment: '', paymentTypeForForcedClose: 'CASH' });
  }
  return count;
}
