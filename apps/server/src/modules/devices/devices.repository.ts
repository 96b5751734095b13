import type { OrgId } from '../../db/org-id';
import type { Executor } from '../../lib/tx';

export interface DeviceFields {
  model: string;
  brand: string;
  os_version: string;
  app_version: string;
  last_seen_at: number;
}

export const devicesRepository = {
  list(db: Executor, orgId: OrgId) {
    return db.selectFrom('device').selectAll().where('org_id', '=', orgId).orderBy('serial_number').execute();
  },

  async delete(db: Executor, orgId: OrgId, serialNumber: string): Promise<number> {
    const r = await db
      .deleteFrom('device')
      .where('org_id', '=', orgId)
      .where('serial_number', '=', serialNumber)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  async deleteAll(db: Executor, orgId: OrgId): Promise<number> {
    const r = await db.deleteFrom('device').where('org_id', '=', orgId).executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /** Registers a device, or refreshes its versions and last-seen time when its serial number is known. */
  async upsert(db: Executor, orgId: OrgId, serialNumber: string, registeredAt: number, fields: DeviceFields) {
    await db
      .insertInto('device')
      .values({ org_id: orgId, serial_number: serialNumber, registered_at: registeredAt, ...fields })
      .onConflict((oc) => oc.columns(['org_id', 'serial_number']).doUpdateSet(fields))
      .execute();
  },
};
