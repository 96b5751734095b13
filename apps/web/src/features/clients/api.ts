/** Clients (document 3 section 7): GET /client_data?all=true, POST /client_data, PATCH /client_data. */
import { type Client, type ClientFields, clientSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { Client };

export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
};

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.list(),
    queryFn: ({ signal }) => api('/client_data?all=true', { schema: z.array(clientSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useClients = () => useQuery(clientsQueryOptions());

/** POST /client_data, or PATCH /client_data with the clientDataId and dataSource of the edited client. */
export function useSaveClient(editing: Client | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientFields) =>
      editing
        ? api('/client_data', {
            method: 'PATCH',
            body: { ...body, clientDataId: editing.clientDataId, dataSource: editing.dataSource },
            schema: clientSchema,
          })
        : api('/client_data', { method: 'POST', body, schema: clientSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
