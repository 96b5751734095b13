/** Clients (document 3 section 7): GET /client_data?all=true, POST /client_data, PATCH /client_data. */
import { type Client, type ClientFields, clientSchema } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listQueryOptions, resourceKeys, useChange } from '../../lib/resource';

export type { Client };

export const clientKeys = resourceKeys('clients');

export const clientsQueryOptions = () => listQueryOptions(clientKeys.list(), '/client_data?all=true', clientSchema);

export const useClients = () => useQuery(clientsQueryOptions());

/** POST /client_data, or PATCH /client_data with the clientDataId and dataSource of the edited client. */
export function useSaveClient(editing: Client | null) {
  return useChange(
    (body: ClientFields) =>
      editing
        ? api('/client_data', {
            method: 'PATCH',
            body: { ...body, clientDataId: editing.clientDataId, dataSource: editing.dataSource },
            schema: clientSchema,
          })
        : api('/client_data', { method: 'POST', body, schema: clientSchema }),
    clientKeys.all,
    { quiet: true },
  );
}
