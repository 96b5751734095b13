import type { registerDeviceSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { devicesRepository } from './devices.repository';

type DeviceRow = Awaited<ReturnType<typeof devicesRepository.list>>[number];

const deviceDto = (r: DeviceRow) => ({
  serialNumber: r.serial_number,
  model: r.model,
  brand: r.brand,
  osVersion: r.os_version,
  appVersion: r.app_version,
  registeredAt: r.registered_at,
  lastSeenAt: r.last_seen_at,
});

export const devicesService = {
  async list(org: OrgDb) {
    return (await devicesRepository.list(org)).map(deviceDto);
  },

  async remove(ctx: ServerContext, actor: Actor, serialNumber: string) {
    return inOrgTransaction(actor, async (org) => {
      const before = (await devicesRepository.list(org)).find((d) => d.serial_number === serialNumber);
      if (!before) throw notFound('Device');
      const deleted = await devicesRepository.delete(org, serialNumber);
      await editLog(org.db, actor, ctx.now()).deleted('device', serialNumber, deviceDto(before));
      return { deleted };
    });
  },

  /** Deletes every device of the organisation (they register again when their app next starts). */
  async removeAll(ctx: ServerContext, actor: Actor) {
    return inOrgTransaction(actor, async (org) => {
      const before = await devicesRepository.list(org);
      const deleted = await devicesRepository.deleteAll(org);
      const log = editLog(org.db, actor, ctx.now());
      for (const d of before) await log.deleted('device', d.serial_number, deviceDto(d));
      return { deleted };
    });
  },

  /** Registers a device, or refreshes its versions when its serial number is known. */
  async register(ctx: ServerContext, org: OrgDb, d: z.output<typeof registerDeviceSchema>) {
    const now = ctx.now();
    await devicesRepository.upsert(org, d.serialNumber, now, {
      model: d.model,
      brand: d.brand,
      os_version: d.osVersion,
      app_version: d.appVersion,
      last_seen_at: now,
    });
    return (await this.list(org)).find((x) => x.serialNumber === d.serialNumber)!;
  },
};
