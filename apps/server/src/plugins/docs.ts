import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the shared zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Comptoir API',
        version: '0.1.0',
        description:
          'Back-office and terminal API. Answers are `{ data }`; errors are `{ message, code, fieldErrors? }`. ' +
          'Sign in with POST /api/user/login and send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
