import type { OrgDb } from '../../lib/org-db';

export interface DeviceFields {
  model: string;
  brand: string;
  os_version: string;
  app_version: string;
  last_seen_at: number;
}

export const devicesRepository = {
  list(org: OrgDb) {
    return org.db.selectFrom('device').selectAll().where('org_id', '=', org.orgId).orderBy('serial_number').execute();
  },

  async delete(org: OrgDb, serialNumber: string): Promise<number> {
    const r = await org.db
      .deleteFrom('device')
      .where('org_id', '=', org.orgId)
      .where('serial_number', '=', serialNumber)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  async deleteAll(org: OrgDb): Promise<number> {
    const r = await org.db.deleteFrom('device').where('org_id', '=', org.orgId).executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /** Registers a device, or refreshes its versions and last-seen time when its serial number is known. */
  async upsert(org: OrgDb, serialNumber: string, registeredAt: number, fields: DeviceFields) {
    await org.db
      .insertInto('device')
      .values({ org_id: org.orgId, serial_number: serialNumber, registered_at: registeredAt, ...fields })
      .onConflict((oc) => oc.columns(['org_id', 'serial_number']).doUpdateSet(fields))
      .execute();
  },
};
