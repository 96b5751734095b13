import { deviceSchema, envelope, registerDeviceSchema } from '@comptoir/shared';
import { z } from 'zod';
import type { Executor } from '../../lib/tx';
import { tenantOf } from '../../plugins/auth';
import type { Module } from '../types';

async function list(db: Executor, orgId: number) {
  const rows = await db.selectFrom('device').selectAll().where('org_id', '=', orgId).orderBy('serial_number').execute();
  return rows.map((r) => ({
    serialNumber: r.serial_number,
    model: r.model,
    brand: r.brand,
    osVersion: r.os_version,
    appVersion: r.app_version,
    registeredAt: r.registered_at,
    lastSeenAt: r.last_seen_at,
  }));
}

export const devicesModule: Module = {
  name: 'devices',
  routes: async (app, { ctx }) => {
    app.post(
      '/terminal/devices',
      {
        schema: {
          tags: ['terminal'],
          summary: 'Register a device, or refresh its versions when its serial number is known',
          body: registerDeviceSchema,
          response: { 200: envelope(deviceSchema) },
        },
      },
      async (request) => {
        const { orgId } = tenantOf(request);
        const d = request.body;
        const now = ctx.now();
        const fields = {
          model: d.model,
          brand: d.brand,
          os_version: d.osVersion,
          app_version: d.appVersion,
          last_seen_at: now,
        };
        await ctx.db
          .insertInto('device')
          .values({ org_id: orgId, serial_number: d.serialNumber, registered_at: now, ...fields })
          .onConflict((oc) => oc.columns(['org_id', 'serial_number']).doUpdateSet(fields))
          .execute();
        const device = (await list(ctx.db, orgId)).find((x) => x.serialNumber === d.serialNumber)!;
        return { data: device };
      },
    );

    app.get(
      '/device',
      {
        config: { superUser: true },
        schema: {
          tags: ['devices'],
          summary: 'Registered devices',
          response: { 200: envelope(z.array(deviceSchema)) },
        },
      },
      async (request) => ({ data: await list(ctx.db, tenantOf(request).orgId) }),
    );
  },
};
