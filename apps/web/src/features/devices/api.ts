/** Devices (document 3 section 7): GET /device, DELETE /device/{serialNumber}, DELETE /device (all). Super users. */
import { type Device, deviceSchema, devicesDeletedSchema } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { deleteAt, listQueryOptions, resourceKeys, useChange } from '../../lib/resource';

export type { Device };

export const deviceKeys = resourceKeys('devices');

export const devicesQueryOptions = () => listQueryOptions(deviceKeys.list(), '/device', deviceSchema);

export const useDevices = () => useQuery(devicesQueryOptions());

/** Deletes one device (its serial number), or every device of the organisation (null). */
export function useDeleteDevices() {
  return useChange(
    (serialNumber: string | null) =>
      deleteAt(serialNumber === null ? '/device' : `/device/${encodeURIComponent(serialNumber)}`, devicesDeletedSchema),
    deviceKeys.all,
  );
}
