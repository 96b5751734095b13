import {
  envelope,
  loginRequestSchema,
  loginResponseSchema,
  switchOrgParamsSchema,
  switchOrgResponseSchema,
  userSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { tenantOf } from '../../plugins/auth';
import { usersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.post(
    '/user/login',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'Sign in with organisation id, username and password',
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request) => ({ data: await usersService.login(ctx, request.body, request.ip) }),
  );

  app.get(
    '/user/me',
    { schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: envelope(userSchema) } } },
    async (request) => ({ data: await usersService.me(ctx, tenantOf(request)) }),
  );

  app.post(
    '/user/multiorg/switch/:orgId',
    {
      schema: {
        tags: ['session'],
        summary: 'A new token for another organisation the user manages',
        params: switchOrgParamsSchema,
        response: { 200: envelope(switchOrgResponseSchema) },
      },
    },
    async (request) => ({
      data: await usersService.switchOrganization(ctx, tenantOf(request), request.params.orgId),
    }),
  );
};
