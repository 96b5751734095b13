import {
  createTableBodySchema,
  createTableTypeSchema,
  createTableZoneSchema,
  envelope,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { tablesService as service } from './tables.service';

const guard = { ability: 'ADMIN_TABLES' } as const;
const tags = ['tables'];

/** Tables, zones and table types (document 1 section 7), all behind ADMIN_TABLES. */
export const tablesRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const org = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).orgId;

  // ---------- tables ----------
  app.get(
    '/table',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Tables with zone, type and status (OCCUPIED while an account is open at the table)',
        response: { 200: envelope(z.array(tableSchema)) },
      },
    },
    async (request) => ({ data: await service.listTables(ctx, org(request)) }),
  );
  app.post(
    '/table',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Create a table (number unique among live tables; zone and type of the organisation)',
        body: createTableBodySchema,
        response: { 200: envelope(tableSchema) },
      },
    },
    async (request) => ({ data: await service.createTable(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/table/:tableId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Change a table’s number, zone or type',
        params: idParam('tableId'),
        body: updateTableBodySchema,
        response: { 200: envelope(tableSchema) },
      },
    },
    async (request) => ({
      data: await service.updateTable(ctx, tenantOf(request), request.params.tableId, request.body),
    }),
  );
  app.delete(
    '/table/:tableId',
    {
      config: guard,
      schema: {
        tags,
        summary:
          'Delete a table: 409 while an account is open at it; soft-deleted when past tickets point at it (they keep its number)',
        params: idParam('tableId'),
        response: { 200: envelope(tableDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.deleteTable(ctx, tenantOf(request), request.params.tableId) }),
  );

  // ---------- zones ----------
  app.get(
    '/table_zone',
    { config: guard, schema: { tags, summary: 'Table zones', response: { 200: envelope(z.array(tableZoneSchema)) } } },
    async (request) => ({ data: await service.listZones(ctx, org(request)) }),
  );
  app.post(
    '/table_zone',
    {
      config: guard,
      schema: {
        tags,
        summary: "Create a zone (colour forced to start with '#', saved upper case, default #000)",
        body: createTableZoneSchema,
        response: { 200: envelope(tableZoneSchema) },
      },
    },
    async (request) => ({ data: await service.createZone(ctx, tenantOf(request), request.body) }),
  );
  app.patch(
    '/table_zone/:zoneId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Rename a zone or change its colour',
        params: idParam('zoneId'),
        body: updateTableZoneSchema,
        response: { 200: envelope(tableZoneSchema) },
      },
    },
    async (request) => ({
      data: await service.updateZone(ctx, tenantOf(request), request.params.zoneId, request.body),
    }),
  );
  app.delete(
    '/table_zone/:zoneId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a zone (409 while tables are in it)',
        params: idParam('zoneId'),
        response: { 200: envelope(zoneDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.deleteZone(ctx, tenantOf(request), request.params.zoneId) }),
  );

  // ---------- types ----------
  app.get(
    '/table_type',
    { config: guard, schema: { tags, summary: 'Table types', response: { 200: envelope(z.array(tableTypeSchema)) } } },
    async (request) => ({ data: await service.listTypes(ctx, org(request)) }),
  );
  app.post(
    '/table_type',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Create a table type (name sent as tableTypeName)',
        body: createTableTypeSchema,
        response: { 200: envelope(tableTypeSchema) },
      },
    },
    async (request) => ({ data: await service.createType(ctx, tenantOf(request), request.body.tableTypeName) }),
  );
  app.patch(
    '/table_type/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Rename a table type (name, or tableTypeName as on create)',
        params: idParam('id'),
        body: updateTableTypeSchema,
        response: { 200: envelope(tableTypeSchema) },
      },
    },
    async (request) => ({
      data: await service.updateType(ctx, tenantOf(request), request.params.id, request.body.name),
    }),
  );
  app.delete(
    '/table_type/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete a table type (409 while tables have it)',
        params: idParam('id'),
        response: { 200: envelope(tableTypeDeletedSchema) },
      },
    },
    async (request) => ({ data: await service.deleteType(ctx, tenantOf(request), request.params.id) }),
  );
};
