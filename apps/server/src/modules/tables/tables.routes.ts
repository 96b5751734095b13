import {
  createTableBodySchema,
  createTableTypeSchema,
  createTableZoneSchema,
  idParam,
  tableDeletedSchema,
  tableSchema,
  tableTypeDeletedSchema,
  tableTypeSchema,
  tableZoneSchema,
  updateTableBodySchema,
  updateTableTypeSchema,
  updateTableZoneSchema,
  zoneDeletedSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { tablesService as service } from './tables.service';

/** Tables, zones and table types (document 1 section 7), all behind ADMIN_TABLES. */
export const tablesRoutes = routes({ tags: ['tables'], config: { ability: 'ADMIN_TABLES' } }, (route, ctx) => {
  const _org = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).orgId;

  // ---------- tables ----------
  route.get(
    '/table',
    {
      summary: 'Tables with zone, type and status (OCCUPIED while an account is open at the table)',
      data: z.array(tableSchema),
    },
    (request) => service.listTables(scopeOf(request)),
  );
  route.post(
    '/table',
    {
      summary: 'Create a table (number unique among live tables; zone and type of the organisation)',
      body: createTableBodySchema,
      data: tableSchema,
    },
    (request) => service.createTable(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/table/:tableId',
    {
      summary: 'Change a table’s number, zone or type',
      params: idParam('tableId'),
      body: updateTableBodySchema,
      data: tableSchema,
    },
    (request) => service.updateTable(ctx, scopeOf(request), request.params.tableId, request.body),
  );
  route.delete(
    '/table/:tableId',
    {
      summary:
        'Delete a table: 409 while an account is open at it; soft-deleted when past tickets point at it (they keep its number)',
      params: idParam('tableId'),
      data: tableDeletedSchema,
    },
    (request) => service.deleteTable(ctx, scopeOf(request), request.params.tableId),
  );

  // ---------- zones ----------
  route.get('/table_zone', { summary: 'Table zones', data: z.array(tableZoneSchema) }, (request) =>
    service.listZones(scopeOf(request)),
  );
  route.post(
    '/table_zone',
    {
      summary: "Create a zone (colour forced to start with '#', saved upper case, default #000)",
      body: createTableZoneSchema,
      data: tableZoneSchema,
    },
    (request) => service.createZone(ctx, scopeOf(request), request.body),
  );
  route.patch(
    '/table_zone/:zoneId',
    {
      summary: 'Rename a zone or change its colour',
      params: idParam('zoneId'),
      body: updateTableZoneSchema,
      data: tableZoneSchema,
    },
    (request) => service.updateZone(ctx, scopeOf(request), request.params.zoneId, request.body),
  );
  route.delete(
    '/table_zone/:zoneId',
    { summary: 'Delete a zone (409 while tables are in it)', params: idParam('zoneId'), data: zoneDeletedSchema },
    (request) => service.deleteZone(ctx, scopeOf(request), request.params.zoneId),
  );

  // ---------- types ----------
  route.get('/table_type', { summary: 'Table types', data: z.array(tableTypeSchema) }, (request) =>
    service.listTypes(scopeOf(request)),
  );
  route.post(
    '/table_type',
    { summary: 'Create a table type (name sent as tableTypeName)', body: createTableTypeSchema, data: tableTypeSchema },
    (request) => service.createType(ctx, scopeOf(request), request.body.tableTypeName),
  );
  route.patch(
    '/table_type/:id',
    {
      summary: 'Rename a table type (name, or tableTypeName as on create)',
      params: idParam('id'),
      body: updateTableTypeSchema,
      data: tableTypeSchema,
    },
    (request) => service.updateType(ctx, scopeOf(request), request.params.id, request.body.name),
  );
  route.delete(
    '/table_type/:id',
    { summary: 'Delete a table type (409 while tables have it)', params: idParam('id'), data: tableTypeDeletedSchema },
    (request) => service.deleteType(ctx, scopeOf(request), request.params.id),
  );
});
