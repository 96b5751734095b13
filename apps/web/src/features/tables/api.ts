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
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type Table = z.infer<typeof tableSchema>;
export type { TableType, TableZone } from '@comptoir/shared';

export const tablesKeys = resourceKeys('tables', 'tables', 'zones', 'types');

export const tablesQueryOptions = () => listQueryOptions(tablesKeys.tables(), '/table', tableSchema);
export const zonesQueryOptions = () => listQueryOptions(tablesKeys.zones(), '/table_zone', tableZoneSchema);
export const typesQueryOptions = () => listQueryOptions(tablesKeys.types(), '/table_type', tableTypeSchema);

export const useTables = () => useQuery(tablesQueryOptions());
export const useZones = () => useQuery(zonesQueryOptions());
export const useTypes = () => useQuery(typesQueryOptions());

/**
 * After any change: tables show their zone and type, so everything of the area is refreshed. Errors: in the dialog;
 * a refused delete (409: still used, open account) is toasted by the page.
 */
const useTablesChange = <V, D>(mutationFn: (vars: V) => Promise<D>) =>
  useChange(mutationFn, tablesKeys.all, { quiet: true });

export interface ZoneInput {
  zoneId?: number;
  name: string;
  color: string;
}

/** Creates (no id) or updates a zone. The colour is forced to start with '#' and upper case. Errors: in the dialog. */
export const useSaveZone = () =>
  useTablesChange(({ zoneId, name, color }: ZoneInput) =>
    saveAt('/table_zone', zoneId, { name, color: normalizeZoneColor(color) }, tableZoneSchema),
  );

export interface TypeInput {
  id?: number;
  name: string;
}

/** Creates (the name sent as tableTypeName) or renames a table type. */
export const useSaveType = () =>
  useTablesChange(({ id, name }: TypeInput) =>
    saveAt('/table_type', id, id === undefined ? { tableTypeName: name } : { id, name }, tableTypeSchema),
  );

export type TableInput = CreateTable & { tableId?: number };

/** Creates (also the duplicate action) or updates a table. */
export const useSaveTable = () =>
  useTablesChange(({ tableId, ...body }: TableInput) => saveAt('/table', tableId, body, tableSchema));

/** Deletes a zone, a type or a table. */
export const useDeleteZone = () =>
  useTablesChange((zoneId: number) => deleteAt(`/table_zone/${zoneId}`, zoneDeletedSchema));
export const useDeleteType = () =>
  useTablesChange((id: number) => deleteAt(`/table_type/${id}`, tableTypeDeletedSchema));
export const useDeleteTable = () =>
  useTablesChange((tableId: number) => deleteAt(`/table/${tableId}`, tableDeletedSchema));
