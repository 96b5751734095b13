/** Devices (document 3 section 7): GET /device, DELETE /device/{serialNumber}, DELETE /device (all). Super users. */
import { type Device, deviceSchema, devicesDeletedSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { Device };

export const deviceKeys = {
  all: ['devices'] as const,
  list: () => [...deviceKeys.all, 'list'] as const,
};

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.list(),
    queryFn: ({ signal }) => api('/device', { schema: z.array(deviceSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useDevices = () => useQuery(devicesQueryOptions());

/** Deletes one device (its serial number), or every device of the organisation (null). */
export function useDeleteDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serialNumber: string | null) =>
      api(serialNumber === null ? '/device' : `/device/${encodeURIComponent(serialNumber)}`, {
        method: 'DELETE',
        schema: devicesDeletedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
