import { z } from 'zod';

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

const zoneName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is at most 100 characters');

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

/** Answer of the delete calls. `softDeleted`: the table stays in the history of past tickets. */
export const tableDeletedSchema = z.object({ tableId: z.number().int(), softDeleted: z.boolean() });
export const zoneDeletedSchema = z.object({ zoneId: z.number().int() });
export const tableTypeDeletedSchema = z.object({ id: z.number().int() });
