import type { registerDeviceSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
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
  async list(ctx: ServerContext, orgId: number) {
    return (await devicesRepository.list(ctx.db, orgId)).map(deviceDto);
  },

  /** Registers a device, or refreshes its versions when its serial number is known. */
  async register(ctx: ServerContext, orgId: number, d: z.output<typeof registerDeviceSchema>) {
    const now = ctx.now();
    await devicesRepository.upsert(ctx.db, orgId, d.serialNumber, now, {
      model: d.model,
      brand: d.brand,
      os_version: d.osVersion,
      app_version: d.appVersion,
      last_seen_at: now,
    });
    return (await this.list(ctx, orgId)).find((x) => x.serialNumber === d.serialNumber)!;
  },
};
