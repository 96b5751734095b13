import { startOfZonedDay, zonedParts } from '@comptoir/shared';
import type { ServerContext } from '../context';
import type { OrgId } from '../db/org-id';
import type { AccountId } from '../db/ticket-ids';
import { type OrgDb, orgDb } from '../lib/org-db';
import type { Executor } from '../lib/tx';
import { seedPastDaysInBulk } from './demo-bulk';
import { BISTRO, SHOP } from './demo-orgs';
import { type DemoLine, type DemoTill, serviceTill } from './demo-till';
import { createRandom, type Random } from './random';

interface Product {
  id: number;
  name: string;
  group: string;
  price: number;
  weight: boolean;
  options: number[];
  deleted: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TZ = 'Europe/Brussels';

async function loadCatalogue(org: OrgDb) {
  const rows = await org.db
    .selectFrom('product as p')
    .innerJoin('product_group as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.org_id', '=', 'p.org_id'))
    .select(['p.id', 'p.name', 'p.price_cents', 'p.weight_price', 'p.option_group_ids', 'p.deleted_at'])
    .select(['g.name as group', 'g.id as group_id'])
    .where('p.org_id', '=', org.orgId)
    .orderBy('p.id')
    .execute();
  const products: Product[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    group: r.group,
    price: r.price_cents,
    weight: r.weight_price === 1,
    options: JSON.parse(r.option_group_ids) as number[],
    deleted: r.deleted_at !== null,
  }));
  const groups = new Map<string, Product[]>();
  for (const p of products) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  const byGroup = (name: string) => groups.get(name) ?? [];
  const optionsOf = new Map<number, Product[]>();
  for (const [i, r] of rows.entries()) optionsOf.set(r.group_id, [...(optionsOf.get(r.group_id) ?? []), products[i]!]);
  return { products, byGroup, optionsOf };
}
type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

async function userIds(org: OrgDb, names: string[]): Promise<number[]> {
  const rows = await org.db
    .selectFrom('app_user')
    .select(['user_id', 'username'])
    .where('org_id', '=', org.orgId)
    .execute();
  return names.map((n) => rows.find((r) => r.username === n)!.user_id);
}

/** What the day model needs of the demo organisations, read once. */
async function loadWorld(db: Executor) {
  // Every fourth takeaway is collected at the bistro's pickup location (the account summary shows it).
  const pickup = await db
    .selectFrom('pickup_location')
    .select('id')
    .where('org_id', '=', BISTRO)
    .orderBy('id')
    .executeTakeFirst();
  const tables = await db.selectFrom('dining_table').select('table_id').where('org_id', '=', BISTRO).execute();
  const bistro = await loadCatalogue(orgDb(db, BISTRO));
  return {
    bistro,
    shop: await loadCatalogue(orgDb(db, SHOP)),
    staff: await userIds(orgDb(db, BISTRO), ['sophie', 'lucas', 'emma', 'admin']),
    cashier: (await userIds(orgDb(db, SHOP), ['julie']))[0]!,
    pickupId: pickup?.id,
    tables: tables.map((t) => t.table_id),
    /** Live bistro products of these names, by id. */
    productIds: (names: string[]) =>
      bistro.products.filter((p) => !p.deleted && names.includes(p.name)).map((p) => p.id),
  };
}
export type DemoWorld = Awaited<ReturnType<typeof loadWorld>>;

function bistroTicket(rnd: Random, cat: Catalogue, kind: 'TABLE' | 'TAKEAWAY' | 'DELIVERY') {
  const lines: DemoLine[] = [];
  const add = (group: string, withOptions = false) => {
    const p = rnd.pick(cat.byGroup(group));
    const options: DemoLine['options'] = [];
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
    const drink = () => add(rnd.pick(['Softs', 'Bières', 'Vins', 'Bières', 'Softs']));
    for (let c = 0; c < covers; c++) {
      if (rnd.chance(0.65)) drink();
      if (rnd.chance(0.25)) add('Apéritifs');
      if (rnd.chance(0.3)) add('Entrées');
      if (rnd.chance(0.75)) add('Plats', true);
      // More rounds during and after the meal: a busy bistro's table averages about nine lines (issue 13).
      if (rnd.chance(0.6)) drink();
      if (rnd.chance(0.2)) drink();
      if (rnd.chance(0.3)) add('Desserts');
      if (rnd.chance(0.5)) add('Boissons chaudes');
    }
  } else if (kind === 'TAKEAWAY') {
    for (let i = rnd.int(1, 3); i > 0; i--) add(rnd.pick(['À emporter', 'À emporter', 'Plats', 'Softs']), true);
  } else {
    for (let i = rnd.int(2, 4); i > 0; i--) add(rnd.pick(['Plats', 'Plats', 'Softs', 'Desserts']), true);
  }
  if (lines.length === 0) add('Boissons chaudes');
  return lines;
}

const lineCount = (lines: DemoLine[]) => lines.reduce((n, l) => n + 1 + l.options.length, 0);

/** Pays the due amount the way a till would: card, cash with change, offered, or split. */
async function pay(
  till: DemoTill,
  actor: { orgId: OrgId; userId: number },
  accountId: AccountId,
  rnd: Random,
  at: number,
) {
  const due = await till.due(actor.orgId, accountId);
  if (due <= 0) return;
  const r = rnd.next();
  if (r < 0.025) await till.pay(actor, accountId, 'OFFERED', due, at);
  else if (r < 0.6) await till.pay(actor, accountId, 'CARD', due, at);
  else if (r < 0.94) {
    const note = rnd.pick([500, 1000, 2000, 5000, 100]);
    await till.pay(actor, accountId, 'CASH', Math.ceil(due / note) * note, at);
  } else {
    const cash = Math.max(100, Math.floor(due / 200) * 100);
    await till.pay(actor, accountId, 'CASH', cash, at);
    if (due - cash > 0) await till.pay(actor, accountId, 'CARD', due - cash, at);
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

/** Tickets and ordered products (options included) a day made. */
export interface DayCount {
  tickets: number;
  lines: number;
}

/** A past day, as `beforeClose` sees it: `till` plays it (demo-invoices.ts seedCreditLunch). */
export interface PastDay {
  daysAgo: number;
  dayStart: number;
  world: DemoWorld;
}

export interface ActivityOptions {
  days: number;
  /** Multiplier of the bistro's tickets per day (DEMO_TRAFFIC). */
  traffic: number;
  log: (msg: string) => void;
  /**
   * Extra tickets of a past day, played before its shift closes. The demo invoices use it for the company lunches
   * settled on account (demo-invoices.ts).
   */
  beforeClose?: (till: DemoTill, day: PastDay) => Promise<DayCount>;
  /**
   * Past days written in bulk (demo-bulk.ts, the default) or played through the services one by one (false: the
   * reference the bulk path is tested against). Today always goes through the services.
   */
  bulk?: boolean;
}

/**
 * One day of the demo's random model on a till: the bistro's shift (opened in the morning, closed at 23:00 with the
 * counted cash, sometimes off), its workers, ~120 tickets x traffic with lunch and dinner peaks (tables, takeaway and
 * delivery, some collected at the pickup location), cash with change, card, some offered or split, a few line and
 * ticket voids; then the shop's counter sales. Today's shift stays open with a few open tickets.
 */
/** Today's tickets at the least (half of them paid), whatever the hour the demo is seeded. */
const EARLY_TICKETS = 8;

async function playDay(
  till: DemoTill,
  world: DemoWorld,
  rnd: Random,
  opts: ActivityOptions,
  day: { daysAgo: number; dayStart: number; now: number },
): Promise<DayCount> {
  const { dayStart, now } = day;
  const isToday = day.daysAgo === 0;
  const { staff, tables } = world;
  // Today's shift opened half an hour ago at the latest: just after midnight that is still "yesterday" evening,
  // so a demo seeded at any hour has its live shift (the console's tests rely on it).
  const open = Math.min(dayStart + 10.5 * HOUR, isToday ? now - 30 * MINUTE : Number.POSITIVE_INFINITY);
  const opener = rnd.pick(staff.slice(0, 3));
  const shiftId = await till.openShift({ orgId: BISTRO, userId: opener }, 15000, open);
  const working = staff.slice(0, rnd.int(2, 3));
  for (const userId of working) {
    const end = isToday ? null : dayStart + 23 * HOUR - rnd.int(0, 40) * MINUTE;
    await till.addWorkerShift(BISTRO, shiftId, userId, open, end);
  }
  const weekday = zonedParts(dayStart + 12 * HOUR, TZ).weekday;
  const volume = [80, 95, 110, 120, 150, 170, 125][weekday]! * opts.traffic;
  const last = isToday ? now - 2 * MINUTE : dayStart + 22 * HOUR + 45 * MINUTE;
  const times = ticketTimes(rnd, Math.round(volume * (0.9 + rnd.next() * 0.2)), open, dayStart, last);
  // Early in the day there may be no peak yet: a few tickets still show today's shift at work, the first ones paid,
  // all of them after midnight (just after midnight the shift opened "yesterday"), so the console's pages of today
  // have tickets and payments to show at any hour (the browser tests run whenever CI does).
  const from = Math.max(open, dayStart);
  if (isToday && times.length < EARLY_TICKETS && last > from + 2 * MINUTE) {
    const missing = EARLY_TICKETS - times.length;
    for (let k = 1; k <= missing; k++) times.push(from + Math.round(((last - from) * k) / (missing + 1)));
    times.sort((a, b) => a - b);
  }
  const count: DayCount = { tickets: 0, lines: 0 };
  for (const [i, t] of times.entries()) {
    const actor = { orgId: BISTRO, userId: rnd.pick(working) };
    const r = rnd.next();
    const kind = r < 0.7 ? 'TABLE' : r < 0.94 ? 'TAKEAWAY' : 'DELIVERY';
    const stayOpen = isToday && i >= times.length - 4;
    const tableId = kind === 'TABLE' ? (stayOpen ? tables[i % tables.length] : rnd.pick(tables)) : undefined;
    const pickupLocationId = kind === 'TAKEAWAY' && i % 4 === 0 ? world.pickupId : undefined;
    const accountId = await till.openAccount(actor, { kind, tableId, pickupLocationId }, t);
    const lines = bistroTicket(rnd, world.bistro, kind);
    await till.addLines(actor, accountId, lines, t);
    count.tickets++;
    count.lines += lineCount(lines);
    if (rnd.chance(0.02)) {
      const parent = await till.firstParentLine(BISTRO, accountId);
      if (parent !== undefined) await till.voidLine(actor, accountId, parent, t);
    }
    if (stayOpen) continue;
    // Now and then a table leaves before paying: the open ticket is voided (a closed one would be corrected).
    if (rnd.chance(0.005)) {
      await till.voidAccount({ orgId: BISTRO, userId: staff[3]! }, accountId, t + MINUTE);
      continue;
    }
    const sitting = rnd.int(kind === 'TABLE' ? 35 : 5, kind === 'TABLE' ? 95 : 20) * MINUTE;
    // Today nothing is paid in the future: a ticket of the last hour is paid a minute ago at the latest.
    const paidAt = isToday ? Math.max(t, Math.min(t + sitting, now - MINUTE)) : t + sitting;
    await pay(till, actor, accountId, rnd, paidAt);
    await till.close(actor, accountId, paidAt);
  }
  if (!isToday && opts.beforeClose) {
    const extra = await opts.beforeClose(till, { daysAgo: day.daysAgo, dayStart, world });
    count.tickets += extra.tickets;
    count.lines += extra.lines;
  }
  if (!isToday) {
    const expected = 15000 + (await till.netCash(BISTRO, shiftId));
    const diff = rnd.chance(0.15) ? rnd.int(-500, 300) : 0;
    const comment = diff ? 'Écart de caisse' : '';
    await till.closeShift({ orgId: BISTRO, userId: opener }, expected + diff, comment, dayStart + 23 * HOUR);
  }
  const shop = await playShopDay(till, world, rnd, dayStart, isToday ? now : dayStart + 20 * HOUR);
  return { tickets: count.tickets + shop.tickets, lines: count.lines + shop.lines };
}

/** The shop (organisation 2): counter sales with barcodes and weights, a weekly delivery restocking the shelves. */
async function playShopDay(
  till: DemoTill,
  world: DemoWorld,
  rnd: Random,
  dayStart: number,
  until: number,
): Promise<DayCount> {
  const count: DayCount = { tickets: 0, lines: 0 };
  const open = dayStart + 9 * HOUR;
  if (until <= open + 30 * MINUTE) return count;
  const actor = { orgId: SHOP, userId: world.cashier };
  const weekday = zonedParts(dayStart + 12 * HOUR, TZ).weekday;
  if (weekday === 6) return count; // closed on sundays
  if (weekday === 0) await till.restock(actor, 60_000, 100_000, open);
  const shiftId = await till.openShift(actor, 10000, open);
  const end = Math.min(until, dayStart + 19 * HOUR);
  for (let t = open + rnd.int(5, 20) * MINUTE; t < end; t += rnd.int(15, 45) * MINUTE) {
    const accountId = await till.openAccount(actor, { kind: 'TAKEAWAY' }, t);
    const lines: DemoLine[] = [];
    for (let i = rnd.int(1, 5); i > 0; i--) {
      const p = rnd.pick(world.shop.products);
      lines.push({ productId: p.id, units: p.weight ? rnd.int(2, 15) * 100 : 1000 * rnd.int(1, 3), options: [] });
    }
    await till.addLines(actor, accountId, lines, t);
    await pay(till, actor, accountId, rnd, t + 2 * MINUTE);
    await till.close(actor, accountId, t + 2 * MINUTE);
    count.tickets++;
    count.lines += lines.length;
  }
  if (until >= dayStart + 19 * HOUR) {
    const expected = 10000 + (await till.netCash(SHOP, shiftId));
    await till.closeShift(actor, expected, '', dayStart + 19 * HOUR + 15 * MINUTE);
  }
  return count;
}

/**
 * About `days` days of activity ending today (the day model: playDay). Past days are written in bulk
 * (seedPastDaysInBulk, demo-bulk.ts: the rows the services would write, many days per transaction) unless `bulk` is
 * false; today is played through the services, its shift left open with a few open tickets. Logs progress every 30
 * days.
 */
export async function seedDemoActivity(base: ServerContext, opts: ActivityOptions): Promise<DayCount> {
  const rnd = createRandom(20261121);
  const now = base.now();
  const world = await loadWorld(base.db);
  const started = Date.now();
  const total: DayCount = { tickets: 0, lines: 0 };
  const progress = (done: number) => {
    if (done % 30 === 0 || done === opts.days)
      opts.log(
        `demo activity: ${done}/${opts.days} days, ${total.tickets} tickets, ${total.lines} ordered products (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
  };
  const pastDays: { daysAgo: number; dayStart: number; now: number }[] = [];
  for (let daysAgo = opts.days - 1; daysAgo >= 1; daysAgo--)
    pastDays.push({ daysAgo, dayStart: startOfZonedDay(now, TZ, -daysAgo), now });
  let done = 0;
  const played = (c: DayCount) => {
    total.tickets += c.tickets;
    total.lines += c.lines;
    progress(++done);
  };
  if (opts.bulk !== false) {
    await seedPastDaysInBulk(base, pastDays, (till, day) => playDay(till, world, rnd, opts, day), played);
  } else {
    for (const day of pastDays)
      played(await base.db.transaction().execute((trx) => playDay(serviceTill(base, trx), world, rnd, opts, day)));
  }
  if (opts.days > 0) {
    const today = { daysAgo: 0, dayStart: startOfZonedDay(now, TZ, 0), now };
    played(await base.db.transaction().execute((trx) => playDay(serviceTill(base, trx), world, rnd, opts, today)));
  }
  return total;
}
