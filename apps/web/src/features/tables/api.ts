/** Tables, zones and table types (document 1 section 7): GET/POST/PATCH/DELETE /table, /table_zone, /table_type. */
import {
  type CreateTable,
  normalizeZoneColor,
  tableDeletedSchema,
  tableSchema,
  tableTypeDeletedSchema,
  tableTypeSchema,
  tableZoneSchema,
  zoneDeletedSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type Table = z.infer<typeof tableSchema>;
export type { TableType, TableZone } from '@comptoir/shared';

export const tablesKeys = {
  all: ['tables'] as const,
  tables: () => [...tablesKeys.all, 'tables'] as const,
  zones: () => [...tablesKeys.all, 'zones'] as const,
  types: () => [...tablesKeys.all, 'types'] as const,
};

// The page shows load errors itself (including "not allowed"), so no toast on top.
const quiet = { errorToast: false } as const;

export const tablesQueryOptions = () =>
  queryOptions({
    queryKey: tablesKeys.tables(),
    queryFn: ({ signal }) => api('/table', { schema: z.array(tableSchema), signal }),
    meta: quiet,
  });
export const zonesQueryOptions = () =>
  queryOptions({
    queryKey: tablesKeys.zones(),
    queryFn: ({ signal }) => api('/table_zone', { schema: z.array(tableZoneSchema), signal }),
    meta: quiet,
  });
export const typesQueryOptions = () =>
  queryOptions({
    queryKey: tablesKeys.types(),
    queryFn: ({ signal }) => api('/table_type', { schema: z.array(tableTypeSchema), signal }),
    meta: quiet,
  });

export const useTables = () => useQuery(tablesQueryOptions());
export const useZones = () => useQuery(zonesQueryOptions());
export const useTypes = () => useQuery(typesQueryOptions());

/** After any change: tables show their zone and type, so everything of the area is refreshed. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tablesKeys.all });
}

export interface ZoneInput {
  zoneId?: number;
  name: string;
  color: string;
}

/** Creates (no id) or updates a zone. The colour is forced to start with '#' and upper case. Errors: in the dialog. */
export function useSaveZone() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ zoneId, name, color }: ZoneInput) => {
      const body = { name, color: normalizeZoneColor(color) };
      return zoneId === undefined
        ? api('/table_zone', { method: 'POST', body, schema: tableZoneSchema })
        : api(`/table_zone/${zoneId}`, { method: 'PATCH', body, schema: tableZoneSchema });
    },
    meta: quiet,
    onSuccess: invalidate,
  });
}

export interface TypeInput {
  id?: number;
  name: string;
}

/** Creates (the name sent as tableTypeName) or renames a table type. */
export function useSaveType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: TypeInput) =>
      id === undefined
        ? api('/table_type', { method: 'POST', body: { tableTypeName: name }, schema: tableTypeSchema })
        : api(`/table_type/${id}`, { method: 'PATCH', body: { id, name }, schema: tableTypeSchema }),
    meta: quiet,
    onSuccess: invalidate,
  });
}

export type TableInput = CreateTable & { tableId?: number };

/** Creates (also the duplicate action) or updates a table. */
export function useSaveTable() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ tableId, ...body }: TableInput) =>
      tableId === undefined
        ? api('/table', { method: 'POST', body, schema: tableSchema })
        : api(`/table/${tableId}`, { method: 'PATCH', body, schema: tableSchema }),
    meta: quiet,
    onSuccess: invalidate,
  });
}

/** Deletes a zone, a type or a table. A refusal (409: still used, open account) is toasted by the page. */
export function useDeleteZone() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (zoneId: number) => api(`/table_zone/${zoneId}`, { method: 'DELETE', schema: zoneDeletedSchema }),
    meta: quiet,
    onSuccess: invalidate,
  });
}
export function useDeleteType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api(`/table_type/${id}`, { method: 'DELETE', schema: tableTypeDeletedSchema }),
    meta: quiet,
    onSuccess: invalidate,
  });
}
export function useDeleteTable() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (tableId: number) => api(`/table/${tableId}`, { method: 'DELETE', schema: tableDeletedSchema }),
    meta: quiet,
    onSuccess: invalidate,
  });
}
