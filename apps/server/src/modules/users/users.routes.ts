import {
  changeOwnPasswordSchema,
  changeOwnPincodeSchema,
  createUserSchema,
  deletedUserSchema,
  envelope,
  loginRequestSchema,
  loginResponseSchema,
  switchOrgParamsSchema,
  switchOrgResponseSchema,
  updateUserSchema,
  userIdParamsSchema,
  userSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        operationId: 'switchOrg',
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

  app.post(
    '/user/me/password',
    {
      schema: {
        operationId: 'changeMyPassword',
        tags: ['session'],
        summary:
          "Change one's own password (the current one is checked); the user's other sessions end, this one gets the new token answered",
        body: changeOwnPasswordSchema,
        response: { 200: envelope(switchOrgResponseSchema) },
      },
    },
    async (request) => ({
      data: await usersService.changeOwnPassword(ctx, tenantOf(request), request.body, request.ip),
    }),
  );

  app.post(
    '/user/me/pincode',
    {
      schema: {
        operationId: 'changeMyPincode',
        tags: ['session'],
        summary: "Change one's own PIN (4 to 6 digits, unique in the user's organisation)",
        body: changeOwnPincodeSchema,
        response: { 200: envelope(z.object({ hasPincode: z.boolean() })) },
      },
    },
    async (request) => ({ data: await usersService.changeOwnPincode(ctx, tenantOf(request), request.body.pincode) }),
  );

  // ---------- user management: ADMIN_USERS, the users whose home is the session's organisation ----------

  app.get(
    '/user',
    {
      config: { ability: 'ADMIN_USERS' },
      schema: {
        tags: ['users'],
        summary: "The organisation's users (never a password or PIN; hasPincode says a PIN is set)",
        response: { 200: envelope(z.array(userSchema)) },
      },
    },
    async (request) => ({ data: await usersService.list(ctx, tenantOf(request)) }),
  );

  app.post(
    '/user/create',
    {
      config: { ability: 'ADMIN_USERS' },
      schema: {
        tags: ['users'],
        summary: 'Create a user (type defaults to SERVER; terminalIp is for super users only)',
        body: createUserSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => ({ data: await usersService.create(ctx, tenantOf(request), request.body) }),
  );

  app.patch(
    '/user/:userId',
    {
      config: { ability: 'ADMIN_USERS' },
      schema: {
        tags: ['users'],
        summary:
          'Update a user from the whole user object; password and pincode are set when non-empty; appMode and terminalIp are for super users only',
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => ({
      data: await usersService.update(ctx, tenantOf(request), request.params.userId, request.body),
    }),
  );

  app.delete(
    '/user/:userId',
    {
      config: { ability: 'ADMIN_USERS' },
      schema: {
        tags: ['users'],
        summary: 'Delete a user (kept for the tickets it served; it can no longer sign in)',
        params: userIdParamsSchema,
        response: { 200: envelope(deletedUserSchema) },
      },
    },
    async (request) => ({ data: await usersService.remove(ctx, tenantOf(request), request.params.userId) }),
  );
};
