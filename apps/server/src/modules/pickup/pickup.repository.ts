import { emptyWeek, type OpeningHours, type PickupLocation, WEEKDAYS, type WeekSlots } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import { parseJson } from '../../db/database';
import type { PickupLocationTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { softDeletedRows } from '../../lib/org-rows.repository';

export type PickupRow = Selectable<PickupLocationTable>;

/** Every weekday present, whatever the stored text holds. */
function week(stored: Partial<WeekSlots> | null | undefined): WeekSlots {
  const out = emptyWeek();
  for (const d of WEEKDAYS) out[d] = Array.isArray(stored?.[d]) ? stored[d] : [];
  return out;
}

export function pickupDto(r: PickupRow): PickupLocation {
  const hours = parseJson<Partial<OpeningHours>>(r.opening_hours, {});
  return {
    pickupLocationId: r.id,
    name: r.name,
    address: r.address,
    phoneNumber: r.phone_number,
    orderOpeningHours: { order: week(hours.order), pickupTime: hours.pickupTime ? week(hours.pickupTime) : null },
  };
}

/** What an account shows of its pickup location (document 3 section 3: the client account's pickupLocation). */
export interface PickupSummary {
  pickupLocationId: number;
  name: string;
  address: string;
  phoneNumber: string;
}

/** The pickup locations some accounts name. */
export const pickupIds = (accounts: readonly { pickup_location_id: number | null }[]) =>
  accounts.flatMap((a) => (a.pickup_location_id === null ? [] : [a.pickup_location_id]));

const rows = softDeletedRows('pickup_location');

/** SQL of pickup locations. The organisation id always follows the executor and is in every WHERE clause. */
export const pickupRepository = {
  /** The live locations, by name. */
  list(org: OrgDb) {
    return org.db
      .selectFrom('pickup_location')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  /** A live location. */
  find: rows.findLive,

  /** The locations tickets name, deleted ones included (a ticket keeps showing where it was collected). */
  async summaries(org: OrgDb, ids: readonly number[]): Promise<Map<number, PickupSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await org.db
      .selectFrom('pickup_location')
      .select(['id', 'name', 'address', 'phone_number'])
      .where('org_id', '=', org.orgId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { pickupLocationId: r.id, name: r.name, address: r.address, phoneNumber: r.phone_number },
      ]),
    );
  },

  insert: rows.insert,
  update: rows.update,
  softDelete: rows.softDelete,
};
