import {
  changeOwnPasswordSchema,
  changeOwnPincodeSchema,
  createUserSchema,
  deletedUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  switchOrgParamsSchema,
  switchOrgResponseSchema,
  updateUserSchema,
  userIdParamsSchema,
  userSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { usersService } from './users.service';

/** The session's own calls (sign in, me, password, PIN) and, behind ADMIN_USERS, user management. */
export const usersRoutes = routes({ tags: ['session'] }, (session, ctx) => {
  session.post(
    '/user/login',
    {
      config: { public: true },
      summary: 'Sign in with organisation id, username and password',
      body: loginRequestSchema,
      data: loginResponseSchema,
    },
    (request) => usersService.login(ctx, request.body, request.ip),
  );

  session.get('/user/me', { summary: 'The signed-in user', data: userSchema }, (request) =>
    usersService.me(scopeOf(request)),
  );

  session.post(
    '/user/multiorg/switch/:orgId',
    {
      operationId: 'switchOrg',
      summary: 'A new token for another organisation the user manages',
      params: switchOrgParamsSchema,
      data: switchOrgResponseSchema,
    },
    (request) => usersService.switchOrganization(ctx, scopeOf(request), request.params.orgId),
  );

  session.post(
    '/user/me/password',
    {
      operationId: 'changeMyPassword',
      summary:
        "Change one's own password (the current one is checked); the user's other sessions end, this one gets the new token answered",
      body: changeOwnPasswordSchema,
      data: switchOrgResponseSchema,
    },
    (request) => usersService.changeOwnPassword(ctx, scopeOf(request), request.body, request.ip),
  );

  session.post(
    '/user/me/pincode',
    {
      operationId: 'changeMyPincode',
      summary: "Change one's own PIN (4 to 6 digits, unique in the user's organisation)",
      body: changeOwnPincodeSchema,
      data: z.object({ hasPincode: z.boolean() }),
    },
    (request) => usersService.changeOwnPincode(ctx, scopeOf(request), request.body.pincode),
  );

  // ---------- user management: ADMIN_USERS, the users whose home is the session's organisation ----------
  const route = session.with({ tags: ['users'], config: { ability: 'ADMIN_USERS' } });

  route.get(
    '/user',
    {
      summary: "The organisation's users (never a password or PIN; hasPincode says a PIN is set)",
      data: z.array(userSchema),
    },
    (request) => usersService.list(scopeOf(request)),
  );

  route.post(
    '/user/create',
    {
      summary: 'Create a user (type defaults to SERVER; terminalIp is for super users only)',
      body: createUserSchema,
      data: userSchema,
    },
    (request) => usersService.create(ctx, scopeOf(request), request.body),
  );

  route.patch(
    '/user/:userId',
    {
      summary:
        'Update a user from the whole user object; password and pincode are set when non-empty; appMode and terminalIp are for super users only',
      params: userIdParamsSchema,
      body: updateUserSchema,
      data: userSchema,
    },
    (request) => usersService.update(ctx, scopeOf(request), request.params.userId, request.body),
  );

  route.delete(
    '/user/:userId',
    {
      summary: 'Delete a user (kept for the tickets it served; it can no longer sign in)',
      params: userIdParamsSchema,
      data: deletedUserSchema,
    },
    (request) => usersService.remove(ctx, scopeOf(request), request.params.userId),
  );
});
