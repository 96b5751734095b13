import { z } from 'zod';
import { requiredLine } from './text-schemas';

/** Table zones, table types and tables (document 1 sections 3 and 5). The table answer itself is `tableSchema` (pos.ts). */

/** A new zone's colour (document 1 section 5). */
export const DEFAULT_ZONE_COLOR = '#000';

/** A zone colour as it is saved: forced to start with '#', upper case ('1e88e5' -> '#1E88E5'). */
export function normalizeZoneColor(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toUpperCase();
}

const HEX_COLOR = /^#(?:[0-9A-F]{3}|[0-9A-F]{6})$/;

export const zoneColorSchema = z
  .string({ error: 'Colour must be text such as #1E88E5' })
  .transform(normalizeZoneColor)
  .refine((c) => HEX_COLOR.test(c), 'Colour must be a hex colour such as #1E88E5 or #000');

const zoneName = requiredLine('Name', 100);

export const tableZoneSchema = z.object({ zoneId: z.number().int(), name: z.string(), color: z.string() });
export type TableZone = z.infer<typeof tableZoneSchema>;

export const createTableZoneSchema = z.object({
  name: zoneName,
  color: zoneColorSchema.optional().default(DEFAULT_ZONE_COLOR),
});
export const updateTableZoneSchema = z.object({ name: zoneName.optional(), color: zoneColorSchema.optional() });
export type CreateTableZone = z.input<typeof createTableZoneSchema>;

export const tableTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type TableType = z.infer<typeof tableTypeSchema>;

/** POST /table_type sends the name as `tableTypeName` (document 1 section 3). */
export const createTableTypeSchema = z.object({ tableTypeName: zoneName });
/** PATCH /table_type/{id}: the entity's `name`, or `tableTypeName` as on create. */
export const updateTableTypeSchema = z
  .object({ name: zoneName.optional(), tableTypeName: zoneName.optional() })
  .transform(({ name, tableTypeName }) => ({ name: name ?? tableTypeName }));

const tableNumber = z
  .number({ error: 'Table number is required' })
  .int('Table number must be a whole number')
  .positive('Table number must be 1 or more')
  .max(99999, 'Table number is at most 99999');
const refId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`);

export const createTableSchema = z.object({
  tableNumber,
  zoneId: refId('Zone'),
  tableTypeId: refId('Table type'),
});
export const updateTableSchema = createTableSchema.partial();
export type CreateTable = z.infer<typeof createTableSchema>;

/**
 * The zone and type as the Table entity names them (`tableZone: { zoneId, ... }`, `tableType: { id, ... }`): a client
 * may send a table it loaded. Their other fields (name, colour) and read-only fields (tableId, status...) are ignored;
 * flat `zoneId` / `tableTypeId` win when both are sent.
 */
const tableEntityRefs = {
  zoneId: refId('Zone').optional(),
  tableTypeId: refId('Table type').optional(),
  tableZone: z.object({ zoneId: refId('Zone') }, { error: 'Zone must be an object with a zoneId' }).nullish(),
  tableType: z.object({ id: refId('Table type') }, { error: 'Table type must be an object with an id' }).nullish(),
};
function flatRefs<T extends { zoneId?: number; tableTypeId?: number; tableZone?: unknown; tableType?: unknown }>(
  value: T,
) {
  const { tableZone, tableType, ...rest } = value as T & {
    tableZone?: { zoneId: number } | null;
    tableType?: { id: number } | null;
  };
  const zoneId = rest.zoneId ?? tableZone?.zoneId;
  const tableTypeId = rest.tableTypeId ?? tableType?.id;
  return {
    ...rest,
    ...(zoneId !== undefined && { zoneId }),
    ...(tableTypeId !== undefined && { tableTypeId }),
  };
}

/** POST /table body: `createTableSchema` with the entity's `tableZone` / `tableType` accepted for the flat ids. */
export const createTableBodySchema = createTableSchema.extend(tableEntityRefs).transform((value, ctx): CreateTable => {
  const flat = flatRefs(value);
  if (flat.zoneId === undefined) ctx.addIssue({ code: 'custom', path: ['zoneId'], message: 'Zone is required' });
  if (flat.tableTypeId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['tableTypeId'], message: 'Table type is required' });
  }
  return flat as CreateTable;
});
/** PATCH /table/{tableId} body: `updateTableSchema`, and the table as GET /table returns it. */
export const updateTableBodySchema = updateTableSchema
  .extend(tableEntityRefs)
  .transform((value): Partial<CreateTable> => flatRefs(value));

/** Answer of the delete calls. `softDeleted`: the table stays in the history of past tickets. */
export const tableDeletedSchema = z.object({ tableId: z.number().int(), softDeleted: z.boolean() });
export const zoneDeletedSchema = z.object({ zoneId: z.number().int() });
export const tableTypeDeletedSchema = z.object({ id: z.number().int() });
