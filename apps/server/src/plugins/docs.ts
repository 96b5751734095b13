import { apiErrorSchema, ERROR_REASONS } from '@comptoir/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withOperationIds } from './operation-ids';

type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Parameters<typeof withOperationIds>[0];
};

const ERROR_RESPONSE = {
  description: 'Error: `{ message, code, fieldErrors?, reason?, params? }` (reason: one of ERROR_REASONS)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/**
 * Declares the error body once and points every operation's 4XX and 5XX answers at it; names every operation
 * (operation-ids.ts).
 */
function completed<T>(document: T): T {
  const doc = document as OpenApiDocument;
  const { $schema: _, ...schema } = z.toJSONSchema(apiErrorSchema) as {
    $schema?: string;
    properties: Record<string, object>;
  };
  schema.properties.reason = { ...schema.properties.reason, enum: Object.keys(ERROR_REASONS) };
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ApiError: schema } };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object') continue;
      operation.responses = { ...operation.responses };
      operation.responses['4XX'] ??= ERROR_RESPONSE;
      operation.responses['5XX'] ??= ERROR_RESPONSE;
    }
  }
  withOperationIds(doc.paths ?? {});
  return document;
}

/** The OpenAPI document, generated from the shared zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod writes without loss (decision 125).
      openapi: '3.1.0',
      // Relative: the API is where this document is served from, whatever the host.
      servers: [{ url: '/', description: 'This server' }],
      info: {
        title: 'Comptoir API',
        version: '0.1.0',
        description:
          'Back-office and terminal API. Answers are `{ data }`; errors are `{ message, code, fieldErrors?, reason?, params? }` (ApiError). ' +
          'Sign in with POST /api/user/login and send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => completed('openapiObject' in document ? document.openapiObject : {}),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
