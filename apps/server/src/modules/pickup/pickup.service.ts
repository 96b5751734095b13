import { type PickupFields, type PickupLocation, sortSlots, WEEKDAYS, type WeekSlots } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { pickupDto, pickupIds, pickupRepository as repo } from './pickup.repository';

/** Each day's slots in time order, as stored. */
const sortedWeek = (week: WeekSlots) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, sortSlots(week[d]).map(({ start, end }) => ({ start, end }))]));

/** The stored values of a location; pickup times without any slot are stored as none (null). */
function valuesOf(input: PickupFields) {
  const { order, pickupTime } = input.orderOpeningHours;
  const hasPickup = pickupTime && WEEKDAYS.some((d) => pickupTime[d].length > 0);
  return {
    name: input.name,
    address: input.address,
    phone_number: input.phoneNumber,
    opening_hours: JSON.stringify({
      order: sortedWeek(order),
      pickupTime: hasPickup ? sortedWeek(pickupTime) : null,
    }),
  };
}

async function read(org: OrgDb, id: number): Promise<PickupLocation> {
  const row = await repo.find(org, id);
  if (!row) throw notFound('Pickup location');
  return pickupDto(row);
}

/** Pickup locations of the console (document 3 section 7), behind ADMIN_PICKUP. */
export const pickupService = {
  /** One pickup location of the organisation, in the caller's transaction `db`, or undefined. */
  find: (org: OrgDb, id: number) => repo.find(org, id),
  /** The pickup locations these tickets name, summarised, by id. */
  summariesOf: (org: OrgDb, accounts: readonly { pickup_location_id: number | null }[]) =>
    repo.summaries(org, pickupIds(accounts)),

  list: async (org: OrgDb) => (await repo.list(org)).map(pickupDto),

  async create(ctx: ServerContext, actor: Actor, input: PickupFields): Promise<PickupLocation> {
    return inOrgTransaction(actor, async (org) => {
      const id = await repo.insert(org, { ...valuesOf(input), created_at: ctx.now() });
      const after = await read(org, id);
      await editLog(org.db, actor, ctx.now()).created('pickup_location', id, after);
      return after;
    });
  },

  async update(ctx: ServerContext, actor: Actor, id: number, input: PickupFields): Promise<PickupLocation> {
    return inOrgTransaction(actor, async (org) => {
      const before = await read(org, id);
      await repo.update(org, id, valuesOf(input));
      const after = await read(org, id);
      await editLog(org.db, actor, ctx.now()).updated('pickup_location', id, before, after);
      return after;
    });
  },

  /** Takes a location out of the list; tickets that name it keep showing it. */
  async remove(ctx: ServerContext, actor: Actor, id: number) {
    return inOrgTransaction(actor, async (org) => {
      const before = await read(org, id);
      await repo.softDelete(org, id, ctx.now());
      await editLog(org.db, actor, ctx.now()).deleted('pickup_location', id, before);
      return { pickupLocationId: id };
    });
  },
};
